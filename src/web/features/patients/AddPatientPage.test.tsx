import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BIDI_CONTROL_MESSAGE } from '../../../domain/names.js';
import {
  demoAssistantMember,
  demoMembers,
  demoTherapistMember,
  json,
  mockApi,
  ownerUser,
  signedInMember,
} from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';
import type { CurrentUser } from '../../lib/current-user';
import { JOVANA_ID, patientRecord } from './patient-record-fixtures';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./AddPatientPage'),
);

type Handlers = Parameters<typeof mockApi>[0];
type User = ReturnType<typeof userEvent.setup>;

const NEW_ID = '00000000-0000-4000-8000-0000000000a9';
const created = () => json(201, { patient: patientRecord({ id: NEW_ID }) });

function mockForm(handlers: Handlers = {}, currentUser: CurrentUser = ownerUser) {
  return mockApi({
    'GET /api/v1/users/current-user': () => json(200, currentUser),
    'GET /api/v1/team/members': () => json(200, { members: demoMembers }),
    ...handlers,
  });
}

/** The JSON bodies of every POST /patients, in order. */
function postsSent(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && String(input) === '/api/v1/patients')
    .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);
}

async function openForm() {
  const view = await renderApp('/dashboard/add-patient');
  await screen.findByRole('button', { name: 'Add patient' });
  return view;
}

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const dateInput = (name: string) => screen.getByLabelText(name, { selector: 'input' });

async function typeInto(user: User, name: string, text: string) {
  await user.click(textbox(name));
  await user.paste(text);
}

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillName(user: User) {
  await typeInto(user, 'First name', 'Jovana');
  await typeInto(user, 'Last name', 'Nikolić');
}

const duplicateAnswer = () =>
  json(409, {
    msg: 'A patient with the same name and date of birth, or the same email, already exists.',
    code: 'DUPLICATE_PATIENT',
    details: {
      duplicates: [
        {
          id: JOVANA_ID,
          firstName: 'Jovana',
          lastName: 'Nikolić',
          dateOfBirth: '1988-03-14',
          email: 'jovana.nikolic@example.com',
        },
      ],
    },
  });

