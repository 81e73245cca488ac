import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { BillingOverview, Product, TransactionView } from '../../../domain/billing.js';

/** Billing answers as the server gives them, for the billing screens' tests. */
const price = (priceId: string, amount: number) => ({
  priceId,
  amount,
  currency: 'USD',
  decimals: 2,
});

const soloProduct: Product = {
  id: 'solo',
  planId: 'solo',
  name: 'Solo',
  description: 'For a therapist in independent practice.',
  prices: { monthly: price('pri_solo_m', 2499), yearly: price('pri_solo_y', 24999) },
};
const teamProduct: Product = {
  id: 'team',
  planId: 'team',
  name: 'Team',
  description: 'For a growing practice.',
  prices: { monthly: price('pri_team_m', 4999), yearly: price('pri_team_y', 49999) },
};
/** Sold monthly only, for the "not available" case. */
const clinicProduct: Product = {
  id: 'clinic',
  planId: 'clinic',
  name: 'Clinic+',
  description: 'For multi-therapist clinics.',
  prices: { monthly: price('pri_clinic_m', 8999), yearly: null },
};
export const demoProducts = [soloProduct, teamProduct, clinicProduct];

/** /checkout/register's address for Team, monthly. */
export const TEAM_MONTHLY_REGISTER_PATH =
  '/checkout/register?priceId=pri_team_m&planName=Team&planType=team&interval=monthly&price=%2449.99&currency=USD';

export const teamMonthlyPlanInfo = {
  priceId: 'pri_team_m',
  planName: 'Team',
  planType: 'team',
  interval: 'monthly',
  price: '$49.99',
  currency: 'USD',
} as const;

export function demoOverview(overrides: Partial<BillingOverview> = {}): BillingOverview {
  return {
    plan: { id: 'team', name: 'Team', limits: { users: 10, patients: 1000, storageGb: 100 } },
    subscription: {
      provider: 'local',
      planId: 'team',
      priceId: 'pri_team_m',
      interval: 'monthly',
      status: 'trialing',
      trialEndsAt: '2026-06-14T12:00:00.000Z',
      currentPeriodEnd: '2026-06-14T12:00:00.000Z',
      cancelAtPeriodEnd: false,
      addOns: {},
    },
    usage: { users: 3, patients: 120, storageBytes: 5 * 1024 ** 3 },
    textMessages: { segments: 1420, limit: 1500, days: 30 },
    hasAccess: true,
    ...overrides,
  };
}

export const demoTransaction: TransactionView = {
  id: 'txn_local_1',
  occurredAt: '2026-05-31T12:00:00.000Z',
  kind: 'checkout',
  status: 'completed',
  planId: 'team',
  amount: 0,
  currency: 'USD',
  decimals: 2,
  cardLast4: '4242',
};

export const person = {
  name: 'Mila',
  lastName: 'Jovanović',
  clinicName: 'Kinetic Physio Dorćol',
  location: 'Belgrade, Serbia',
  email: 'mila@example.com',
  password: 'quiet river lamp',
};

type User = ReturnType<typeof userEvent.setup>;

/** Fills /checkout/register's form; `skip` leaves those fields empty. */
export async function fillRegistration(user: User, skip: Array<keyof typeof person> = []) {
  const labels: Record<keyof typeof person, RegExp> = {
    name: /^Name/,
    lastName: /^Last name/,
    clinicName: /^Clinic name/,
    location: /^Location/,
    email: /^Email/,
    password: /^Password/,
  };
  for (const field of Object.keys(labels) as Array<keyof typeof person>) {
    if (skip.includes(field)) continue;
    const input = await screen.findByLabelText(labels[field]);
    await user.clear(input);
    await user.type(input, person[field]);
  }
}

/** Pays in the local overlay with a test card. */
export async function payInOverlay(user: User, cardNumber = '4242424242424242') {
  const overlay = await screen.findByRole('dialog', { name: 'Payment' });
  await user.type(within(overlay).getByLabelText(/^Name on card/), 'Mila Jovanović');
  await user.type(within(overlay).getByLabelText(/^Card number/), cardNumber);
  await user.type(within(overlay).getByLabelText(/^Expiry/), '1230');
  await user.type(within(overlay).getByLabelText(/^CVC/), '123');
  await user.click(within(overlay).getByRole('button', { name: 'Pay securely' }));
  return overlay;
}
