import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_CONSENT_KEY } from '../../lib/consent';
import { json, mockApi } from '../../test/api-mock';
import { posthogMock, resetPosthogMock } from '../../test/posthog-mock';
import { renderApp } from '../../test/render-app';

vi.mock('posthog-js', () => ({ default: posthogMock }));

const analyticsOn = () =>
  json(200, {
    config: {
      environment: 'production',
      analytics: { key: 'phc_test', host: 'https://eu.i.posthog.com' },
      supportEmail: 'support@motio.local',
    },
  });

async function submitRegistration(path: string, answer: () => Response) {
  const user = userEvent.setup({ delay: null });
  window.localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify({ accepted: true, ts: 1 }));
  mockApi({ 'GET /api/v1/config': analyticsOn, 'POST /api/v1/auth/register': answer });
  await renderApp(path);
  await waitFor(() => expect(posthogMock.init).toHaveBeenCalled());
  await user.type(await screen.findByLabelText(/^Name/), 'Mila');
  await user.type(screen.getByLabelText(/^Last name/), 'Jovanović');
  await user.type(screen.getByLabelText(/^Clinic name/), 'Kinetic Physio Dorćol');
  await user.type(screen.getByLabelText(/^Location/), 'Belgrade, Serbia');
  await user.type(screen.getByLabelText(/^Email/), 'mila@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'quiet river lamp');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

const captured = (event: string) =>
  posthogMock.capture.mock.calls.filter(([name]) => name === event).map(([, props]) => props);

beforeEach(resetPosthogMock);

describe('registration analytics', () => {
  it('records the submit with UTM data, then the success, and nothing typed into the form', async () => {
    await submitRegistration('/register?utm_source=newsletter&utm_campaign=autumn', () =>
      json(201, { earlyAccess: 'member' }),
    );
    await screen.findByRole('heading', { level: 1, name: /Welcome/i });
    expect(captured('registration_submitted')).toEqual([
      { utm_source: 'newsletter', utm_campaign: 'autumn' },
    ]);
    expect(captured('registration_succeeded')).toHaveLength(1);
    expect(JSON.stringify(posthogMock.capture.mock.calls)).not.toMatch(
      /mila|Jovanovi|Kinetic|Dor[cć]ol|Belgrade|river/i,
    );
  });

  it("records a failure with the server's msg", async () => {
    await submitRegistration('/register', () =>
      json(409, { msg: 'An account with this email already exists.', code: 'EMAIL_TAKEN' }),
    );
    await waitFor(() =>
      expect(captured('registration_failed')).toEqual([
        { error: 'An account with this email already exists.' },
      ]),
    );
  });

  it("records 'Unknown error' when the server gave no message", async () => {
    await submitRegistration('/register', () => new Response('', { status: 502 }));
    await waitFor(() =>
      expect(captured('registration_failed')).toEqual([{ error: 'Unknown error' }]),
    );
  });
});
