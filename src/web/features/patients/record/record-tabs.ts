import { can } from '../../../../domain/permissions.js';
import type { ClinicRole } from '../../../../domain/roles.js';

export const recordTabs = [
  'overview',
  'appointments',
  'messages',
  'diagnoses',
  'plans',
  'notes',
  'attachments',
  'forms',
  'billing',
  'timeline',
  'access',
] as const;
export type RecordTab = (typeof recordTabs)[number];

export const recordTabLabels: Record<RecordTab, string> = {
  overview: 'Overview',
  appointments: 'Appointments',
  messages: 'Messages',
  diagnoses: 'Diagnoses',
  plans: 'Treatment plans',
  notes: 'Visit notes',
  attachments: 'Attachments',
  forms: 'Forms',
  billing: 'Billing',
  timeline: 'Timeline',
  access: 'Access history',
};

const clinicalTabs: readonly RecordTab[] = ['diagnoses', 'plans', 'notes', 'attachments', 'forms'];

/** The tabs this role may open: assistants see no clinical record, only owners and admins the access history. */
export function tabsFor(role: ClinicRole | null | undefined): RecordTab[] {
  return recordTabs.filter((tab) => {
    if (clinicalTabs.includes(tab)) return can(role, 'clinical.read');
    if (tab === 'access') return can(role, 'patients.access_history');
    if (tab === 'billing') return can(role, 'invoices.read');
    if (tab === 'messages') return can(role, 'messages.read');
    return true;
  });
}

/** `?tab=` as a tab this role may open, else the overview. */
export function tabOf(param: string | null, allowed: readonly RecordTab[]): RecordTab {
  return allowed.find((tab) => tab === param) ?? 'overview';
}
