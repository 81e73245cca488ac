import type { ClinicRole } from '../../domain/roles.js';

/** Demo logins, printed at start and listed in the README. Embedded database, never production. */
export const DEMO_PASSWORD = 'Motio-demo-2026';
export const DEMO_CLINIC = {
  name: 'Demo Physio Clinic',
  timeZone: 'Europe/Belgrade',
  planId: 'team',
};

export interface DemoAccount {
  email: string;
  name: string;
  lastName: string;
  role: ClinicRole | null;
  title?: string;
  calendarColor?: string;
  platformAdmin?: boolean;
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    email: 'owner@demo-physio.example',
    name: 'Ana',
    lastName: 'Marković',
    role: 'owner',
    title: 'Clinic owner, physiotherapist',
    calendarColor: '#1c7ed6',
  },
  {
    email: 'admin@demo-physio.example',
    name: 'Luka',
    lastName: 'Petrović',
    role: 'admin',
    title: 'Practice manager',
  },
  {
    email: 'therapist1@demo-physio.example',
    name: 'Maja',
    lastName: 'Ilić',
    role: 'therapist',
    title: 'Senior physiotherapist',
    calendarColor: '#2f9e44',
  },
  {
    email: 'therapist2@demo-physio.example',
    name: 'Stefan',
    lastName: 'Jovanović',
    role: 'therapist',
    title: 'Sports physiotherapist',
    calendarColor: '#e8590c',
  },
  {
    email: 'therapist3@demo-physio.example',
    name: 'Jelena',
    lastName: 'Kovačević',
    role: 'therapist',
    title: 'Neurological physiotherapist',
    calendarColor: '#9c36b5',
  },
  {
    email: 'assistant@demo-physio.example',
    name: 'Ivana',
    lastName: 'Nikolić',
    role: 'assistant',
    title: 'Front desk',
  },
  {
    email: 'operator@motio.example',
    name: 'Mila',
    lastName: 'Operator',
    role: null,
    platformAdmin: true,
  },
];
