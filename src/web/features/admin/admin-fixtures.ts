import type {
  AdminFeedbackItem,
  AdminOverview,
  AdminPlans,
  AdminUsageList,
  AdminUser,
} from '../../../domain/admin.js';
import type { CurrentUser } from '../../lib/current-user';
import { ownerUser } from '../../test/api-mock';

/** The demo operator: a platform admin of no clinic. */
export const operatorUser: CurrentUser = {
  ...ownerUser,
  user: {
    ...ownerUser.user,
    id: '00000000-0000-4000-8000-0000000000a0',
    email: 'operator@motio.example',
    name: 'Olivia',
    lastName: 'Operator',
    platformAdmin: true,
  },
  membership: null,
  clinics: [],
};

export const adminUser = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: '00000000-0000-4000-8000-0000000000b1',
  email: 'jelena@demo-physio.example',
  name: 'Jelena',
  lastName: 'Ilić',
  verified: true,
  disabled: false,
  platformAdmin: false,
  earlyAccess: null,
  createdAt: '2026-01-10T09:00:00.000Z',
  lastSeenAt: '2026-11-20T09:00:00.000Z',
  activeSessions: 1,
  clinics: [
    {
      clinicId: '00000000-0000-4000-8000-000000000002',
      clinicName: 'Demo Physio Clinic',
      role: 'therapist',
      active: true,
    },
  ],
  ...overrides,
});

export const overview: AdminOverview = {
  users: { total: 42, verified: 40, disabled: 1, platformAdmins: 1 },
  clinics: 7,
  signupsPerWeek: Array.from({ length: 12 }, (_, index) => ({
    weekStart: new Date(Date.UTC(2026, 8, 7 + index * 7)).toISOString().slice(0, 10),
    count: index % 4,
  })),
  subscriptions: [
    { planId: 'team', status: 'active', count: 3 },
    { planId: 'solo', status: 'trialing', count: 2 },
  ],
  mrr: [{ amount: 516500, currency: 'USD' }],
  trialingMrr: [{ amount: 4998, currency: 'USD' }],
  openFeedback: { feedback: 3, contact: 2 },
  earlyAccess: { members: 12, waitlisted: 4, capacity: 50 },
};

export const feedbackItem = (overrides: Partial<AdminFeedbackItem> = {}): AdminFeedbackItem => ({
  kind: 'feedback',
  id: '00000000-0000-4000-8000-0000000000c1',
  createdAt: '2026-11-18T10:00:00.000Z',
  updatedAt: '2026-11-18T10:00:00.000Z',
  status: 'new',
  internalNotes: '',
  category: 'bug',
  subject: null,
  message: 'The calendar jumps a week back after saving an appointment.',
  rating: 2,
  page: '/dashboard/calendar',
  senderName: 'Ana Marković',
  senderEmail: 'owner@demo-physio.example',
  clinicName: 'Demo Physio Clinic',
  ...overrides,
});

export const usage: AdminUsageList = {
  clinics: [
    {
      clinicId: '00000000-0000-4000-8000-000000000002',
      clinicName: 'Demo Physio Clinic',
      planId: 'team',
      planName: 'Team',
      subscriptionStatus: 'active',
      users: { used: 9, limit: 10 },
      patients: { used: 250, limit: 1000 },
      storage: { used: 1.5 * 1024 ** 3, limit: 100 * 1024 ** 3 },
      appointments: { used: 1200, limit: null },
      lastActivityAt: '2026-11-20T09:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  pages: 1,
};

const limits = {
  solo: { users: 2, patients: 100, storageGb: 10 },
  team: { users: 10, patients: 1000, storageGb: 100 },
  clinic: { users: 50, patients: null, storageGb: 1024 },
};

export const localPlans: AdminPlans = {
  provider: 'local',
  editable: true,
  plans: [
    ...(['solo', 'team', 'clinic'] as const).map((id) => ({
      id,
      name: id === 'clinic' ? 'Clinic+' : id === 'team' ? 'Team' : 'Solo',
      sold: true,
      limits: limits[id],
      defaultLimits: limits[id],
      limitsOverridden: false,
      prices: {
        monthly: { priceId: `local_${id}_monthly`, amount: 4999, currency: 'USD' },
        yearly: { priceId: `local_${id}_yearly`, amount: 49999, currency: 'USD' },
      },
    })),
    {
      id: 'early_access',
      name: 'Early Access',
      sold: false,
      limits: limits.team,
      defaultLimits: limits.team,
      limitsOverridden: false,
      prices: null,
    },
  ],
  paddlePrices: [],
  paddleError: null,
  addOns: [
    {
      id: 'additional_user',
      name: 'Additional User',
      price: { amount: 500, currency: 'USD' },
      billing: 'monthly',
      minimumPlan: 'solo',
    },
  ],
  earlyAccess: { capacity: 50, defaultCapacity: 50, overridden: false, members: 12, waitlisted: 4 },
};

export const paddlePlans: AdminPlans = {
  ...localPlans,
  provider: 'paddle',
  editable: false,
  plans: localPlans.plans.map((plan) => ({ ...plan, prices: null })),
  paddlePrices: [
    {
      priceId: 'pri_01team_monthly',
      planId: 'team',
      interval: 'monthly',
      amount: 4999,
      currency: 'USD',
    },
  ],
};
