import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PatientForm } from '../../../../domain/intake-forms.js';
import { json, mockApi, notSignedIn } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { PORTAL_API, PUBLIC_API, SLUG, offer, portal } from '../portal-fixtures';

const DRAWN = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';

/** signature_pad needs a real canvas: this one counts a stroke on each pointer release. */
vi.mock('signature_pad', () => ({
  default: class FakeSignaturePad {
    private empty = true;
    private listeners: (() => void)[] = [];
    constructor(canvas: HTMLCanvasElement) {
      canvas.addEventListener('pointerup', () => {
        this.empty = false;
        this.listeners.forEach((listener) => listener());
      });
    }
    addEventListener(_type: string, listener: () => void) {
      this.listeners.push(listener);
    }
    removeEventListener(_type: string, listener: () => void) {
      this.listeners = this.listeners.filter((other) => other !== listener);
    }
    isEmpty() {
      return this.empty;
    }
    clear() {
      this.empty = true;
    }
    toDataURL() {
      return DRAWN;
    }
    toData() {
      return [];
    }
    fromData() {}
    off() {}
  },
}));

const FORM = '00000000-0000-4000-8000-0000000009a1';
const DONE = '00000000-0000-4000-8000-0000000009a2';
const PAGE = `/portal/${SLUG}/forms/${FORM}`;

const field = (
  id: string,
  kind: PatientForm['sections'][0]['fields'][0]['kind'],
  label: string,
  extra: Partial<PatientForm['sections'][0]['fields'][0]> = {},
) => ({ id, kind, label, help: '', required: true, choices: [], mapsTo: null, ...extra });

const form: PatientForm = {
  id: FORM,
  intakeFormId: null,
  title: 'New patient form',
  description: 'Please fill this in before your first visit.',
  sections: [
    {
      id: 's_you',
      title: 'About you',
      fields: [
        field('f_phone', 'text', 'Phone number', { mapsTo: 'phone' }),
        field('f_history', 'longText', 'Medical history', { required: false }),
        field('f_where', 'singleChoice', 'Where does it hurt?', { choices: ['Back', 'Knee'] }),
        field('f_worse', 'multipleChoice', 'What makes it worse?', {
          choices: ['Sitting', 'Walking', 'Stairs'],
        }),
        field('f_since', 'date', 'When did it start?'),
        field('f_surgery', 'yesNo', 'Have you had surgery?'),
      ],
    },
    {
      id: 's_consent',
      title: 'Consent',
      fields: [
        field('f_consent', 'consent', 'Consent to treatment', {
          help: 'I agree to be examined and treated.',
        }),
        field('f_sign', 'signature', 'Your signature'),
        field('f_guardian', 'signature', 'Parent or guardian', { required: false }),
      ],
    },
  ],
  status: 'sent',
  answers: {},
  appointmentId: null,
  appointmentStart: null,
  sentAt: '2026-11-20T08:30:00.000Z',
  submittedAt: null,
  acceptedAt: null,
  acceptedByName: null,
  signedAttachmentId: null,
};
const doneForm: PatientForm = {
  ...form,
  id: DONE,
  title: 'Knee questionnaire',
  status: 'submitted',
  submittedAt: '2026-11-21T08:30:00.000Z',
};

function mockPortalForms({
  signedIn = true,
  submit,
}: { signedIn?: boolean; submit?: (attempt: number) => Response | undefined } = {}) {
  let attempts = 0;
  const signedInOnly = (answer: () => Response) => () => (signedIn ? answer() : notSignedIn());
  const fetchMock = mockApi({
    [`GET ${PORTAL_API}/me`]: signedInOnly(() => json(200, { portal })),
    [`GET ${PORTAL_API}/appointments`]: signedInOnly(() => json(200, { upcoming: [], past: [] })),
    [`GET ${PORTAL_API}/documents`]: signedInOnly(() => json(200, { documents: [] })),
    [`GET ${PORTAL_API}/forms`]: signedInOnly(() => json(200, { patientForms: [doneForm, form] })),
    [`GET ${PORTAL_API}/forms/${FORM}`]: signedInOnly(() => json(200, { patientForm: form })),
    [`GET ${PUBLIC_API}/booking`]: () => json(200, offer),
    [`POST ${PORTAL_API}/forms/${FORM}`]: ({ body }) => {
      attempts += 1;
      return (
        submit?.(attempts) ??
        json(200, {
          patientForm: {
            ...form,
            status: 'submitted',
            answers: (body as { answers: object }).answers,
          },
        })
      );
    },
  });
  const submitted = () =>
    fetchMock.mock.calls
      .filter(([url, init]) => url === `${PORTAL_API}/forms/${FORM}` && init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init!.body)) as unknown);
  return { fetchMock, submitted };
}

