import type { SetupStepId } from '../../../domain/setup-checklist.js';

export interface SetupStepInfo {
  title: string;
  /** One line on what the step is for. */
  description: string;
  /** Where the step is done. */
  to: string;
}

export const setupSteps: Record<SetupStepId, SetupStepInfo> = {
  clinic_details: {
    title: 'Clinic details and opening hours',
    description: 'Address, time zone and the hours you are open.',
    to: '/dashboard/settings/clinic-settings',
  },
  services: {
    title: 'Services',
    description: 'What you offer, how long it takes and what it costs.',
    to: '/dashboard/settings/services-settings',
  },
  rooms: {
    title: 'Rooms',
    description: 'Treatment rooms at each location, so none is ever booked twice at once.',
    to: '/dashboard/settings/locations',
  },
  team: {
    title: 'Invite your team',
    description: 'Therapists and front desk get their own sign-in.',
    to: '/dashboard/settings/team-management',
  },
  patients: {
    title: 'Import patients',
    description: 'Bring your patient list over from a CSV file, or add patients one by one.',
    to: '/dashboard/import-patients',
  },
  first_appointment: {
    title: 'Book the first appointment',
    description: 'Put a patient in the calendar.',
    to: '/dashboard/add-appointment',
  },
};
