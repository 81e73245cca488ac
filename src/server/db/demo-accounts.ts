import type { ClinicRole } from '../../domain/roles.js';

/** Demo logins, printed at start and listed in the README. For the embedded demo only. */
export const DEMO_PASSWORD = 'Motio-demo-2026';
export const DEMO_CLINIC = { name: 'Riverside Physiotherapy', timeZone: 'Europe/Belgrade' };

export const demoAccounts: ReadonlyArray<{
  email: string;
  name: string;
  lastName: string;
  role: ClinicRole | null;
  platformAdmin?: boolean;
}> = [
  { email: 'owner@riverside-physio.example', name: 'Ana', lastName: 'Marković', role: 'owner' },
  { email: 'admin@riverside-physio.example', name: 'Luka', lastName: 'Petrović', role: 'admin' },
  {
    email: 'therapist@riverside-physio.example',
    name: 'Maja',
    lastName: 'Ilić',
    role: 'therapist',
  },
  {
    email: 'therapist2@riverside-physio.example',
    name: 'Stefan',
    lastName: 'Jovanović',
    role: 'therapist',
  },
  {
    email: 'assistant@riverside-physio.example',
    name: 'Ivana',
    lastName: 'Nikolić',
    role: 'assistant',
  },
  {
    email: 'operator@motio.example',
    name: 'Mila',
    lastName: 'Operator',
    role: null,
    platformAdmin: true,
  },
];
