import type { SectionNavItem } from '../../components/dashboard/SectionNav';

/** The five operator screens, the overview first. */
export const adminNavItems: SectionNavItem[] = [
  { label: 'Overview', to: '/dashboard/admin', exact: true },
  { label: 'Users', to: '/dashboard/admin/user-management' },
  { label: 'Feedback', to: '/dashboard/admin/feedback-management' },
  { label: 'Usage', to: '/dashboard/admin/usage-monitoring' },
  { label: 'Plans', to: '/dashboard/admin/plan-management' },
];
