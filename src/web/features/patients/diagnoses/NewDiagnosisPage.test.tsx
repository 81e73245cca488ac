import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DiagnosisInput } from '../../../../domain/diagnoses.js';
import { demoAssistantMember, json, signedInAs, signedInMember } from '../../../test/api-mock';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import {
  bodiesSent,
  diagnosis,
  diagnosisPath,
  getsSent,
  mockDiagnosisApi,
  ownerUserId,
  PATIENT_ID,
  patientsPath,
} from './test-fixtures';

preloadRoutes(
  () => import('../../../components/dashboard/DashboardLayout'),
  () => import('../NewDiagnosisPage'),
  () => import('../DiagnosisPage'),
);

const newPath = `${patientsPath}/diagnoses/new`;
const apiList = `/patients/${PATIENT_ID}/diagnoses`;
const input = (name: string) => screen.getByLabelText(name, { exact: false, selector: 'input' });
const codeField = () => screen.getByRole('combobox', { name: 'ICD-10 code' });

/** Enters text as a paste: typing every key is slow in jsdom and tests nothing more here. */
async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

const lowBackPain = { code: 'M54.5', title: 'Low back pain' };
const sciatica = { code: 'M54.3', title: 'Sciatica' };

/** The create route answering what was sent, as the server would store it. */
function mockCreate(handlers: Parameters<typeof mockDiagnosisApi>[0] = {}) {
  return mockDiagnosisApi({
    'GET /api/v1/icd10': () => json(200, { codes: [lowBackPain, sciatica] }),
    [`POST /api/v1${apiList}`]: ({ body }) => {
      const sent = body as DiagnosisInput;
      return json(201, {
        diagnosis: diagnosis({
          ...sent,
          description: sent.description || 'Low back pain',
          icd10Code: sent.icd10Code || null,
          onsetOn: sent.onsetOn ?? null,
          side: sent.side ?? null,
        }),
      });
    },
    ...handlers,
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('patients/{id}/diagnoses/new', () => {
  it('finds a code on the server, records the diagnosis and opens it', async () => {
    // 23:30 UTC is already the next day on the clinic's clock (Belgrade, UTC+1).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T23:30:00Z'));
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockCreate();
    const { router } = await renderApp(newPath);
    await screen.findByRole('button', { name: 'Save diagnosis' });

    expect(
      screen.getByText(
        'What you found for Ivana Lukić: a code from the ICD-10 list, or your own words.',
      ),
    ).toBeInTheDocument();
    expect(input('Diagnosis date')).toHaveValue('2026-11-24');
    expect(screen.getByRole('combobox', { name: 'Diagnosed by' })).toHaveValue('Ana Marković');
    expect(screen.getByRole('radio', { name: 'Active' })).toBeChecked();

    await user.type(codeField(), 'back');
    const option = await screen.findByRole('option', { name: 'M54.5 — Low back pain' });
    expect(screen.getByRole('option', { name: 'M54.3 — Sciatica' })).toBeInTheDocument();
    await waitFor(() =>
      expect(getsSent(fetchMock, '/icd10')).toContain('/api/v1/icd10?search=back'),
    );
    await user.click(option);
    expect(codeField()).toHaveValue('M54.5 — Low back pain');

    await fill(user, input('Body region'), 'Lower back');
    await user.click(screen.getByRole('combobox', { name: 'Side' }));
    await user.click(await screen.findByRole('option', { name: 'Bilateral' }));
    fireEvent.change(input('Onset'), { target: { value: '2026-11-20' } });
    await fill(user, screen.getByRole('textbox', { name: 'Notes' }), 'Worse in the morning.');
    await user.click(screen.getByRole('button', { name: 'Save diagnosis' }));

    expect(await screen.findByText('Diagnosis saved')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(diagnosisPath));
    expect(await screen.findByRole('heading', { level: 1, name: 'Low back pain' })).toBeVisible();
    expect(bodiesSent(fetchMock, 'POST', apiList)).toEqual([
      {
        icd10Code: 'M54.5',
        description: '',
        bodyRegion: 'Lower back',
        side: 'bilateral',
        onsetOn: '2026-11-20',
        diagnosedOn: '2026-11-24',
        status: 'active',
        notes: 'Worse in the morning.',
        diagnosedById: ownerUserId,
      },
    ]);
  });

  it('chooses a code with the keyboard alone', async () => {
    const user = userEvent.setup({ delay: null });
    mockCreate();
    await renderApp(newPath);
    await screen.findByRole('button', { name: 'Save diagnosis' });

    codeField().focus();
    await user.keyboard('m54');
    await screen.findByRole('option', { name: 'M54.3 — Sciatica' });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(codeField()).toHaveValue('M54.3 — Sciatica');
  });

  it('shows the everyday name a code was found by, and keeps only the code and title once chosen', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockCreate({
      'GET /api/v1/icd10': () =>
        json(200, {
          codes: [{ code: 'M77.1', title: 'Lateral epicondylitis', matchedName: 'tennis elbow' }],
        }),
    });
    await renderApp(newPath);
    await screen.findByRole('button', { name: 'Save diagnosis' });

    await user.type(codeField(), 'tennis elbow');
    const option = await screen.findByRole('option', {
      name: /^M77\.1 — Lateral epicondylitis\s*tennis elbow$/,
    });
    expect(within(option).getByText('tennis elbow')).toBeVisible();
    await waitFor(() =>
      expect(getsSent(fetchMock, '/icd10')).toContain('/api/v1/icd10?search=tennis+elbow'),
    );
    await user.click(option);
    expect(codeField()).toHaveValue('M77.1 — Lateral epicondylitis');
  });

  it('records a diagnosis that is not in the list in words, and keeps the code on switching back', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockCreate();
    await renderApp(newPath);
    await screen.findByRole('button', { name: 'Save diagnosis' });
    await user.type(codeField(), 'back');
    await user.click(await screen.findByRole('option', { name: 'M54.5 — Low back pain' }));

    await user.click(screen.getByRole('checkbox', { name: 'Not in the list: describe it' }));
    expect(screen.queryByRole('combobox', { name: 'ICD-10 code' })).not.toBeInTheDocument();
    await fill(user, screen.getByRole('textbox', { name: 'Diagnosis' }), 'Post-op knee stiffness');
    await user.click(screen.getByRole('checkbox', { name: 'Not in the list: describe it' }));
    expect(codeField()).toHaveValue('M54.5 — Low back pain');
    await user.click(screen.getByRole('checkbox', { name: 'Not in the list: describe it' }));
    expect(screen.getByRole('textbox', { name: 'Diagnosis' })).toHaveValue(
      'Post-op knee stiffness',
    );

    await user.click(screen.getByRole('button', { name: 'Save diagnosis' }));
    expect(await screen.findByText('Diagnosis saved')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST', apiList)).toEqual([
      expect.objectContaining({ icd10Code: null, description: 'Post-op knee stiffness' }),
    ]);
  });

  it('says what is missing or wrong before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockCreate();
    await renderApp(newPath);
    await screen.findByRole('button', { name: 'Save diagnosis' });

    fireEvent.change(input('Diagnosis date'), { target: { value: '2026-11-02' } });
    fireEvent.change(input('Onset'), { target: { value: '2026-11-10' } });
    await user.click(screen.getByRole('button', { name: 'Save diagnosis' }));

    expect(
      await screen.findByText('Choose an ICD-10 code or describe the diagnosis.'),
    ).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The onset cannot be after the diagnosis date.')).toBeInTheDocument();
    expect(input('Onset')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('checkbox', { name: 'Not in the list: describe it' }));
    await user.click(screen.getByRole('button', { name: 'Save diagnosis' }));
    expect(
      await screen.findByText('Choose an ICD-10 code or describe the diagnosis.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Diagnosis' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(bodiesSent(fetchMock, 'POST', apiList)).toEqual([]);
  });

  it("shows the server's field messages on their fields and keeps what was entered", async () => {
    const user = userEvent.setup({ delay: null });
    mockCreate({
      [`POST /api/v1${apiList}`]: () =>
        json(400, {
          msg: 'This date cannot be in the future.',
          code: 'VALIDATION_FAILED',
          fields: { diagnosedOn: 'This date cannot be in the future.' },
        }),
    });
    const { router } = await renderApp(newPath);
    await screen.findByRole('button', { name: 'Save diagnosis' });
    await user.type(codeField(), 'back');
    await user.click(await screen.findByRole('option', { name: 'M54.5 — Low back pain' }));
    await fill(user, input('Body region'), 'Lower back');
    await user.click(screen.getByRole('button', { name: 'Save diagnosis' }));

    expect(await screen.findByText('This date cannot be in the future.')).toBeInTheDocument();
    expect(input('Diagnosis date')).toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveValue('M54.5 — Low back pain');
    expect(input('Body region')).toHaveValue('Lower back');
    expect(router.state.location.pathname).toBe(newPath);
  });

  it('shows a refusal that names no field above the buttons, with the form kept', async () => {
    const user = userEvent.setup({ delay: null });
    mockCreate({
      [`POST /api/v1${apiList}`]: () =>
        json(402, { msg: 'Your subscription has ended.', code: 'SUBSCRIPTION_REQUIRED' }),
    });
    await renderApp(newPath);
    await screen.findByRole('button', { name: 'Save diagnosis' });
    await user.click(screen.getByRole('checkbox', { name: 'Not in the list: describe it' }));
    await fill(user, screen.getByRole('textbox', { name: 'Diagnosis' }), 'Whiplash');
    await user.click(screen.getByRole('button', { name: 'Save diagnosis' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your subscription has ended.');
    expect(screen.getByRole('textbox', { name: 'Diagnosis' })).toHaveValue('Whiplash');
  });

  it('cancels back to the diagnoses of the patient', async () => {
    mockCreate();
    await renderApp(newPath);
    const cancel = await screen.findByRole('link', { name: 'Cancel' });
    expect(cancel).toHaveAttribute('href', `${patientsPath}?tab=diagnoses`);
    expect(screen.getByRole('link', { name: 'Back to Ivana Lukić' })).toHaveAttribute(
      'href',
      `${patientsPath}?tab=diagnoses`,
    );
  });

  it('tells an assistant they may not record diagnoses', async () => {
    const fetchMock = mockCreate({
      'GET /api/v1/users/current-user': signedInAs(signedInMember(demoAssistantMember)),
    });
    await renderApp(newPath);
    const main = screen.getByRole('main');
    expect(
      await within(main).findByText('Diagnoses are part of the clinical record'),
    ).toBeInTheDocument();
    expect(within(main).getByRole('heading', { level: 1, name: 'New diagnosis' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save diagnosis' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Ivana Lukić' })).toHaveAttribute(
      'href',
      `${patientsPath}?tab=diagnoses`,
    );
    expect(getsSent(fetchMock, '/icd10')).toEqual([]);
  });

  it('a patient the API does not find (or of another clinic) is a 404 screen', async () => {
    mockCreate({
      [`GET /api/v1/patients/${PATIENT_ID}`]: () =>
        json(404, { msg: 'The patient was not found.', code: 'NOT_FOUND' }),
    });
    await renderApp(newPath);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ohh! page not found' }),
    ).toBeInTheDocument();
  });
});
