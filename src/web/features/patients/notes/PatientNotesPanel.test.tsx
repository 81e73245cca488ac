import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { VisitNote } from '../../../../domain/visit-notes.js';
import { noteTemplateText } from '../../../../domain/visit-notes.js';
import type { CurrentUser } from '../../../lib/current-user';
import {
  demoAssistantMember,
  demoTherapistMember,
  json,
  mockApi,
  ownerUser,
  signedInMember,
} from '../../../test/api-mock';
import { renderElement } from '../../../test/render-element';
import {
  assessmentService,
  assessmentVisit,
  dischargeService,
  followUpVisit,
  notedVisit,
  ownerDraft,
  PATIENT_ID,
  PATIENT_PATH,
  patientVisits,
  summaryOf,
  therapistDraft,
  therapistSigned,
  upcomingDischarge,
} from './note-fixtures';
import { PatientNotesPanel } from './PatientNotesPanel';

type Handlers = Parameters<typeof mockApi>[0];

const therapist = signedInMember(demoTherapistMember);

function mockNotes({
  as = ownerUser,
  notes = [ownerDraft, therapistSigned],
  handlers = {},
}: { as?: CurrentUser; notes?: VisitNote[]; handlers?: Handlers } = {}) {
  return mockApi({
    'GET /api/v1/users/current-user': () => json(200, as),
    [`GET /api/v1/patients/${PATIENT_ID}/notes`]: () => json(200, { notes: notes.map(summaryOf) }),
    [`GET /api/v1/patients/${PATIENT_ID}/appointments`]: () => json(200, patientVisits),
    'GET /api/v1/services': () => json(200, { services: [assessmentService, dischargeService] }),
    'GET /api/v1/clinic/settings': () =>
      json(200, { settings: { timeZone: 'Europe/Belgrade', openingHours: [] } }),
    ...Object.fromEntries(
      notes.map((note) => [`GET /api/v1/notes/${note.id}`, () => json(200, { note })]),
    ),
    ...handlers,
  });
}

const renderPanel = (search = '?tab=notes') =>
  renderElement(
    <PatientNotesPanel patientId={PATIENT_ID} />,
    `${PATIENT_PATH}${search}`,
    '/dashboard/patients/:id',
  );

const sentTo = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined));

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const valueOf = (name: string) => (field(name) as HTMLTextAreaElement).value;

/** "Signed by X on <time>": the sentence and the moment are separate elements. */
async function signedLine(who: string, day: string) {
  const line = await screen.findByText(new RegExp(`Signed by ${who} on`));
  expect(line).toHaveTextContent(day);
}

async function choose(label: string, option: RegExp | string) {
  await userEvent.setup({ delay: null }).click(screen.getByRole('combobox', { name: label }));
  await userEvent.setup({ delay: null }).click(await screen.findByRole('option', { name: option }));
}

