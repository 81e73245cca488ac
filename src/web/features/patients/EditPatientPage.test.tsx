import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  demoAdminMember,
  demoAssistantMember,
  demoMembers,
  json,
  mockApi,
  ownerUser,
  signedInMember,
} from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';
import type { CurrentUser } from '../../lib/current-user';
import { JOVANA_ID, patientRecord } from './patient-record-fixtures';
import type { PatientRecord } from '../../../domain/patients.js';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./EditPatientPage'),
);

const editPath = `/dashboard/patients/${JOVANA_ID}/edit`;

function mockEdit(record: PatientRecord = patientRecord(), currentUser: CurrentUser = ownerUser) {
  return mockApi({
    'GET /api/v1/users/current-user': () => json(200, currentUser),
    'GET /api/v1/team/members': () => json(200, { members: demoMembers }),
    [`GET /api/v1/patients/${JOVANA_ID}`]: () => json(200, { patient: record }),
    [`PUT /api/v1/patients/${JOVANA_ID}`]: ({ body }) =>
      json(200, { patient: { ...record, ...(body as object) } }),
  });
}

function putsSent(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);
}

async function openEdit() {
  const view = await renderApp(editPath);
  await screen.findByRole('button', { name: 'Save changes' });
  return view;
}

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('patients/{id}/edit', () => {
  it('fills in the record, saves the change with PUT and opens the record with a toast', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockEdit();
    const { router } = await openEdit();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit patient' })).toBeInTheDocument();
    expect(textbox('First name')).toHaveValue('Jovana');
    expect(screen.getByLabelText('Date of birth', { selector: 'input' })).toHaveValue('1988-03-14');
    expect(textbox('Allergies')).toHaveValue('Latex');
    expect(screen.getByRole('combobox', { name: 'Primary therapist' })).toHaveValue('Jelena Ilić');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Active');

    await user.clear(textbox('Phone'));
    await user.type(textbox('Phone'), '+381 63 000 0000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/patients/${JOVANA_ID}`),
    );
    const [sent] = putsSent(fetchMock);
    expect(sent).toMatchObject({
      firstName: 'Jovana',
      phone: '+381 63 000 0000',
      dateOfBirth: '1988-03-14',
      allergies: 'Latex',
      consentToTreatmentOn: '2026-11-02',
    });
    expect(sent).not.toHaveProperty('confirmDuplicate');
  });

  it('sends the SMS consent, and says when the patient turned texts off with STOP', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockEdit(patientRecord({ consentToSms: true, smsOptedOut: true }));
    await openEdit();
    const sms = screen.getByRole('checkbox', { name: 'Text messages (SMS)' });
    expect(sms).toBeChecked();
    expect(sms).toHaveAccessibleDescription(
      'Replied STOP — texts are off until the patient texts START.',
    );
    expect(screen.getByRole('checkbox', { name: 'Email reminders and messages' })).toBeChecked();

    await user.click(sms);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    const [sent] = putsSent(fetchMock);
    expect(sent).toMatchObject({ consentToContact: true, consentToSms: false });
    expect(sent).not.toHaveProperty('smsOptedOut');
  });

  it('an assistant edits the demographics without a medical section or clinical fields', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockEdit(
      patientRecord({ medicalHistory: null, allergies: null, medications: null, redFlags: null }),
      signedInMember({ ...demoAssistantMember, status: 'active' }),
    );
    await openEdit();
    expect(screen.queryByRole('region', { name: 'Medical' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Changes saved');
    const [sent] = putsSent(fetchMock);
    expect(sent).toMatchObject({ firstName: 'Jovana', address: patientRecord().address });
    for (const field of ['medicalHistory', 'allergies', 'medications', 'redFlags'])
      expect(sent).not.toHaveProperty(field);
  });

  it('keeps a saved therapist who no longer takes appointments, beside those who do', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockEdit(patientRecord({ primaryTherapistId: demoAdminMember.userId }));
    await openEdit();
    const therapist = screen.getByRole('combobox', { name: 'Primary therapist' });
    expect(therapist).toHaveValue('Marko Petrović');
    await user.click(therapist);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Ana Marković',
      'Jelena Ilić',
      'Marko Petrović',
    ]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Changes saved');
    expect(putsSent(fetchMock)[0]).toMatchObject({ primaryTherapistId: demoAdminMember.userId });
  });

  it('a patient the API does not find (or of another clinic) is a 404 screen', async () => {
    mockApi({
      'GET /api/v1/users/current-user': () => json(200, ownerUser),
      [`GET /api/v1/patients/${JOVANA_ID}`]: () =>
        json(404, { msg: 'The patient does not exist.', code: 'NOT_FOUND' }),
    });
    await renderApp(editPath);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ohh! page not found' }),
    ).toBeInTheDocument();
  });
});
