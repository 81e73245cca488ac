import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { intakeFormInputSchema } from '../../../domain/intake-forms.js';
import type { CurrentUser } from '../../lib/current-user';
import {
  demoTherapistMember,
  json,
  mockApi,
  noContent,
  ownerUser,
  signedInMember,
} from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';
import { assessment, FORM_ID, massage, newPatientForm } from './intake-form-fixtures';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./IntakeFormBuilderPage'),
  () => import('./IntakeFormsPage'),
);

const LIST = '/dashboard/settings/intake-forms';
const FORMS_API = '/api/v1/intake-forms';

function mockForms({
  as = ownerUser,
  forms = [newPatientForm],
  handlers = {},
}: {
  as?: CurrentUser;
  forms?: (typeof newPatientForm)[];
  handlers?: Parameters<typeof mockApi>[0];
} = {}) {
  return mockApi({
    'GET /api/v1/users/current-user': () => json(200, as),
    'GET /api/v1/services': () => json(200, { services: [assessment, massage] }),
    [`GET ${FORMS_API}`]: () => json(200, { intakeForms: forms }),
    [`GET ${FORMS_API}/${FORM_ID}`]: () => json(200, { intakeForm: newPatientForm }),
    ...handlers,
  });
}

const bodiesSentTo = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === path && init?.method === method)
    .map(([, init]) => JSON.parse(String(init!.body)) as unknown);

const section = (n: number) => screen.getByRole('region', { name: new RegExp(`^Section ${n}`) });
const field = (sectionNumber: number, n: number) =>
  within(section(sectionNumber)).getByRole('group', { name: `Field ${n}` });

type User = ReturnType<typeof userEvent.setup>;

async function fillField(
  user: User,
  box: HTMLElement,
  { kind, label, help }: { kind?: string; label: string; help?: string },
) {
  if (kind) await user.selectOptions(within(box).getByRole('combobox', { name: 'Kind' }), kind);
  await user.type(within(box).getByRole('textbox', { name: /^Label/ }), label);
  if (help)
    await user.type(
      within(box).getByRole('textbox', { name: /Help text|Statement the patient agrees to/ }),
      help,
    );
}

async function fillChoices(user: User, box: HTMLElement, choices: string[]) {
  for (const [index, choice] of choices.entries())
    if (choice)
      await user.type(within(box).getByRole('textbox', { name: `Choice ${index + 1}` }), choice);
}

