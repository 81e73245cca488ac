import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BillingOverview, TransactionView } from '../../../domain/billing.js';
import { demoAdminMember, json, mockApi, ownerUser, signedInMember } from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';
import { demoOverview, demoProducts, demoTransaction } from './test-fixtures';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./PlanAndBillingPage'),
);

const PAGE = '/dashboard/settings/plan-and-billing';

interface BillingOptions {
  overview?: BillingOverview;
  transactions?: TransactionView[];
  handlers?: Parameters<typeof mockApi>[0];
}

function mockBilling({
  overview = demoOverview(),
  transactions = [demoTransaction],
  handlers = {},
}: BillingOptions = {}) {
  return mockApi({
    'GET /api/v1/users/current-user': () => json(200, ownerUser),
    'GET /api/v1/billing/subscription': () => json(200, overview),
    'GET /api/v1/billing/transactions': () => json(200, { items: transactions }),
    'GET /api/v1/billing/products': () => json(200, { items: demoProducts }),
    ...handlers,
  });
}

const section = (name: string) => screen.getByRole('region', { name });

async function openPage(options?: BillingOptions) {
  mockBilling(options);
  const view = await renderApp(PAGE);
  await screen.findByRole('region', { name: 'Current plan' });
  return view;
}

describe('Plan & billing (owner only)', () => {
  it('shows the plan with its status, trial end, usage against limits and the payments', async () => {
    await openPage();
    const plan = section('Current plan');
    expect(within(plan).getByText('Team, billed monthly')).toBeVisible();
    expect(within(plan).getByText('Trial')).toBeVisible();
    expect(within(plan).getByText('Trial ends on June 14, 2026')).toBeVisible();

    const usage = section('Usage');
    expect(within(usage).getByRole('progressbar', { name: 'Users: 3 of 10' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(
      within(usage).getByRole('progressbar', { name: 'Patients: 120 of 1,000' }),
    ).toBeVisible();
    expect(
      within(usage).getByRole('progressbar', { name: 'Storage: 5 GB of 100 GB' }),
    ).toBeVisible();
    expect(
      within(usage).getByRole('progressbar', {
        name: 'Text messages: 1,420 of 1,500 segments in the last 30 days',
      }),
    ).toBeVisible();

    const payments = await within(section('Payments')).findByRole('table', { name: 'Payments' });
    const row = within(payments).getAllByRole('row')[1]!;
    for (const text of ['May 31, 2026', 'Team plan, sign-up', '$0.00', 'Completed', '•••• 4242']) {
      expect(within(row).getByText(text)).toBeVisible();
    }
  });

  it('an active subscription says when it renews; unlimited patients have no bar', async () => {
    const overview = demoOverview();
    await openPage({
      overview: {
        ...overview,
        plan: {
          id: 'clinic',
          name: 'Clinic+',
          limits: { users: 50, patients: null, storageGb: 1024 },
        },
        subscription: { ...overview.subscription!, status: 'active', trialEndsAt: null },
      },
    });
    expect(within(section('Current plan')).getByText('Active')).toBeVisible();
    expect(within(section('Current plan')).getByText('Renews on June 14, 2026')).toBeVisible();
    const usage = section('Usage');
    expect(within(usage).getByText('120 (Unlimited)')).toBeVisible();
    expect(within(usage).queryByRole('progressbar', { name: /Patients/ })).toBeNull();
    expect(within(usage).getByRole('progressbar', { name: 'Storage: 5 GB of 1 TB' })).toBeVisible();
  });

  it('a past-due subscription says the payment did not go through', async () => {
    const overview = demoOverview();
    await openPage({
      overview: { ...overview, subscription: { ...overview.subscription!, status: 'past_due' } },
    });
    expect(within(section('Current plan')).getByText('Past due')).toBeVisible();
    expect(within(section('Current plan')).getByText(/did not go through/)).toBeVisible();
  });

  it('an Early Access clinic is free for life, with nothing to change or cancel', async () => {
    await openPage({
      overview: demoOverview({
        plan: {
          id: 'early_access',
          name: 'Early Access',
          limits: { users: 10, patients: 1000, storageGb: 100 },
        },
        subscription: null,
      }),
      transactions: [],
    });
    expect(within(section('Current plan')).getByText('Early Access — free for life')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Change plan' })).toBeNull();
    expect(await within(section('Payments')).findByText('No payments yet.')).toBeVisible();
  });

  it('changes plan after a confirmation that explains billing from the next period without proration', async () => {
    const user = userEvent.setup({ delay: null });
    const bodies: unknown[] = [];
    const overview = demoOverview();
    const changed = demoOverview({
      plan: {
        id: 'clinic',
        name: 'Clinic+',
        limits: { users: 50, patients: null, storageGb: 1024 },
      },
      subscription: { ...overview.subscription!, planId: 'clinic', priceId: 'pri_clinic_m' },
    });
    let transactionReads = 0;
    await openPage({
      handlers: {
        'POST /api/v1/billing/subscription/change-plan': ({ body }) => {
          bodies.push(body);
          return json(200, changed);
        },
        'GET /api/v1/billing/transactions': () => {
          transactionReads += 1;
          return json(200, { items: [demoTransaction] });
        },
      },
    });
    const changePlan = section('Change plan');
    const plans = await within(changePlan).findByRole('list', { name: 'Plans' });
    expect(within(plans).getByText('Current plan')).toBeVisible();
    expect(within(plans).getByText('$89.99 per month')).toBeVisible();

    await user.click(within(changePlan).getByRole('radio', { name: 'Yearly' }));
    expect(within(plans).getByText('Not available for yearly billing')).toBeVisible();
    expect(within(plans).queryByRole('button', { name: 'Switch to Clinic+' })).toBeNull();
    await user.click(within(changePlan).getByRole('radio', { name: 'Monthly' }));

    await user.click(within(plans).getByRole('button', { name: 'Switch to Clinic+' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Switch to Clinic+, billed monthly?',
    });
    expect(
      within(dialog).getByText(/charged from your next billing date, June 14, 2026/),
    ).toBeVisible();
    expect(within(dialog).getByText(/no proration/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Switch plan' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([{ priceId: 'pri_clinic_m' }]);
    expect(await screen.findByText('Your plan is now Clinic+.')).toBeInTheDocument();
    expect(within(section('Current plan')).getByText('Clinic+, billed monthly')).toBeVisible();
    await waitFor(() => expect(transactionReads).toBe(2));
  });

  it("a refused plan change shows the server's message in the confirmation", async () => {
    const user = userEvent.setup({ delay: null });
    await openPage({
      handlers: {
        'POST /api/v1/billing/subscription/change-plan': () =>
          json(409, {
            msg: 'Your clinic has 3 users; the Solo plan allows 2. Remove users first.',
            code: 'PLAN_LIMIT',
          }),
      },
    });
    const plans = await within(section('Change plan')).findByRole('list', { name: 'Plans' });
    await user.click(within(plans).getByRole('button', { name: 'Switch to Solo' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Switch plan' }));
    expect(
      await within(dialog).findByText(
        'Your clinic has 3 users; the Solo plan allows 2. Remove users first.',
      ),
    ).toBeVisible();
    expect(within(section('Current plan')).getByText('Team, billed monthly')).toBeVisible();
  });

  it('cancels at the period end after a confirmation naming the date, then offers to resume', async () => {
    const user = userEvent.setup({ delay: null });
    const overview = demoOverview();
    const calls: string[] = [];
    const cancelling = demoOverview({
      subscription: { ...overview.subscription!, cancelAtPeriodEnd: true },
    });
    await openPage({
      handlers: {
        'POST /api/v1/billing/subscription/cancel': ({ path }) => {
          calls.push(path);
          return json(200, cancelling);
        },
        'POST /api/v1/billing/subscription/resume': ({ path }) => {
          calls.push(path);
          return json(200, overview);
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(within(dialog).getByText(/keeps full access until June 14, 2026/)).toBeVisible();
    // The harmless choice has the focus.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Keep subscription' })).toHaveFocus(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));

    const plan = section('Current plan');
    expect(await within(plan).findByText('Access until June 14, 2026')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Change plan' })).toBeNull();

    await user.click(within(plan).getByRole('button', { name: 'Resume subscription' }));
    expect(await within(plan).findByText('Trial ends on June 14, 2026')).toBeVisible();
    expect(within(plan).getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
    expect(calls).toEqual([
      '/api/v1/billing/subscription/cancel',
      '/api/v1/billing/subscription/resume',
    ]);
  });

  it('shows an error with a retry when the plan cannot be loaded', async () => {
    const user = userEvent.setup({ delay: null });
    let reads = 0;
    mockBilling({
      handlers: {
        'GET /api/v1/billing/subscription': () =>
          ++reads === 1
            ? json(403, { msg: 'Only the clinic owner can manage billing.', code: 'FORBIDDEN' })
            : json(200, demoOverview()),
      },
    });
    await renderApp(PAGE);
    expect(await screen.findByText("We couldn't load your plan.")).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Current plan' })).toBeVisible();
  });

  it('a member who is not the owner sees that only the owner manages billing, and nothing is asked of the API', async () => {
    const fetchMock = mockBilling({
      handlers: {
        'GET /api/v1/users/current-user': () => json(200, signedInMember(demoAdminMember)),
      },
    });
    await renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan & billing' })).toBeVisible();
    expect(screen.getByText('Only the clinic owner can manage billing')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/v1/billing/subscription', expect.anything());
    expect(screen.queryByRole('link', { name: 'Plan & billing' })).toBeNull();
  });
});
