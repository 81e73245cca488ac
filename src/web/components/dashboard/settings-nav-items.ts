import type { Permission } from '../../../domain/permissions.js';

export interface SettingsNavItem {
  label: string;
  to: string;
  /** Shown only to roles with this permission; every member sees the rest. */
  permission?: Permission;
}

/** The settings screens of spec §2, in the order a clinic sets itself up. */
export const settingsNavItems: SettingsNavItem[] = [
  { label: 'Account', to: '/dashboard/settings' },
  { label: 'Clinic', to: '/dashboard/settings/clinic-settings', permission: 'clinic.manage' },
  { label: 'Team', to: '/dashboard/settings/team-management' },
  { label: 'Services', to: '/dashboard/settings/services-settings', permission: 'clinic.manage' },
  {
    label: 'Plan & billing',
    to: '/dashboard/settings/plan-and-billing',
    permission: 'billing.manage',
  },
  { label: 'Audit log', to: '/dashboard/settings/audit-log', permission: 'audit.read' },
];

/** The account screen is the settings index: it is current only on its own path. */
export function isSettingsItemActive(item: SettingsNavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  if (item.to === '/dashboard/settings') return path === item.to;
  return path === item.to || path.startsWith(`${item.to}/`);
}