describe('intake form builder', () => {
  // Eight fields typed key by key take a while on a busy machine.
  it('builds a form with a section of every kind of field and a second section, and saves it', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockForms({
      forms: [],
      handlers: {
        [`POST ${FORMS_API}`]: ({ body }) =>
          json(201, { intakeForm: { ...newPatientForm, ...(body as object) } }),
      },
    });
    await renderApp(`${LIST}/new`);

    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'First visit');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Before we meet.');
    await user.click(await screen.findByRole('checkbox', { name: 'Sports massage' }));
    await user.type(
      within(section(1)).getByRole('textbox', { name: /Section 1 title/ }),
      'About you',
    );

    // Field 1 is there from the start: a text answer that updates the phone on the record.
    await fillField(user, field(1, 1), { label: 'Phone number', help: 'Mobile is best' });
    await user.click(within(field(1, 1)).getByRole('switch', { name: 'Required' }));
    await user.selectOptions(
      within(field(1, 1)).getByRole('combobox', { name: /Updates the record/ }),
      'Phone',
    );

    const more = [
      { kind: 'Long text', label: 'Medications you take' },
      { kind: 'Single choice', label: 'Where does it hurt?' },
      { kind: 'Multiple choice', label: 'What makes it worse?' },
      { kind: 'Date', label: 'When did it start?' },
      { kind: 'Yes / no', label: 'Have you had surgery?' },
      { kind: 'Signature', label: 'Your signature' },
    ];
    for (const [index, next] of more.entries()) {
      await user.click(within(section(1)).getByRole('button', { name: 'Add field to section 1' }));
      await fillField(user, field(1, index + 2), next);
    }
    await user.selectOptions(
      within(field(1, 2)).getByRole('combobox', { name: /Updates the record/ }),
      'Medications',
    );
    await fillChoices(user, field(1, 3), ['Back', 'Knee']);
    await fillChoices(user, field(1, 4), ['Sitting', 'Walking']);
    await user.click(within(field(1, 4)).getByRole('button', { name: 'Add choice to field 4' }));
    await fillChoices(user, field(1, 4), ['', '', 'Stairs']);
    // Only text answers can update the record.
    expect(
      within(field(1, 3)).queryByRole('combobox', { name: /Updates the record/ }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add section' }));
    await user.type(
      within(section(2)).getByRole('textbox', { name: /Section 2 title/ }),
      'Consent',
    );
    await fillField(user, field(2, 1), {
      kind: 'Consent statement',
      label: 'Consent to treatment',
      help: 'I agree to be examined and treated.',
    });
    await user.click(within(field(2, 1)).getByRole('switch', { name: 'Required' }));

    await user.click(screen.getByRole('button', { name: 'Save form' }));

    await waitFor(() => expect(bodiesSentTo(fetchMock, 'POST', FORMS_API)).toHaveLength(1));
    const [sent] = bodiesSentTo(fetchMock, 'POST', FORMS_API) as Array<
      ReturnType<typeof intakeFormInputSchema.parse>
    >;
    expect(intakeFormInputSchema.safeParse(sent).success).toBe(true);
    const ids = sent!.sections.flatMap((s) => [s.id, ...s.fields.map((f) => f.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    const withoutIds = {
      ...sent,
      sections: sent!.sections.map(({ id: _s, fields, ...rest }) => ({
        ...rest,
        fields: fields.map(({ id: _f, ...f }) => f),
      })),
    };
    const plain = { help: '', required: false, choices: [], mapsTo: null };
    expect(withoutIds).toEqual({
      title: 'First visit',
      description: 'Before we meet.',
      serviceIds: [massage.id],
      sections: [
        {
          title: 'About you',
          fields: [
            {
              ...plain,
              kind: 'text',
              label: 'Phone number',
              help: 'Mobile is best',
              required: true,
              mapsTo: 'phone',
            },
            { ...plain, kind: 'longText', label: 'Medications you take', mapsTo: 'medications' },
            {
              ...plain,
              kind: 'singleChoice',
              label: 'Where does it hurt?',
              choices: ['Back', 'Knee'],
            },
            {
              ...plain,
              kind: 'multipleChoice',
              label: 'What makes it worse?',
              choices: ['Sitting', 'Walking', 'Stairs'],
            },
            { ...plain, kind: 'date', label: 'When did it start?' },
            { ...plain, kind: 'yesNo', label: 'Have you had surgery?' },
            { ...plain, kind: 'signature', label: 'Your signature' },
          ],
        },
        {
          title: 'Consent',
          fields: [
            {
              ...plain,
              kind: 'consent',
              label: 'Consent to treatment',
              help: 'I agree to be examined and treated.',
              required: true,
            },
          ],
        },
      ],
    });
    expect(await screen.findByText('Intake form saved')).toBeInTheDocument();
  }, 60_000);

  it('moves fields and sections with buttons, and sends them in the new order', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockForms({
      handlers: {
        [`PUT ${FORMS_API}/${FORM_ID}`]: ({ body }) =>
          json(200, { intakeForm: { ...newPatientForm, ...(body as object) } }),
      },
    });
    await renderApp(`${LIST}/${FORM_ID}`);
    await screen.findByRole('region', { name: 'Section 1: Your details' });

    await user.click(within(field(1, 2)).getByRole('button', { name: 'Move field 2 up' }));
    await user.click(within(section(2)).getByRole('button', { name: 'Move section 2 up' }));
    expect(section(1)).toHaveAccessibleName('Section 1: Consent');
    await user.click(screen.getByRole('button', { name: 'Save form' }));

    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'PUT', `${FORMS_API}/${FORM_ID}`)).toHaveLength(1),
    );
    const [sent] = bodiesSentTo(fetchMock, 'PUT', `${FORMS_API}/${FORM_ID}`) as Array<{
      sections: { id: string; fields: { id: string }[] }[];
    }>;
    expect(sent!.sections.map((s) => [s.id, s.fields.map((f) => f.id)])).toEqual([
      ['s_consent', ['f_consent']],
      ['s_details', ['f_pain', 'f_phone']],
    ]);
  });

  it('keeps the keyboard where the work goes on when fields and sections come and go', async () => {
    const user = userEvent.setup({ delay: null });
    mockForms();
    await renderApp(`${LIST}/new`);
    await screen.findByRole('region', { name: 'Section 1' });

    await user.click(screen.getByRole('button', { name: 'Add field to section 1' }));
    expect(within(field(1, 2)).getByRole('combobox', { name: 'Kind' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    expect(within(section(2)).getByRole('textbox', { name: /Section 2 title/ })).toHaveFocus();

    // Moved to the top, its "up" is disabled: focus stays on the item's other arrow.
    await user.click(within(field(1, 2)).getByRole('button', { name: 'Move field 2 up' }));
    expect(within(field(1, 1)).getByRole('button', { name: 'Move field 1 down' })).toHaveFocus();

    await user.click(within(field(1, 1)).getByRole('button', { name: 'Remove field 1' }));
    await waitFor(() =>
      expect(within(field(1, 1)).getByRole('combobox', { name: 'Kind' })).toHaveFocus(),
    );
    await user.click(within(field(1, 1)).getByRole('button', { name: 'Remove field 1' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add field to section 1' })).toHaveFocus(),
    );
    await user.click(within(section(2)).getByRole('button', { name: 'Remove section 2' }));
    await waitFor(() =>
      expect(within(section(1)).getByRole('textbox', { name: /Section 1 title/ })).toHaveFocus(),
    );
  });

  it('asks for what is missing before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockForms({ forms: [] });
    await renderApp(`${LIST}/new`);
    await user.selectOptions(
      within(await screen.findByRole('group', { name: 'Field 1' })).getByRole('combobox', {
        name: 'Kind',
      }),
      'Consent statement',
    );
    await user.click(screen.getByRole('button', { name: 'Save form' }));

    expect(await screen.findByRole('textbox', { name: /^Title/ })).toHaveAccessibleDescription(
      'Give the form a title.',
    );
    expect(
      within(field(1, 1)).getByRole('textbox', { name: /Statement the patient agrees to/ }),
    ).toHaveAccessibleDescription('Write the consent statement.');
    expect(bodiesSentTo(fetchMock, 'POST', FORMS_API)).toEqual([]);
  });

  it('drops the empty choices of a field changed back from a choice kind, so it saves', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockForms({
      forms: [],
      handlers: {
        [`POST ${FORMS_API}`]: () => json(201, { intakeForm: newPatientForm }),
      },
    });
    await renderApp(`${LIST}/new`);
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Short form');
    const kind = within(field(1, 1)).getByRole('combobox', { name: 'Kind' });
    await user.selectOptions(kind, 'Single choice');
    expect(within(field(1, 1)).getByRole('textbox', { name: 'Choice 1' })).toHaveValue('');
    await user.selectOptions(kind, 'Text');
    await fillField(user, field(1, 1), { label: 'Your name' });
    await user.click(screen.getByRole('button', { name: 'Save form' }));

    await waitFor(() => expect(bodiesSentTo(fetchMock, 'POST', FORMS_API)).toHaveLength(1));
    expect(bodiesSentTo(fetchMock, 'POST', FORMS_API)[0]).toMatchObject({
      sections: [{ fields: [{ kind: 'text', label: 'Your name', choices: [] }] }],
    });
  });

  it('shows the server’s field errors at the fields they name', async () => {
    const user = userEvent.setup({ delay: null });
    mockForms({
      handlers: {
        [`PUT ${FORMS_API}/${FORM_ID}`]: () =>
          json(400, {
            msg: 'Some fields are not valid. Please check them and try again.',
            code: 'VALIDATION_FAILED',
            fields: {
              title: 'That title is taken by another form.',
              'sections.0.fields.1.choices.1': 'Each choice needs its own label.',
              'sections.1.fields.0.help': 'Write the consent statement.',
            },
          }),
      },
    });
    await renderApp(`${LIST}/${FORM_ID}`);
    await screen.findByRole('region', { name: 'Section 1: Your details' });
    await user.click(screen.getByRole('button', { name: 'Save form' }));

    const title = screen.getByRole('textbox', { name: /^Title/ });
    await waitFor(() =>
      expect(title).toHaveAccessibleDescription('That title is taken by another form.'),
    );
    expect(title).toHaveFocus();
    expect(title).toHaveValue('New patient form');
    expect(
      within(field(1, 2)).getByRole('textbox', { name: 'Choice 2' }),
    ).toHaveAccessibleDescription('Each choice needs its own label.');
    expect(
      within(field(2, 1)).getByRole('textbox', { name: /Statement the patient agrees to/ }),
    ).toHaveAccessibleDescription('Write the consent statement.');
    expect(screen.queryByText('Intake form saved')).not.toBeInTheDocument();
  });

  it('deletes a form once confirmed', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockForms({
      handlers: { [`DELETE ${FORMS_API}/${FORM_ID}`]: () => noContent() },
    });
    const { router } = await renderApp(`${LIST}/${FORM_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Delete form' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this form?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete form' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
    expect(
      fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => url),
    ).toEqual([`${FORMS_API}/${FORM_ID}`]);
  });

  it('lists the forms with their fields and services, and says when there are none', async () => {
    mockForms();
    await renderApp(LIST);
    const list = await screen.findByRole('list', { name: 'Intake forms' });
    expect(within(list).getByRole('link', { name: 'New patient form' })).toHaveAttribute(
      'href',
      `${LIST}/${FORM_ID}`,
    );
    expect(within(list).getByText('3 fields')).toBeInTheDocument();
    expect(await within(list).findByText('Initial assessment')).toBeInTheDocument();
  });

  it('shows the empty state with a way to build the first form', async () => {
    mockForms({ forms: [] });
    await renderApp(LIST);
    expect(await screen.findByRole('heading', { name: 'No forms yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New form' })).toHaveAttribute('href', `${LIST}/new`);
  });

  it('is closed to a therapist', async () => {
    const fetchMock = mockForms({ as: signedInMember(demoTherapistMember) });
    await renderApp(LIST);
    expect(await screen.findByText('Owners and administrators only')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === FORMS_API)).toBe(false);
  });
});
