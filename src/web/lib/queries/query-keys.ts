/**
 * Query keys of the data several features share. Each resource has one key, so one cache entry
 * serves every screen and one invalidation refreshes them all: `team` covers the members list,
 * each member and the invitations.
 */
export const queryKeys = {
  clinicSettings: ['clinic', 'settings'] as const,
  team: ['team'] as const,
  teamMembers: ['team', 'members'] as const,
  teamMember: (memberId: string) => ['team', 'members', memberId] as const,
  services: ['services'] as const,
  locations: ['locations'] as const,
  /** The clinic's intake forms (Settings) and each one. */
  intakeForms: ['intake-forms'] as const,
  /** Free slots and working time: what schedules, services, locations and bookings change. */
  availability: ['availability'] as const,
  /** Money received and unpaid invoices (Stats): what issuing invoices and taking payments change. */
  billingReports: ['reports'] as const,
  billingRevenue: (from: string, to: string, groupBy: string) =>
    ['reports', 'revenue', from, to, groupBy] as const,
  billingOutstanding: ['reports', 'outstanding'] as const,
  /** Every invoice list and invoice: a payment or a change to one refreshes them all. */
  invoices: ['invoices'] as const,
  invoiceLists: ['invoices', 'list'] as const,
  invoice: (invoiceId: string) => ['invoices', 'detail', invoiceId] as const,
  payments: ['payments'] as const,
  /** What a patient owes or has in credit; `patientBalances` covers every patient. */
  patientBalances: ['patient-balance'] as const,
  patientBalance: (patientId: string) => ['patient-balance', patientId] as const,
  /** The clinic's prepaid packages; `patientPackages` covers what each patient bought. */
  packages: ['packages'] as const,
  patientPackages: (patientId: string) => ['packages', 'patient', patientId] as const,
  /** Messages sent to patients and their replies: a handled reply refreshes them all. */
  messages: ['messages'] as const,
  appointmentMessages: (appointmentId: string) =>
    ['messages', 'appointment', appointmentId] as const,
  patientMessages: (patientId: string) => ['messages', 'patient', patientId] as const,
  messageLog: ['messages', 'log'] as const,
  messageDelivery: ['messages', 'delivery'] as const,
  messageTestInbox: ['messages', 'test-inbox'] as const,
  messageReplies: (state: 'waiting' | 'handled' | 'all') => ['messages', 'replies', state] as const,
};
