import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, signedInAs } from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';
import { localPlans, operatorUser, paddlePlans } from './admin-fixtures';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./AdminLayout'),
  () => import('./PlanManagementPage'),
);

const PAGE = '/dashboard/admin/plan-management';
const bodyOf = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) => {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => init?.method === method && String(url).endsWith(path),
  );
  return call ? (JSON.parse(String(call[1]!.body)) as unknown) : undefined;
};

describe('plan management (plan-management)', () => {
  it("saves a plan's limits and local prices in minor units", async () => {
    const fetchMock = mockApi({
      'GET /api/v1/users/current-user': signedInAs(operatorUser),
      'GET /api/v1/admin/plans': () => json(200, localPlans),
      'PUT /api/v1/admin/plans/team': () => json(200, { plan: localPlans.plans[1] }),
    });
    await renderApp(PAGE);
    const team = await screen.findByRole('form', { name: 'Team plan' });
    const patients = within(team).getByRole('textbox', { name: 'Patients' });
    await userEvent.setup({ delay: null }).clear(patients);
    await userEvent.setup({ delay: null }).type(patients, '1500');
    const monthly = within(team).getByRole('textbox', { name: /Monthly price/ });
    await userEvent.setup({ delay: null }).clear(monthly);
    await userEvent.setup({ delay: null }).type(monthly, '54.5');
    const yearly = within(team).getByRole('textbox', { name: /Yearly price/ });
    expect(yearly).toHaveValue('499.99');
    await userEvent.setup({ delay: null }).click(yearly);
    await userEvent.setup({ delay: null }).keyboard('{Control>}a{/Control}1,250');
    await userEvent
      .setup({ delay: null })
      .click(within(team).getByRole('button', { name: 'Save Team' }));
    expect(await screen.findByText('Team saved')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT', '/admin/plans/team')).toEqual({
      limits: { users: 10, patients: 1500, storageGb: 100 },
      prices: { monthly: 5450, yearly: 125000 },
    });
  });

  it('sends unlimited patients as null, and shows field errors before sending', async () => {
    const fetchMock = mockApi({
      'GET /api/v1/users/current-user': signedInAs(operatorUser),
      'GET /api/v1/admin/plans': () => json(200, localPlans),
      'PUT /api/v1/admin/plans/early_access': () => json(200, { plan: localPlans.plans[3] }),
    });
    await renderApp(PAGE);
    const early = await screen.findByRole('form', { name: 'Early Access plan' });
    const users = within(early).getByRole('textbox', { name: 'Users' });
    await userEvent.setup({ delay: null }).clear(users);
    await userEvent
      .setup({ delay: null })
      .click(within(early).getByRole('button', { name: 'Save Early Access' }));
    expect(await within(early).findByText('Enter the number of users.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT', '/admin/plans/early_access')).toBeUndefined();

    await userEvent.setup({ delay: null }).type(users, '12');
    await userEvent
      .setup({ delay: null })
      .click(within(early).getByRole('checkbox', { name: 'Unlimited patients' }));
    await userEvent
      .setup({ delay: null })
      .click(within(early).getByRole('button', { name: 'Save Early Access' }));
    expect(await screen.findByText('Early Access saved')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT', '/admin/plans/early_access')).toEqual({
      limits: { users: 12, patients: null, storageGb: 100 },
    });
  });

  it('sets the Early Access capacity', async () => {
    const fetchMock = mockApi({
      'GET /api/v1/users/current-user': signedInAs(operatorUser),
      'GET /api/v1/admin/plans': () => json(200, localPlans),
      'PUT /api/v1/admin/early-access': () =>
        json(200, { earlyAccess: { ...localPlans.earlyAccess, capacity: 80, overridden: true } }),
    });
    await renderApp(PAGE);
    const form = await screen.findByRole('form', { name: 'Early Access capacity' });
    const spots = within(form).getByRole('textbox', { name: 'Spots' });
    await userEvent.setup({ delay: null }).clear(spots);
    await userEvent.setup({ delay: null }).type(spots, '80');
    await userEvent
      .setup({ delay: null })
      .click(within(form).getByRole('button', { name: 'Save capacity' }));
    expect(await screen.findByText('Early Access capacity is 80')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT', '/admin/early-access')).toEqual({ capacity: 80 });
  });

  it("under Paddle shows the plans read-only with Paddle's price mapping", async () => {
    mockApi({
      'GET /api/v1/users/current-user': signedInAs(operatorUser),
      'GET /api/v1/admin/plans': () => json(200, paddlePlans),
    });
    await renderApp(PAGE);
    expect(await screen.findByText('Billing runs on Paddle')).toBeInTheDocument();
    const team = screen.getByRole('form', { name: 'Team plan' });
    expect(within(team).getByRole('textbox', { name: 'Users' })).toBeDisabled();
    expect(within(team).queryByRole('button', { name: 'Save Team' })).not.toBeInTheDocument();
    const mapping = screen.getByRole('region', { name: 'Paddle prices' });
    const row = within(mapping).getByRole('row', { name: /pri_01team_monthly/ });
    expect(within(row).getByText('Team')).toBeInTheDocument();
    expect(within(row).getByText('$49.99')).toBeInTheDocument();
  });
});
