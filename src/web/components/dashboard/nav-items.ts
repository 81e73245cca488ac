import {
  IconCalendar,
  IconCalendarEvent,
  IconChartBar,
  IconChecklist,
  IconFileInvoice,
  IconHourglass,
  IconMessages,
  IconNotes,
  IconSettings,
  IconShieldLock,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { can, type Permission } from '../../../domain/permissions.js';
import type { ClinicRole } from '../../../domain/roles.js';
import { isOnPath } from './path-match';

export interface SidebarItem {
  label: string;
  to: string;
  icon: Icon;
  /**
   * Paths that keep the item highlighted: the item's own path and its sub-pages, so that
   * "Patients" stays active on a patient's record. `exact` entries must match in full.
   */
  activeOn: { path: string; exact?: boolean }[];
  /** Shown only to roles with this permission; every member sees the rest. */
  permission?: Permission;
  /** A count shown beside the label when above zero. */
  counter?: 'notesToFinish';
}

export const sidebarItems: SidebarItem[] = [
  {
    label: 'Calendar',
    to: '/dashboard',
    icon: IconCalendar,
    activeOn: [
      { path: '/dashboard', exact: true },
      { path: '/dashboard/add-appointment' },
      { path: '/dashboard/edit-appointment' },
      { path: '/dashboard/appointment' },
    ],
  },
  {
    label: 'Today',
    to: '/dashboard/appointments-today',
    icon: IconCalendarEvent,
    activeOn: [{ path: '/dashboard/appointments-today' }],
  },
  {
    label: 'Waitlist',
    to: '/dashboard/waitlist',
    icon: IconHourglass,
    activeOn: [{ path: '/dashboard/waitlist' }],
    permission: 'appointments.manage',
  },
  {
    label: 'Notes to finish',
    to: '/dashboard/notes-to-finish',
    icon: IconNotes,
    activeOn: [{ path: '/dashboard/notes-to-finish' }],
    permission: 'clinical.read',
    counter: 'notesToFinish',
  },
  {
    label: 'Patients',
    to: '/dashboard/all-patients',
    icon: IconUsers,
    activeOn: [
      { path: '/dashboard/all-patients' },
      { path: '/dashboard/patients' },
      { path: '/dashboard/add-patient' },
    ],
  },
  {
    label: 'Messages',
    to: '/dashboard/messages',
    icon: IconMessages,
    activeOn: [{ path: '/dashboard/messages' }],
    permission: 'messages.read',
  },
  {
    label: 'Jobs',
    to: '/dashboard/all-jobs',
    icon: IconChecklist,
    activeOn: [
      { path: '/dashboard/all-jobs' },
      { path: '/dashboard/add-job' },
      { path: '/dashboard/edit-job' },
    ],
  },
  {
    label: 'Invoices',
    to: '/dashboard/invoices',
    icon: IconFileInvoice,
    activeOn: [{ path: '/dashboard/invoices' }],
    permission: 'invoices.read',
  },
  {
    label: 'Stats',
    to: '/dashboard/stats',
    icon: IconChartBar,
    activeOn: [{ path: '/dashboard/stats' }],
    permission: 'stats.read',
  },
  {
    label: 'Settings',
    to: '/dashboard/settings',
    icon: IconSettings,
    activeOn: [{ path: '/dashboard/settings' }],
  },
];

/** Only for platform operators (platform_admin opens /dashboard/admin). */
export const adminItem: SidebarItem = {
  label: 'Admin',
  to: '/dashboard/admin',
  icon: IconShieldLock,
  activeOn: [{ path: '/dashboard/admin' }],
};

/**
 * The sidebar's links for a member of `role`. An account in no clinic (a platform operator) has
 * only its own settings: the clinic's screens would have nothing to show it.
 */
export const sidebarItemsFor = (role: ClinicRole | null | undefined) =>
  role
    ? sidebarItems.filter((item) => !item.permission || can(role, item.permission))
    : sidebarItems.filter((item) => item.to === '/dashboard/settings');

export function isSidebarItemActive(item: SidebarItem, pathname: string): boolean {
  return item.activeOn.some((entry) => isOnPath(pathname, entry));
}
