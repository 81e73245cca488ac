import type { FeatureItem } from '../../../components/marketing/FeatureCards';
import type { MarketingIconName } from '../../../components/marketing/MarketingIcon';

export interface FeatureCategory {
  value: 'scheduling' | 'patients' | 'analytics' | 'security';
  label: string;
  icon: MarketingIconName;
  heading: string;
  summary: string;
  points: readonly FeatureItem[];
}

/** The four tabs of `/features`. Claim only what Motio does today. */
export const featureCategories: readonly FeatureCategory[] = [
  {
    value: 'scheduling',
    label: 'Scheduling',
    icon: 'calendar',
    heading: 'Scheduling that keeps the day flowing',
    summary:
      'One calendar for the whole clinic, built around the way physiotherapy sessions really run.',
    points: [
      {
        icon: 'calendar',
        title: 'Day, week, month and agenda views',
        text: 'The working day from 08:00 to 20:00 in 30-minute steps, in whichever view suits the moment.',
      },
      {
        icon: 'users',
        title: 'One therapist or the whole team',
        text: 'Filter the calendar by therapist, or see everyone side by side to find the next free slot.',
      },
      {
        icon: 'bell',
        title: 'Appointment reminders',
        text: 'Patients are reminded before their visit, so fewer sessions go unused.',
      },
      {
        icon: 'calendarX',
        title: 'Conflict detection',
        text: 'Motio warns you before a therapist or a slot is booked twice, and past slots cannot be booked by mistake.',
      },
    ],
  },
  {
    value: 'patients',
    label: 'Patients',
    icon: 'notes',
    heading: 'Patient records that tell the whole story',
    summary: 'Everything about a patient in one place, from the first assessment to discharge.',
    points: [
      {
        icon: 'notes',
        title: 'Visit history and structured notes',
        text: 'Every visit on one timeline, with notes that follow the same structure whoever wrote them.',
      },
      {
        icon: 'clipboard',
        title: 'Diagnoses and treatment plans',
        text: 'Record each diagnosis and the treatment plan for it, and update them as treatment evolves.',
      },
      {
        icon: 'target',
        title: 'Treatment plans with progress tracking',
        text: 'Set goals and planned sessions, then follow progress visit by visit.',
      },
      {
        icon: 'paperclip',
        title: 'Attachments',
        text: 'Referral letters, scans and consent forms stay with the patient they belong to.',
      },
    ],
  },
  {
    value: 'analytics',
    label: 'Analytics',
    icon: 'chart',
    heading: 'Analytics that help you run the clinic',
    summary: 'See how the clinic is doing without building a spreadsheet on a Friday afternoon.',
    points: [
      {
        icon: 'chart',
        title: 'Clinic activity at a glance',
        text: 'Appointments, new patients and busy hours for the period you choose.',
      },
      {
        icon: 'users',
        title: 'Workload per therapist',
        text: 'Compare how full each calendar is and plan the team with real numbers.',
      },
      {
        icon: 'chartLine',
        title: 'Treatment progress',
        text: 'Follow how patients move through their treatment plans over time.',
      },
      {
        icon: 'files',
        title: 'Reports',
        text: 'Summaries for owners and partners, ready when the questions come.',
      },
    ],
  },
  {
    value: 'security',
    label: 'Security',
    icon: 'shieldLock',
    heading: 'Security you can explain to your patients',
    summary: 'Patient data is protected by design, and you can always see who did what, and when.',
    points: [
      {
        icon: 'users',
        title: 'Role-based access',
        text: 'Owners, administrators, therapists and assistants each get the access their work needs, and no more.',
      },
      {
        icon: 'puzzle',
        title: 'Granular permissions',
        text: 'Each action, from managing the team to billing or reading the audit log, is allowed per role.',
      },
      {
        icon: 'history',
        title: 'Audit trails',
        text: 'Sign-ins and every patient record opened or changed are logged with who and when.',
      },
      {
        icon: 'shieldCheck',
        title: 'HIPAA compliance',
        text: 'Patient health information is handled to HIPAA requirements.',
      },
      {
        icon: 'lock',
        title: 'Encryption in transit',
        text: 'Every connection to Motio uses HTTPS (TLS), so data cannot be read on its way.',
      },
      {
        icon: 'shieldLock',
        title: 'Two-factor sign-in',
        text: 'Codes from an authenticator app for every account; owners can require it for the whole team.',
      },
    ],
  },
];
