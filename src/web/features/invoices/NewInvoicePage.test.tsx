import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, ownerUser } from '../../test/api-mock';
import {
  demoInvoice,
  euroClinicSettings,
  INVOICE_ID,
  PATIENT_ID,
} from '../../test/invoice-fixtures';
import { preloadRoutes, renderApp } from '../../test/render-app';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./NewInvoicePage'),
  () => import('./InvoicePage'),
);

const VISIT_ID = '00000000-0000-4000-8000-00000000e001';

function mockEditor() {
  const posted: unknown[] = [];
  mockApi({
    'GET /api/v1/users/current-user': () => json(200, ownerUser),
    'GET /api/v1/clinic/settings': () => json(200, { settings: euroClinicSettings }),
    'GET /api/v1/services': () => json(200, { services: [] }),
    [`GET /api/v1/patients/${PATIENT_ID}`]: () =>
      json(200, { patient: { id: PATIENT_ID, firstName: 'Milica', lastName: 'Jovanović' } }),
    [`GET /api/v1/patients/${PATIENT_ID}/appointments`]: () =>
      json(200, {
        upcoming: [],
        past: [
          {
            id: VISIT_ID,
            title: '',
            start: '2026-11-20T10:00:00.000Z',
            end: '2026-11-20T10:45:00.000Z',
            therapistId: ownerUser.user.id,
            labelColor: '#1c7ed6',
            status: 'completed',
            patientId: PATIENT_ID,
            patientName: 'Milica Jovanović',
            serviceId: null,
            serviceName: 'Follow-up',
            roomId: null,
            locationId: null,
            seriesId: null,
            noteStatus: null,
          },
        ],
      }),
    'POST /api/v1/invoices': ({ body }) => {
      posted.push(body);
      return json(201, { invoice: demoInvoice({ status: 'draft', number: null }) });
    },
    [`GET /api/v1/invoices/${INVOICE_ID}`]: () =>
      json(200, { invoice: demoInvoice({ status: 'draft', number: null }) }),
  });
  return posted;
}

describe('new invoice (invoices/new)', () => {
  it('totals the lines as they are typed (tax included) and creates the draft', async () => {
    const user = userEvent.setup({ delay: null });
    const posted = mockEditor();
    await renderApp(`/dashboard/invoices/new?patientId=${PATIENT_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'New invoice' });
    expect(await screen.findByRole('combobox', { name: /Patient/ })).toHaveValue(
      'Milica Jovanović',
    );

    const line = screen.getByRole('group', { name: 'Line 1' });
    await user.type(within(line).getByRole('textbox', { name: /Description/ }), 'Assessment');
    await user.type(within(line).getByRole('textbox', { name: /Unit price/ }), '65');
    const totals = screen.getByRole('table', { name: 'Totals' });
    await waitFor(() => expect(totals).toHaveTextContent('Total€65.00'));
    expect(totals).toHaveTextContent('Tax 20% (incl.)€10.83');

    await user.click(await screen.findByRole('button', { name: /Add visit: Follow-up/ }));
    const visitLine = screen.getByRole('group', { name: 'Line 2' });
    await user.type(within(visitLine).getByRole('textbox', { name: /Unit price/ }), '40.5');
    await user.type(within(visitLine).getByRole('textbox', { name: /Discount/ }), '0.50');
    await waitFor(() => expect(totals).toHaveTextContent('Total€105.00'));

    await user.click(screen.getByRole('radio', { name: 'Insurer' }));
    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(await screen.findByText('Name the payer.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Payer's name/ }), 'Dunav osiguranje');
    await user.type(screen.getByRole('textbox', { name: /Policy number/ }), 'P-123');
    await user.click(screen.getByRole('button', { name: 'Create draft' }));

    await screen.findByRole('heading', { level: 1, name: 'Draft invoice' });
    expect(posted).toEqual([
      {
        patientId: PATIENT_ID,
        payerKind: 'insurer',
        payerName: 'Dunav osiguranje',
        payerReference: 'P-123',
        payerEmail: '',
        notes: '',
        lines: [
          { description: 'Assessment', quantity: 1, unitPriceCents: 6500, discountCents: 0 },
          {
            description: expect.stringMatching(/^Follow-up, /),
            quantity: 1,
            unitPriceCents: 4050,
            discountCents: 50,
            appointmentId: VISIT_ID,
          },
        ],
      },
    ]);
  }, 60_000);
});