describe('add-patient', () => {
  it('shows the schema messages on their fields and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockForm();
    await openForm();
    await typeInto(user, 'Email', 'jovana@');
    await typeInto(user, 'Phone', 'call me');
    await user.click(screen.getByRole('button', { name: 'Add patient' }));

    expect(await screen.findByText('First name is required.')).toBeInTheDocument();
    expect(screen.getByText('Last name is required.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Use digits, spaces and + ( ) - . / only.')).toBeInTheDocument();
    expect(textbox('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(postsSent(fetchMock)).toEqual([]);
  });

  it('says to remove the invisible text-direction characters pasted into a name, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockForm();
    await openForm();
    await typeInto(user, 'First name', 'Jovana');
    await typeInto(user, 'Last name', 'Nikoli\u202eć');
    await user.click(screen.getByRole('button', { name: 'Add patient' }));

    expect(await screen.findByText(BIDI_CONTROL_MESSAGE)).toBeInTheDocument();
    expect(textbox('Last name')).toHaveAttribute('aria-invalid', 'true');
    expect(postsSent(fetchMock)).toEqual([]);
  });

  it('offers as primary therapist the active members who take appointments', async () => {
    const user = userEvent.setup({ delay: null });
    mockForm();
    await openForm();
    await user.click(screen.getByRole('combobox', { name: 'Primary therapist' }));
    const options = await screen.findAllByRole('option');
    // Marko Petrović (administrator) takes none; Nikola Jovanović has left.
    expect(options.map((option) => option.textContent)).toEqual(['Ana Marković', 'Jelena Ilić']);
  });

  it('creates the whole record and opens it with a toast', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockForm({ 'POST /api/v1/patients': created });
    const { router } = await openForm();

    await fillName(user);
    fireEvent.change(dateInput('Date of birth'), { target: { value: '1988-03-14' } });
    await choose(user, 'Sex', 'Female');
    await typeInto(user, 'Phone', '+381 63 555 1234');
    await typeInto(user, 'Email', 'jovana.nikolic@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Email reminders and messages' }));
    await user.click(screen.getByRole('checkbox', { name: 'Text messages (SMS)' }));
    await typeInto(user, 'Emergency contact name', 'Milan Nikolić (husband)');
    await typeInto(user, 'Insurer', 'Dunav osiguranje');
    await typeInto(user, 'Allergies', 'Latex');
    fireEvent.change(dateInput('Consent given on'), { target: { value: '2026-11-02' } });
    await choose(user, 'Primary therapist', 'Jelena Ilić');
    await user.click(screen.getByRole('button', { name: 'Add patient' }));

    expect(await screen.findByText('Patient added')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/patients/${NEW_ID}`),
    );
    expect(postsSent(fetchMock)).toEqual([
      {
        firstName: 'Jovana',
        lastName: 'Nikolić',
        dateOfBirth: '1988-03-14',
        sex: 'female',
        occupation: '',
        phone: '+381 63 555 1234',
        email: 'jovana.nikolic@example.com',
        address: '',
        consentToContact: true,
        consentToSms: true,
        emergencyContactName: 'Milan Nikolić (husband)',
        emergencyContactPhone: '',
        insurer: 'Dunav osiguranje',
        policyNumber: '',
        referralSource: '',
        referringDoctor: '',
        medicalHistory: '',
        allergies: 'Latex',
        medications: '',
        redFlags: '',
        consentToTreatmentOn: '2026-11-02',
        primaryTherapistId: demoTherapistMember.userId,
        status: 'active',
        notes: '',
      },
    ]);
  });

  it('warns of a look-alike before saving: Cancel keeps the input, Save anyway confirms', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockForm({
      'POST /api/v1/patients': ({ body }) =>
        (body as { confirmDuplicate?: boolean }).confirmDuplicate ? created() : duplicateAnswer(),
    });
    const { router } = await openForm();
    await fillName(user);
    fireEvent.change(dateInput('Date of birth'), { target: { value: '1988-03-14' } });
    await user.click(screen.getByRole('button', { name: 'Add patient' }));

    let dialog = await screen.findByRole('dialog', { name: 'This patient may already exist' });
    const similar = within(dialog).getByRole('list', { name: 'Similar patients' });
    expect(within(similar).getByRole('link', { name: 'Jovana Nikolić' })).toHaveAttribute(
      'href',
      `/dashboard/patients/${JOVANA_ID}`,
    );
    expect(similar).toHaveTextContent('Born 14 Mar 1988 · jovana.nikolic@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(textbox('First name')).toHaveValue('Jovana');
    expect(router.state.location.pathname).toBe('/dashboard/add-patient');

    await user.click(screen.getByRole('button', { name: 'Add patient' }));
    dialog = await screen.findByRole('dialog', { name: 'This patient may already exist' });
    await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/patients/${NEW_ID}`),
    );
    const posts = postsSent(fetchMock);
    expect(posts.map((post) => post.confirmDuplicate)).toEqual([undefined, undefined, true]);
    expect(posts[2]).toMatchObject({ firstName: 'Jovana', dateOfBirth: '1988-03-14' });
  });

  it("puts the server's field messages onto the fields and keeps what was typed", async () => {
    const user = userEvent.setup({ delay: null });
    mockForm({
      'POST /api/v1/patients': () =>
        json(400, {
          msg: 'The date of birth cannot be in the future.',
          code: 'VALIDATION_FAILED',
          fields: {
            dateOfBirth: 'The date of birth cannot be in the future.',
            primaryTherapistId: 'Choose an active member of this clinic.',
          },
        }),
    });
    const { router } = await openForm();
    await fillName(user);
    fireEvent.change(dateInput('Date of birth'), { target: { value: '2026-11-23' } });
    await choose(user, 'Primary therapist', 'Jelena Ilić');
    await user.click(screen.getByRole('button', { name: 'Add patient' }));

    expect(
      await screen.findByText('The date of birth cannot be in the future.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose an active member of this clinic.')).toBeInTheDocument();
    expect(dateInput('Date of birth')).toHaveAttribute('aria-invalid', 'true');
    expect(dateInput('Date of birth')).toHaveValue('2026-11-23');
    expect(textbox('Last name')).toHaveValue('Nikolić');
    expect(router.state.location.pathname).toBe('/dashboard/add-patient');
  });

  it('shows a failure without field messages above the buttons', async () => {
    const user = userEvent.setup({ delay: null });
    mockForm({
      'POST /api/v1/patients': () =>
        json(403, {
          msg: "Your plan's patient limit is reached. Upgrade to add more patients.",
          code: 'PLAN_LIMIT',
        }),
    });
    await openForm();
    await fillName(user);
    await user.click(screen.getByRole('button', { name: 'Add patient' }));
    expect(
      await screen.findByText(
        "Your plan's patient limit is reached. Upgrade to add more patients.",
      ),
    ).toBeInTheDocument();
    expect(textbox('First name')).toHaveValue('Jovana');
  });

  it('an assistant sees no medical section and sends no clinical field', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockForm(
      { 'POST /api/v1/patients': created },
      signedInMember({ ...demoAssistantMember, status: 'active' }),
    );
    await openForm();
    expect(screen.queryByRole('region', { name: 'Medical' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Allergies/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Care' })).toBeInTheDocument();

    await fillName(user);
    await user.click(screen.getByRole('button', { name: 'Add patient' }));
    await screen.findByText('Patient added');
    const [sent] = postsSent(fetchMock);
    expect(sent).toMatchObject({ firstName: 'Jovana', lastName: 'Nikolić' });
    for (const field of ['medicalHistory', 'allergies', 'medications', 'redFlags'])
      expect(sent).not.toHaveProperty(field);
  });
});
