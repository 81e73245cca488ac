// Every table and enum, grouped by the part of Motio that owns it. drizzle-kit reads this file.
export * from './schema/accounts.js';
export * from './schema/billing.js';
export * from './schema/clinical.js';
export * from './schema/clinics.js';
export * from './schema/feedback.js';
export * from './schema/files.js';
export * from './schema/jobs.js';
export * from './schema/patients.js';
export * from './schema/platform.js';
export * from './schema/scheduling.js';
export * from './schema/team.js';
export * from './schema/visit-notes.js';
export * from './schema/schedules.js';
export * from './schema/patient-billing.js';
export * from './schema/online-booking.js';
export * from './schema/portal.js';
export * from './schema/waitlist.js';
