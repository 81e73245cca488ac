import type { Permission } from '../../../domain/permissions.js';

export interface SettingsNavItem {
  label: string;
  to: string;
  /** Shown only to roles with this permission; everyone, a clinic or not, sees the rest. */
  permission?: Permission;
  /** Current only on its own path, not on its sub-pages. */
  exact?: boolean;
}

/** The settings screens, in the order a clinic sets itself up. */
export const settingsNavItems: SettingsNavItem[] = [
  // The settings index: the other screens are its sub-pages.
  { label: 'Account', to: '/dashboard/settings', exact: true },
  { label: 'Clinic', to: '/dashboard/settings/clinic-settings', permission: 'clinic.manage' },
  { label: 'Locations', to: '/dashboard/settings/locations', permission: 'clinic.manage' },
  { label: 'Team', to: '/dashboard/settings/team-management', permission: 'team.read' },
  { label: 'Services', to: '/dashboard/settings/services-settings', permission: 'clinic.manage' },
  {
    label: 'Online booking',
    to: '/dashboard/settings/online-booking',
    permission: 'clinic.manage',
  },
  { label: 'Messages', to: '/dashboard/settings/messages', permission: 'clinic.manage' },
  { label: 'Intake forms', to: '/dashboard/settings/intake-forms', permission: 'clinic.manage' },
  {
    label: 'Plan & billing',
    to: '/dashboard/settings/plan-and-billing',
    permission: 'billing.manage',
  },
  { label: 'Audit log', to: '/dashboard/settings/audit-log', permission: 'audit.read' },
];