describe('visit notes panel (visit notes)', () => {
  it('lists the notes with visit date, template, author and status, and opens one', async () => {
    mockNotes();
    const { router } = await renderPanel();
    const list = await screen.findByRole('list', { name: 'Visit notes' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    // Noon UTC is 13:00 on the clinic's clock (Europe/Belgrade), as the calendar shows it.
    await waitFor(() => expect(items[0]).toHaveTextContent('Mon 26 Oct 2026, 13:00'));
    expect(items[0]).toHaveTextContent('Initial assessment · Ana Marković');
    expect(within(items[0]!).getByText('Draft')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent(/No appointment · written 20 Oct 2026/);
    expect(items[1]).toHaveTextContent('Follow-up · Jelena Ilić · 1 addendum');
    expect(within(items[1]!).getByText('Signed')).toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(within(items[1]!).getByRole('link'));
    expect(await screen.findByText('Phone review: pain 2/10, walking 5 km.')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?tab=notes&note=${therapistSigned.id}`);
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'All visit notes' }));
    expect(await screen.findByRole('list', { name: 'Visit notes' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=notes');
  });

  it('shows the empty state with the write button', async () => {
    mockNotes({ notes: [] });
    await renderPanel();
    expect(await screen.findByText('No visit notes yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Write visit note' })).toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    let calls = 0;
    mockNotes({
      handlers: {
        [`GET /api/v1/patients/${PATIENT_ID}/notes`]: () =>
          ++calls === 1
            ? json(403, { msg: 'You do not have permission to do this.', code: 'FORBIDDEN' })
            : json(200, { notes: [summaryOf(ownerDraft)] }),
      },
    });
    await renderPanel();
    expect(await screen.findByText("We couldn't load the visit notes.")).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to do this.')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Visit notes' })).toBeInTheDocument();
  });

  it('writes a note from the template of the chosen visit and saves it as a draft', async () => {
    const created: VisitNote = {
      ...ownerDraft,
      id: '00000000-0000-4000-8000-0000000007d9',
      appointmentId: followUpVisit.id,
      appointmentStartsAt: followUpVisit.start,
      template: 'discharge',
      ...noteTemplateText.discharge,
      subjective: 'Pain 0/10, back to football.',
    };
    const fetchMock = mockNotes({
      handlers: {
        [`POST /api/v1/patients/${PATIENT_ID}/notes`]: () => json(201, { note: created }),
      },
    });
    const { router } = await renderPanel();
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Write visit note' }));
    expect(await screen.findByRole('heading', { name: 'Write visit note' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=notes&note=new');
    expect(screen.getByRole('combobox', { name: 'Template' })).toHaveValue('Follow-up');

    await choose('Appointment', /Mon 2 Nov 2026.*Initial assessment/);
    expect(screen.getByRole('combobox', { name: 'Template' })).toHaveValue('Initial assessment');
    expect(field('Subjective')).toHaveValue(noteTemplateText.initial_assessment.subjective);
    expect(valueOf('Subjective')).toMatch(/Aggravating factors/);
    expect(valueOf('Objective')).toMatch(/Special tests/);
    expect(valueOf('Assessment')).toMatch(/Clinical impression/);

    // The visit that has a note already cannot be chosen again.
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('combobox', { name: 'Appointment' }));
    expect(
      await screen.findByRole('option', { name: /Mon 26 Oct 2026.*has a note/ }),
    ).toHaveAttribute('data-combobox-disabled', 'true');
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('option', { name: /Mon 9 Nov 2026/ }));

    // A visit without a service falls back to follow-up; then the clinician picks discharge.
    expect(screen.getByRole('combobox', { name: 'Template' })).toHaveValue('Follow-up');
    await choose('Template', 'Discharge');
    expect(valueOf('Plan')).toMatch(/Home exercise programme/);
    expect(valueOf('Assessment')).toMatch(/Outcome against goals/);
    await userEvent.setup({ delay: null }).clear(field('Subjective'));
    await userEvent
      .setup({ delay: null })
      .type(field('Subjective'), 'Pain 0/10, back to football.');
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() =>
      expect(sentTo(fetchMock, 'POST', `/api/v1/patients/${PATIENT_ID}/notes`)).toEqual([
        {
          appointmentId: followUpVisit.id,
          template: 'discharge',
          ...noteTemplateText.discharge,
          subjective: 'Pain 0/10, back to football.',
        },
      ]),
    );
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?tab=notes&note=${created.id}`);
    expect(await screen.findByRole('form', { name: 'Edit draft note' })).toBeInTheDocument();
    expect(field('Subjective')).toHaveValue('Pain 0/10, back to football.');
  });

  it('keeps what the clinician wrote when the template changes', async () => {
    mockNotes();
    await renderPanel('?tab=notes&note=new');
    await screen.findByRole('heading', { name: 'Write visit note' });
    await userEvent.setup({ delay: null }).clear(field('Subjective'));
    await userEvent.setup({ delay: null }).type(field('Subjective'), 'Ankle sprain, day 3.');
    await choose('Template', 'Initial assessment');
    expect(field('Subjective')).toHaveValue('Ankle sprain, day 3.');
    expect(field('Objective')).toHaveValue(noteTemplateText.initial_assessment.objective);
  });

  it('edits and saves its author’s draft', async () => {
    const fetchMock = mockNotes({
      handlers: {
        [`PUT /api/v1/notes/${ownerDraft.id}`]: ({ body }) =>
          json(200, { note: { ...ownerDraft, ...(body as object) } }),
      },
    });
    await renderPanel(`?tab=notes&note=${ownerDraft.id}`);
    expect(await screen.findByRole('heading', { name: /Mon 26 Oct 2026/ })).toHaveFocus();
    expect(field('Subjective')).toHaveValue(ownerDraft.subjective);
    await userEvent.setup({ delay: null }).type(field('Plan'), 'Review in 1 week.');
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(sentTo(fetchMock, 'PUT', `/api/v1/notes/${ownerDraft.id}`)).toEqual([
        {
          subjective: ownerDraft.subjective,
          objective: ownerDraft.objective,
          assessment: ownerDraft.assessment,
          plan: `${ownerDraft.plan}Review in 1 week.`,
        },
      ]),
    );
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
  });

  it('signs a draft after the confirmation, saving unsaved text first; then it is read-only', async () => {
    let current = ownerDraft;
    const fetchMock = mockNotes({
      handlers: {
        [`PUT /api/v1/notes/${ownerDraft.id}`]: ({ body }) => {
          current = { ...current, ...(body as object) };
          return json(200, { note: current });
        },
        [`POST /api/v1/notes/${ownerDraft.id}/sign`]: () => {
          current = {
            ...current,
            status: 'signed',
            signedById: ownerUser.user.id,
            signedByName: 'Ana Marković',
            signedAt: '2026-11-23T12:00:00.000Z',
          };
          return json(200, { note: current });
        },
      },
    });
    await renderPanel(`?tab=notes&note=${ownerDraft.id}`);
    await userEvent
      .setup({ delay: null })
      .type(await screen.findByRole('textbox', { name: /^Assessment/ }), 'Patellar tendinopathy.');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Sign note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign this note?' });
    expect(dialog).toHaveTextContent(
      'Signing locks this note. Later corrections can only be added as addenda.',
    );
    await userEvent
      .setup({ delay: null })
      .click(within(dialog).getByRole('button', { name: 'Keep as draft' }));
    expect(sentTo(fetchMock, 'POST', `/api/v1/notes/${ownerDraft.id}/sign`)).toEqual([]);

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Sign note' }));
    await userEvent.setup({ delay: null }).click(
      within(await screen.findByRole('dialog', { name: 'Sign this note?' })).getByRole('button', {
        name: 'Sign note',
      }),
    );
    await signedLine('Ana Marković', '23 Nov 2026');
    expect(screen.getByText('Note signed')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'PUT', `/api/v1/notes/${ownerDraft.id}`)).toHaveLength(1);
    expect(screen.getByText(/Patellar tendinopathy\./)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Subjective/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign note' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Add addendum/ })).toBeInTheDocument();
  });

  it('shows a signed note read-only with its addenda, and adds an addendum', async () => {
    const fetchMock = mockNotes({
      as: therapist,
      handlers: {
        [`POST /api/v1/notes/${therapistSigned.id}/addenda`]: ({ body }) =>
          json(201, {
            addendum: {
              id: '00000000-0000-4000-8000-0000000007e2',
              body: (body as { body: string }).body,
              authorId: demoTherapistMember.userId,
              authorName: 'Jelena Ilić',
              createdAt: '2026-11-23T12:00:00.000Z',
            },
          }),
      },
    });
    await renderPanel(`?tab=notes&note=${therapistSigned.id}`);
    await signedLine('Jelena Ilić', '20 Oct 2026');
    expect(screen.getByText('Continue the home programme.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    const addenda = screen.getByRole('list', { name: 'Addenda' });
    expect(addenda).toHaveTextContent('Jelena Ilić · 21 Oct 2026');
    expect(addenda).toHaveTextContent('Correction: walking 3 km, not 5.');

    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Add addendum' }));
    expect(await screen.findByText('Write the addendum.')).toBeInTheDocument();
    await userEvent
      .setup({ delay: null })
      .type(field('Add addendum'), 'Pain rose to 4/10 after the match.');
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Add addendum' }));
    await waitFor(() => expect(within(addenda).getAllByRole('listitem')).toHaveLength(2));
    expect(addenda).toHaveTextContent('Pain rose to 4/10 after the match.');
    expect(sentTo(fetchMock, 'POST', `/api/v1/notes/${therapistSigned.id}/addenda`)).toEqual([
      { body: 'Pain rose to 4/10 after the match.' },
    ]);
    expect(field('Add addendum')).toHaveValue('');
  });

  it('explains a 409 NOTE_SIGNED and shows the note as it now is', async () => {
    let signed = false;
    const signedNote: VisitNote = {
      ...therapistDraft,
      status: 'signed',
      signedById: demoTherapistMember.userId,
      signedByName: 'Jelena Ilić',
      signedAt: '2026-11-23T12:00:00.000Z',
    };
    mockNotes({
      as: therapist,
      notes: [therapistDraft],
      handlers: {
        [`GET /api/v1/notes/${therapistDraft.id}`]: () =>
          json(200, { note: signed ? signedNote : therapistDraft }),
        [`PUT /api/v1/notes/${therapistDraft.id}`]: () => {
          signed = true;
          return json(409, {
            msg: 'This note is signed and can no longer change. Add an addendum instead.',
            code: 'NOTE_SIGNED',
          });
        },
      },
    });
    await renderPanel(`?tab=notes&note=${therapistDraft.id}`);
    await userEvent
      .setup({ delay: null })
      .type(await screen.findByRole('textbox', { name: /^Plan/ }), ' Add squats.');
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Save draft' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This note has been signed');
    expect(alert).toHaveTextContent('Add an addendum instead.');
    await signedLine('Jelena Ilić', '23 Nov 2026');
    expect(screen.queryByRole('textbox', { name: /^Plan/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Add addendum/ })).toBeInTheDocument();
  });

  it("hides Sign and editing from a therapist on a colleague's draft", async () => {
    mockNotes({ as: therapist, notes: [ownerDraft] });
    await renderPanel(`?tab=notes&note=${ownerDraft.id}`);
    expect(
      await screen.findByText('A draft by Ana Marković: only its author can change it.'),
    ).toBeInTheDocument();
    expect(screen.getByText(ownerDraft.subjective)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign note' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("lets an owner sign off a therapist's draft without editing it", async () => {
    mockNotes({ notes: [therapistDraft] });
    await renderPanel(`?tab=notes&note=${therapistDraft.id}`);
    expect(
      await screen.findByText('A draft by Jelena Ilić: only its author can change it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign note' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('opens "Write visit note" for ?appointment= with that visit and its template chosen', async () => {
    mockNotes();
    await renderPanel(`?tab=notes&appointment=${upcomingDischarge.id}`);
    expect(await screen.findByRole('heading', { name: 'Write visit note' })).toBeInTheDocument();
    await screen.findByRole('combobox', { name: 'Appointment' });
    expect(
      (screen.getByRole('combobox', { name: 'Appointment' }) as HTMLInputElement).value,
    ).toMatch(/Mon 7 Dec 2026.*Discharge review/);
    expect(screen.getByRole('combobox', { name: 'Template' })).toHaveValue('Discharge');
    expect(field('Plan')).toHaveValue(noteTemplateText.discharge.plan);
  });

  it('opens the existing note for ?appointment= of a visit that has one', async () => {
    mockNotes();
    const { router } = await renderPanel(`?tab=notes&appointment=${notedVisit.id}`);
    expect(await screen.findByRole('form', { name: 'Edit draft note' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?tab=notes&note=${ownerDraft.id}`);
  });

  it('offers to open the note when the server says the visit already has one', async () => {
    mockNotes({
      handlers: {
        [`POST /api/v1/patients/${PATIENT_ID}/notes`]: () =>
          json(409, {
            msg: 'This appointment already has a visit note. Open it instead.',
            code: 'NOTE_EXISTS',
            details: { noteId: therapistSigned.id },
          }),
      },
    });
    const { router } = await renderPanel(`?tab=notes&appointment=${assessmentVisit.id}`);
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('This visit already has a note')).toBeInTheDocument();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Open that note' }));
    expect(await screen.findByText(/Signed by Jelena Ilić/)).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?tab=notes&note=${therapistSigned.id}`);
  });

  it('shows nothing clinical to an assistant and asks the server for nothing', async () => {
    const fetchMock = mockNotes({ as: signedInMember(demoAssistantMember) });
    await renderPanel();
    expect(
      await screen.findByText(
        'Visit notes are seen by therapists, owners and administrators only.',
      ),
    ).toBeInTheDocument();
    expect(sentTo(fetchMock, 'GET', `/api/v1/patients/${PATIENT_ID}/notes`)).toEqual([]);
  });
});