type User = ReturnType<typeof userEvent.setup>;

/** Everything required, the signature drawn in the box. */
async function fillRequired(user: User) {
  await user.type(await screen.findByRole('textbox', { name: /Phone number/ }), '+49 30 555 0101');
  await user.click(
    within(screen.getByRole('radiogroup', { name: /Where does it hurt/ })).getByRole('radio', {
      name: 'Knee',
    }),
  );
  const worse = screen.getByRole('group', { name: /What makes it worse/ });
  await user.click(within(worse).getByRole('checkbox', { name: 'Sitting' }));
  await user.click(within(worse).getByRole('checkbox', { name: 'Stairs' }));
  await user.type(screen.getByLabelText(/When did it start/), '2026-10-01');
  await user.click(
    within(screen.getByRole('radiogroup', { name: /Have you had surgery/ })).getByRole('radio', {
      name: 'No',
    }),
  );
  await user.click(
    within(screen.getByRole('group', { name: /Consent to treatment/ })).getByRole('checkbox', {
      name: 'I agree',
    }),
  );
  const signature = screen.getByRole('group', { name: /^Your signature/ });
  fireEvent.pointerUp(within(signature).getByRole('img', { name: /Draw your signature/ }));
}

describe('filling in a form in the portal', () => {
  it('lists the forms to fill in first, and those already sent as with the clinic', async () => {
    mockPortalForms();
    await renderApp(`/portal/${SLUG}`);
    const section = await screen.findByRole('region', { name: 'Forms to fill in' });
    const rows = within(section).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('link', { name: 'New patient form' })).toHaveAttribute(
      'href',
      PAGE,
    );
    expect(rows[0]).toHaveTextContent('To fill in');
    expect(rows[1]).toHaveTextContent('Knee questionnaire');
    expect(rows[1]).toHaveTextContent('Sent to the clinic');
    expect(within(rows[1]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('names the form and its clinic in the browser tab', async () => {
    mockPortalForms();
    await renderApp(PAGE);
    await screen.findByRole('button', { name: 'Send to the clinic' });
    expect(document.title).toBe('New patient form at Spree Physio · Motio');
  });

  it('marks what is required and sends nothing until it is answered', async () => {
    const user = userEvent.setup({ delay: null });
    const { submitted } = mockPortalForms();
    await renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Send to the clinic' }));

    expect(screen.getByRole('textbox', { name: /Phone number/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Phone number/ })).toHaveAccessibleDescription(
      'Answer this question.',
    );
    expect(screen.getByRole('textbox', { name: /Medical history/ })).not.toBeRequired();
    expect(screen.getByText('Choose yes or no.')).toBeInTheDocument();
    expect(screen.getByText('Tick “I agree” to go on.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /^Your signature/ })).toHaveAccessibleDescription(
      'Sign in the box, or type your name.',
    );
    expect(screen.queryByText('Choose at least one.')).toBeInTheDocument();
    expect(submitted()).toEqual([]);
  });

  it('sends every answer in its kind’s shape, a drawn and a typed signature among them', async () => {
    const user = userEvent.setup({ delay: null });
    const { submitted } = mockPortalForms();
    await renderApp(PAGE);
    await fillRequired(user);
    await user.type(screen.getByRole('textbox', { name: /Medical history/ }), '  Asthma  ');
    const guardian = screen.getByRole('group', { name: /^Parent or guardian/ });
    await user.click(within(guardian).getByRole('tab', { name: 'Type' }));
    await user.type(
      within(guardian).getByRole('textbox', { name: 'Type your full name' }),
      'Eva Weber',
    );
    await user.click(screen.getByRole('button', { name: 'Send to the clinic' }));

    expect(
      await screen.findByRole('heading', { name: 'Thank you — your form is with the clinic' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your visits' })).toHaveAttribute(
      'href',
      `/portal/${SLUG}`,
    );
    expect(submitted()).toEqual([
      {
        answers: {
          f_phone: '+49 30 555 0101',
          f_history: 'Asthma',
          f_where: 'Knee',
          f_worse: ['Sitting', 'Stairs'],
          f_since: '2026-10-01',
          f_surgery: false,
          f_consent: true,
          f_sign: { drawn: DRAWN },
          f_guardian: { typed: 'Eva Weber' },
        },
      },
    ]);
  });

  it('clears a drawn signature, so a typed name must stand in', async () => {
    const user = userEvent.setup({ delay: null });
    const { submitted } = mockPortalForms();
    await renderApp(PAGE);
    await fillRequired(user);
    const signature = screen.getByRole('group', { name: /^Your signature/ });
    await user.click(within(signature).getByRole('button', { name: 'Clear' }));
    await user.click(screen.getByRole('button', { name: 'Send to the clinic' }));
    expect(signature).toHaveAccessibleDescription('Sign in the box, or type your name.');
    expect(submitted()).toEqual([]);

    await user.click(within(signature).getByRole('tab', { name: 'Type' }));
    await user.type(
      within(signature).getByRole('textbox', { name: 'Type your full name' }),
      'Mia Weber',
    );
    await user.click(screen.getByRole('button', { name: 'Send to the clinic' }));
    await screen.findByRole('heading', { name: 'Thank you — your form is with the clinic' });
    expect(submitted()).toEqual([
      expect.objectContaining({
        answers: expect.objectContaining({ f_sign: { typed: 'Mia Weber' } }) as unknown,
      }),
    ]);
  });

  it('shows the server’s refusals at the answers they name, keeping every answer', async () => {
    const user = userEvent.setup({ delay: null });
    const { submitted } = mockPortalForms({
      submit: (attempt) =>
        attempt === 1
          ? json(400, {
              msg: 'Some answers need a look.',
              code: 'VALIDATION_FAILED',
              fields: {
                'answers.f_phone': 'Give a phone number we can call.',
                'answers.f_since': 'The date cannot be in the future.',
              },
            })
          : undefined,
    });
    await renderApp(PAGE);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send to the clinic' }));

    const phone = screen.getByRole('textbox', { name: /Phone number/ });
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription('Give a phone number we can call.'),
    );
    expect(screen.getByLabelText(/When did it start/)).toHaveAccessibleDescription(
      'The date cannot be in the future.',
    );
    expect(screen.getByText('Some answers need a look.')).toBeInTheDocument();
    expect(phone).toHaveValue('+49 30 555 0101');
    expect(screen.getByRole('radio', { name: 'Knee' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeChecked();

    await user.clear(phone);
    await user.type(phone, '+49 30 555 0202');
    await user.click(screen.getByRole('button', { name: 'Send to the clinic' }));
    await screen.findByRole('heading', { name: 'Thank you — your form is with the clinic' });
    expect(submitted()).toHaveLength(2);
    expect(submitted()[1]).toEqual(
      expect.objectContaining({
        answers: expect.objectContaining({
          f_phone: '+49 30 555 0202',
          f_sign: { drawn: DRAWN },
        }) as unknown,
      }),
    );
  });

  it('keeps the answers when the session ends on sending, and says how to go on', async () => {
    const user = userEvent.setup({ delay: null });
    mockPortalForms({ submit: () => notSignedIn() });
    await renderApp(PAGE);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send to the clinic' }));
    expect(await screen.findByText('You were signed out')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Phone number/ })).toHaveValue('+49 30 555 0101');
  });

  it('shows the sign-in form when not signed in', async () => {
    mockPortalForms({ signedIn: false });
    await renderApp(PAGE);
    expect(await screen.findByRole('textbox', { name: /Email/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Email me a sign-in link' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send to the clinic' })).not.toBeInTheDocument();
  });
});
