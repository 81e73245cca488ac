import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, TEST_SUPPORT_EMAIL } from '../../test/api-mock';
import { deferred } from '../../test/deferred';
import { renderApp } from '../../test/render-app';

const message = {
  name: 'Mila Jovanović',
  email: 'mila@example.com',
  subject: 'Moving from paper records',
  message: 'We are three therapists. How does the import work?',
};

const field = {
  name: () => screen.getByRole('textbox', { name: /^Name/ }),
  email: () => screen.getByRole('textbox', { name: /^Email/ }),
  subject: () => screen.getByRole('textbox', { name: /^Subject/ }),
  message: () => screen.getByRole('textbox', { name: /^Message/ }),
  inquiryType: () => screen.getByRole('combobox', { name: 'Inquiry type' }),
};
const sendButton = () => screen.getByRole('button', { name: 'Send message' });

type User = ReturnType<typeof userEvent.setup>;

async function fillForm(user: User) {
  await user.type(await screen.findByRole('textbox', { name: /^Name/ }), message.name);
  await user.type(field.email(), message.email);
  await user.type(field.subject(), message.subject);
  await user.type(field.message(), message.message);
}

/** Sends the filled form and answers with `answer`; resolves with the error alert. */
async function failWith(user: User, answer: () => Response | Promise<Response>) {
  mockApi({ 'POST /api/v1/contact': answer });
  await renderApp('/contact');
  await fillForm(user);
  await user.click(sendButton());
  return screen.findByRole('alert');
}

const created = () => json(201, { contactMessage: { id: '00000000-0000-4000-8000-00000000c0de' } });

afterEach(() => {
  vi.useRealTimers();
});

describe('/contact', () => {
  it('has one h1, the form with required name, email (type email), subject and message, quick links and an FAQ', async () => {
    mockApi();
    await renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toMatch(/^Contact us/);

    for (const input of [field.name(), field.email(), field.subject(), field.message()]) {
      expect(input).toBeRequired();
    }
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.inquiryType()).not.toBeRequired();
    expect(field.inquiryType()).toHaveValue('general');
    expect(
      within(field.inquiryType())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['General', 'Sales', 'Support', 'Partnership', 'Feedback']);

    const quickLinks = screen.getByRole('heading', {
      level: 2,
      name: 'Quick links',
    }).parentElement!;
    // The address comes from the server's settings (SUPPORT_EMAIL).
    expect(await within(quickLinks).findByRole('link', { name: TEST_SUPPORT_EMAIL })).toBeVisible();
    for (const [name, href] of [
      ['Pricing', '/pricing'],
      ['Features', '/features'],
      ['Early Access', '/early-access'],
      ['Log in', '/login'],
      ['Reset your password', '/forgot-password'],
      [TEST_SUPPORT_EMAIL, `mailto:${TEST_SUPPORT_EMAIL}`],
    ]) {
      expect(within(quickLinks).getByRole('link', { name })).toHaveAttribute('href', href);
    }

    expect(
      screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'How quickly will you answer?' })).toBeVisible();
  });

  it('opens an FAQ answer with the keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi();
    await renderApp('/contact');
    const question = await screen.findByRole('button', { name: 'Is there a free trial?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    question.focus();
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByText(/14-day free trial/)).toBeVisible());
  });
});

