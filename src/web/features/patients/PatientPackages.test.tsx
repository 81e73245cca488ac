import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Package, PatientPackage } from '../../../domain/packages.js';
import { demoMembers, json, mockApi, ownerUser } from '../../test/api-mock';
import { demoBalance, euroClinicSettings, invoicePage } from '../../test/invoice-fixtures';
import { preloadRoutes, renderApp } from '../../test/render-app';
import { patientRecord, recordId, recordPatientId } from './record/record-fixtures';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./PatientPage'),
);

const api = `/api/v1/patients/${recordPatientId}`;
const invoiceId = recordId(70);

const held = (overrides: Partial<PatientPackage>): PatientPackage => ({
  id: recordId(60),
  name: '10 × Follow-up treatment',
  serviceName: 'Follow-up treatment',
  sessionsTotal: 10,
  sessionsUsed: 7,
  remaining: 3,
  expiresOn: '2027-05-30',
  expired: false,
  ...overrides,
});

const definition = (overrides: Partial<Package>): Package => ({
  id: recordId(50),
  name: '10 × Follow-up treatment',
  serviceId: recordId(40),
  serviceName: 'Follow-up treatment',
  sessions: 10,
  priceCents: 55000,
  validDays: 180,
  active: true,
  soldCount: 1,
  ...overrides,
});

describe("the patient's packages on the Billing tab", () => {
  it('lists sessions left and expiry, and sells an active package on a draft invoice', async () => {
    const user = userEvent.setup({ delay: null });
    const sold: unknown[] = [];
    mockApi({
      'GET /api/v1/users/current-user': () => json(200, ownerUser),
      'GET /api/v1/clinic/settings': () => json(200, { settings: euroClinicSettings }),
      'GET /api/v1/team/members': () => json(200, { members: demoMembers }),
      [`GET ${api}`]: () => json(200, { patient: patientRecord() }),
      [`GET ${api}/balance`]: () => json(200, { balance: demoBalance() }),
      'GET /api/v1/invoices': () => json(200, invoicePage([])),
      'GET /api/v1/payments': () => json(200, { payments: [] }),
      [`GET ${api}/packages`]: () =>
        json(200, {
          packages: [
            held({}),
            held({
              id: recordId(61),
              name: '5 × Massage',
              serviceName: 'Massage',
              sessionsTotal: 5,
              sessionsUsed: 1,
              remaining: 4,
              expiresOn: '2026-01-31',
              expired: true,
            }),
          ],
        }),
      'GET /api/v1/packages': () =>
        json(200, {
          packages: [
            definition({}),
            definition({ id: recordId(51), name: 'Old offer', active: false }),
          ],
        }),
      [`POST ${api}/packages`]: ({ body }) => {
        sold.push(body);
        return json(201, { patientPackage: held({ sessionsUsed: 0, remaining: 10 }), invoiceId });
      },
    });
    const { router } = await renderApp(`/dashboard/patients/${recordPatientId}?tab=billing`);
    const billing = await screen.findByRole('tabpanel', { name: 'Billing' });
    const packages = within(billing).getByRole('region', { name: 'Packages' });
    expect(
      await within(packages).findByText(
        'Follow-up treatment · 3 of 10 sessions left · Expires on 30/05/2027',
      ),
    ).toBeInTheDocument();
    const massage = within(packages).getByText('5 × Massage').closest('li')!;
    expect(massage).toHaveTextContent('Expired on 31/01/2026');
    expect(within(massage as HTMLElement).getByText('Expired')).toBeInTheDocument();

    await user.click(within(packages).getByRole('button', { name: 'Sell package' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Sell a package: Milica Jovanović',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Sell and open invoice' }));
    expect(await within(dialog).findByText('Choose a package.')).toBeInTheDocument();
    expect(sold).toEqual([]);

    await user.click(within(dialog).getByRole('combobox', { name: /Package/ }));
    expect(screen.queryByRole('option', { name: /Old offer/ })).toBeNull();
    await user.click(
      screen.getByRole('option', {
        name: '10 × Follow-up treatment: 10 × Follow-up treatment, €550.00',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sell and open invoice' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/invoices/${invoiceId}`),
    );
    expect(sold).toEqual([{ packageId: recordId(50) }]);
  });
});
