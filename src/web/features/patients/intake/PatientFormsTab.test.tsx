import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { IntakeForm, PatientForm } from '../../../../domain/intake-forms.js';
import type { PatientRecord } from '../../../../domain/patients.js';
import { demoMembers, json, mockApi, ownerUser } from '../../../test/api-mock';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { CLINIC_ZONE, patientRecord, recordPatientId } from '../record/record-fixtures';

preloadRoutes(
  () => import('../../../components/dashboard/DashboardLayout'),
  () => import('../PatientPage'),
);

const api = `/api/v1/patients/${recordPatientId}`;
const formsApi = `${api}/intake-forms`;
const tabPath = `/dashboard/patients/${recordPatientId}?tab=forms`;
const SUBMITTED = '00000000-0000-4000-8000-0000000009a1';
const WAITING = '00000000-0000-4000-8000-0000000009a2';
const PDF = '00000000-0000-4000-8000-0000000009f1';
const TEMPLATE = '00000000-0000-4000-8000-0000000009c1';
const DRAWN = 'data:image/png;base64,iVBORw0KGgo=';

const text = (
  id: string,
  label: string,
  mapsTo: PatientForm['sections'][0]['fields'][0]['mapsTo'],
) => ({
  id,
  kind: 'text' as const,
  label,
  help: '',
  required: false,
  choices: [],
  mapsTo,
});

const submittedForm: PatientForm = {
  id: SUBMITTED,
  intakeFormId: TEMPLATE,
  title: 'New patient form',
  description: '',
  sections: [
    {
      id: 's_details',
      title: 'Your details',
      fields: [
        text('f_phone', 'Phone number', 'phone'),
        text('f_meds', 'Medications', 'medications'),
        text('f_allergies', 'Allergies', 'allergies'),
        {
          id: 'f_since',
          kind: 'date',
          label: 'Pain since',
          help: '',
          required: false,
          choices: [],
          mapsTo: null,
        },
      ],
    },
    {
      id: 's_consent',
      title: 'Consent',
      fields: [
        {
          id: 'f_consent',
          kind: 'consent',
          label: 'Consent to treatment',
          help: 'I agree to be treated.',
          required: true,
          choices: [],
          mapsTo: null,
        },
        {
          id: 'f_sign',
          kind: 'signature',
          label: 'Signature',
          help: '',
          required: true,
          choices: [],
          mapsTo: null,
        },
        {
          id: 'f_witness',
          kind: 'signature',
          label: 'Guardian',
          help: '',
          required: false,
          choices: [],
          mapsTo: null,
        },
      ],
    },
  ],
  status: 'submitted',
  answers: {
    f_phone: '+381 60 111 2222',
    f_meds: 'Paracetamol',
    f_allergies: 'None',
    f_since: '2026-10-01',
    f_consent: true,
    f_sign: { drawn: DRAWN },
    f_witness: { typed: 'Petar Jovanović' },
  },
  appointmentId: null,
  appointmentStart: null,
  // 09:30 and 18:15 in Belgrade.
  sentAt: '2026-11-20T08:30:00.000Z',
  submittedAt: '2026-11-21T17:15:00.000Z',
  acceptedAt: null,
  acceptedByName: null,
  signedAttachmentId: PDF,
};
const waitingForm: PatientForm = {
  ...submittedForm,
  id: WAITING,
  title: 'Knee questionnaire',
  status: 'sent',
  answers: {},
  submittedAt: null,
  signedAttachmentId: null,
};
const template: IntakeForm = {
  id: TEMPLATE,
  title: 'New patient form',
  description: '',
  sections: submittedForm.sections,
  serviceIds: [],
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};

function mockFormsTab(handlers: Parameters<typeof mockApi>[0] = {}) {
  const state: { patient: PatientRecord; forms: PatientForm[] } = {
    patient: patientRecord({
      phone: '+381 63 555 1234',
      medications: 'Ibuprofen',
      allergies: 'Latex',
    }),
    forms: [submittedForm, waitingForm],
  };
  const fetchMock = mockApi({
    'GET /api/v1/users/current-user': () => json(200, ownerUser),
    'GET /api/v1/clinic/settings': () =>
      json(200, { settings: { timeZone: CLINIC_ZONE, openingHours: [] } }),
    'GET /api/v1/team/members': () => json(200, { members: demoMembers }),
    [`GET ${api}`]: () => json(200, { patient: state.patient }),
    [`GET ${formsApi}`]: () => json(200, { patientForms: state.forms }),
    'GET /api/v1/intake-forms': () => json(200, { intakeForms: [template] }),
    [`POST ${formsApi}/${SUBMITTED}/accept`]: ({ body }) => {
      const fields = (body as { fields: string[] }).fields;
      const answers = { phone: '+381 60 111 2222', medications: 'Paracetamol', allergies: 'None' };
      for (const field of fields)
        state.patient = { ...state.patient, [field]: answers[field as keyof typeof answers] };
      const accepted: PatientForm = {
        ...submittedForm,
        status: 'accepted',
        acceptedAt: '2026-11-22T09:00:00.000Z',
        acceptedByName: 'Ana Marković',
      };
      state.forms = [accepted, waitingForm];
      return json(200, { patientForm: accepted, patient: state.patient });
    },
    ...handlers,
  });
  return fetchMock;
}

const bodiesSentTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === path && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init!.body)) as unknown);

describe("the record's forms", () => {
  it('lists the sent forms with their status and the clinic-time dates', async () => {
    mockFormsTab();
    await renderApp(tabPath);
    const list = await screen.findByRole('list', { name: 'Sent forms' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('New patient form');
    expect(rows[0]).toHaveTextContent('Submitted');
    expect(rows[0]).toHaveTextContent('Sent Fri 20 Nov 2026, 09:30');
    expect(rows[0]).toHaveTextContent('Submitted Sat 21 Nov 2026, 18:15');
    expect(rows[1]).toHaveTextContent('Knee questionnaire');
    expect(rows[1]).toHaveTextContent('Sent');
    expect(rows[1]).not.toHaveTextContent('Submitted');
  });

  it('shows a form’s answers read-only, with the signatures and the signed PDF', async () => {
    const user = userEvent.setup({ delay: null });
    mockFormsTab();
    await renderApp(tabPath);
    await user.click(await screen.findByRole('button', { name: 'New patient form' }));

    const consent = await screen.findByRole('region', { name: 'Consent' });
    expect(within(consent).getByText('Agreed')).toBeInTheDocument();
    expect(within(consent).getByRole('img', { name: 'Drawn signature' })).toHaveAttribute(
      'src',
      DRAWN,
    );
    expect(within(consent).getByText('Petar Jovanović')).toHaveStyle({ fontStyle: 'italic' });
    const details = screen.getByRole('region', { name: 'Your details' });
    expect(within(details).getByText('+381 60 111 2222')).toBeInTheDocument();
    expect(within(details).getByText('1 Oct 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Signed PDF' })).toHaveAttribute(
      'href',
      `/api/v1/attachments/${PDF}/download`,
    );
  });

  it('accepts only the ticked answers into the record, which then shows them', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFormsTab();
    await renderApp(tabPath);
    await user.click(await screen.findByRole('button', { name: 'New patient form' }));

    const panel = await screen.findByRole('region', { name: 'Accept into record' });
    const phone = within(panel).getByRole('checkbox', { name: 'Phone' });
    expect(phone).toBeChecked();
    expect(phone).toHaveAccessibleDescription(/Now: \+381 63 555 1234.*New: \+381 60 111 2222/);
    expect(
      within(panel).getByRole('checkbox', { name: 'Medications' }),
    ).toHaveAccessibleDescription(/Now: Ibuprofen.*New: Paracetamol/);
    await user.click(within(panel).getByRole('checkbox', { name: 'Allergies' }));
    await user.click(within(panel).getByRole('button', { name: 'Accept into record' }));

    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, `${formsApi}/${SUBMITTED}/accept`)).toEqual([
        { fields: ['phone', 'medications'] },
      ]),
    );
    expect(await screen.findByText(/Accepted .* by Ana Marković/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Accept into record' })).not.toBeInTheDocument();
    // The button pressed is gone: focus stays on the form rather than falling to the page.
    expect(screen.getByRole('heading', { name: 'New patient form' })).toHaveFocus();

    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    const contact = await screen.findByRole('region', { name: 'Contact' });
    expect(within(contact).getByText('+381 60 111 2222')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Medical summary' });
    expect(within(summary).getByText('Paracetamol')).toBeInTheDocument();
    expect(within(summary).getByText('Latex')).toBeInTheDocument();
  });

  it('sends one of the clinic’s forms, and shows why when the server refuses', async () => {
    const user = userEvent.setup({ delay: null });
    let attempts = 0;
    const fetchMock = mockFormsTab({
      [`POST ${formsApi}`]: () => {
        attempts += 1;
        return attempts === 1
          ? json(409, {
              msg: 'This form was already sent and is not filled in yet.',
              code: 'ALREADY_SENT',
            })
          : json(201, { patientForm: waitingForm });
      },
    });
    await renderApp(tabPath);
    await user.click(await screen.findByRole('button', { name: 'Send a form' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a form' });
    await user.click(within(dialog).getByRole('button', { name: 'Send form' }));
    expect(within(dialog).getByRole('combobox', { name: 'Form' })).toHaveAccessibleDescription(
      'Choose a form.',
    );
    expect(bodiesSentTo(fetchMock, formsApi)).toEqual([]);

    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Form' }),
      'New patient form',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send form' }));
    expect(
      await within(dialog).findByText('This form was already sent and is not filled in yet.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send form' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Send a form' })).not.toBeInTheDocument(),
    );
    expect(bodiesSentTo(fetchMock, formsApi)).toEqual([
      { intakeFormId: TEMPLATE },
      { intakeFormId: TEMPLATE },
    ]);
  });
});