describe('contact form', () => {
  it('refuses to send with required fields empty or a malformed email, and says why under each field', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockApi();
    await renderApp('/contact');
    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Enter your name.')).toBeVisible();
    expect(screen.getByText('Enter your email address.')).toBeVisible();
    expect(screen.getByText('Enter a subject.')).toBeVisible();
    expect(screen.getByText('Enter your message.')).toBeVisible();
    await waitFor(() => expect(field.name()).toHaveFocus());
    expect(field.name()).toHaveAttribute('aria-invalid', 'true');

    await user.type(field.email(), 'mila.example.com');
    await user.click(sendButton());
    expect(await screen.findByText('Enter a valid email address.')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/v1/contact', expect.anything());
  });

  it("while sending, every field and the button are disabled and the button reads 'Sending...'; one message, inquiry type general by default", async () => {
    const user = userEvent.setup({ delay: null });
    const answer = deferred<Response>();
    const bodies: unknown[] = [];
    mockApi({
      'POST /api/v1/contact': ({ body }) => {
        bodies.push(body);
        return answer.promise;
      },
    });
    await renderApp('/contact');
    await fillForm(user);
    // A double click still sends one message.
    await user.dblClick(sendButton());

    const button = await screen.findByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();
    for (const input of Object.values(field)) expect(input()).toBeDisabled();
    expect(bodies).toEqual([{ ...message, inquiryType: 'general' }]);

    answer.release(created());
    expect(await screen.findByRole('status')).toHaveTextContent(/within 24 hours/);
  });

  it('sends the chosen inquiry type', async () => {
    const user = userEvent.setup({ delay: null });
    const bodies: unknown[] = [];
    mockApi({
      'POST /api/v1/contact': ({ body }) => {
        bodies.push(body);
        return created();
      },
    });
    await renderApp('/contact');
    await fillForm(user);
    await user.selectOptions(field.inquiryType(), 'Partnership');
    await user.click(sendButton());
    await screen.findByRole('status');
    expect(bodies).toEqual([{ ...message, inquiryType: 'partnership' }]);
  });

  it('on success shows a confirmation promising a reply within 24 hours for 5 seconds, then the empty form again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    mockApi({ 'POST /api/v1/contact': created });
    await renderApp('/contact');
    await fillForm(user);
    await user.selectOptions(field.inquiryType(), 'Sales');
    await user.click(sendButton());

    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent('Thank you, we received your message');
    expect(confirmation).toHaveTextContent('We reply within 24 hours');
    expect(confirmation).toHaveFocus();
    // Hidden (the page keeps its height), so out of reach of role queries.
    expect(document.querySelector('form[aria-label="Contact form"]')).not.toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(4_800));
    expect(screen.getByRole('status')).toBeInTheDocument();

    // Gone at once, not after a retry: a waitFor here would let the clock run on past 5 s.
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Contact form' })).toBeVisible();
    for (const input of [field.name(), field.email(), field.subject(), field.message()]) {
      expect(input).toHaveValue('');
      expect(input).toBeEnabled();
    }
    expect(field.inquiryType()).toHaveValue('general');
    expect(sendButton()).toBeEnabled();
    expect(screen.getByRole('heading', { level: 2, name: 'Send us a message' })).toHaveFocus();
  });

  it("on failure shows the server's msg and keeps the form filled", async () => {
    const user = userEvent.setup({ delay: null });
    const alert = await failWith(user, () =>
      json(429, {
        msg: 'Too many messages. Please wait 10 minutes and try again.',
        code: 'RATE_LIMITED',
      }),
    );
    expect(alert).toHaveTextContent('Too many messages. Please wait 10 minutes and try again.');
    expect(field.name()).toHaveValue(message.name);
    expect(field.email()).toHaveValue(message.email);
    expect(field.subject()).toHaveValue(message.subject);
    expect(field.message()).toHaveValue(message.message);
    expect(sendButton()).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("prefers the server's msg even on a 5xx answer", async () => {
    const user = userEvent.setup({ delay: null });
    const alert = await failWith(user, () =>
      json(500, { msg: 'Something went wrong on our side.', code: 'INTERNAL_ERROR' }),
    );
    expect(alert).toHaveTextContent('Something went wrong on our side.');
  });

  it('a 5xx answer without msg points to the support address', async () => {
    const user = userEvent.setup({ delay: null });
    const alert = await failWith(user, () => new Response('Bad gateway', { status: 502 }));
    expect(alert).toHaveTextContent(
      `Server error. Please try again later or contact us directly at ${TEST_SUPPORT_EMAIL}`,
    );
    expect(field.message()).toHaveValue(message.message);
  });

  it('no answer at all reads as a network error', async () => {
    const user = userEvent.setup({ delay: null });
    const alert = await failWith(user, () => Promise.reject(new TypeError('Failed to fetch')));
    expect(alert).toHaveTextContent('Network error. Please check your connection and try again.');
    expect(field.subject()).toHaveValue(message.subject);
  });

  it('any other failure without msg is an unexpected error', async () => {
    const user = userEvent.setup({ delay: null });
    const alert = await failWith(user, () => new Response(null, { status: 418 }));
    expect(alert).toHaveTextContent('An unexpected error occurred. Please try again.');
    expect(field.email()).toHaveValue(message.email);
  });

  it("puts the server's field messages on their inputs, clears the error and sends again", async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    const alert = await failWith(user, () =>
      ++calls === 1
        ? json(400, {
            msg: 'Some fields are not valid. Please check them and try again.',
            code: 'VALIDATION_FAILED',
            fields: { subject: 'Use at most 200 characters.' },
          })
        : created(),
    );
    expect(alert).toHaveTextContent('Some fields are not valid.');
    expect(screen.getByText('Use at most 200 characters.')).toBeVisible();
    expect(field.subject()).toHaveAttribute('aria-invalid', 'true');

    await user.click(sendButton());
    expect(await screen.findByRole('status')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
