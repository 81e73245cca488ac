import { expect, type APIRequestContext } from '@playwright/test';
import { axeTour } from './axe';
import { DEMO_OPERATOR, fromAddress, test } from './fixtures';

// People signing up from an address of this file's own (see fromAddress).
test.use(fromAddress('203.0.113.14'));

/** A contact message, so the feedback screen is checked with a card and its triage form. */
let message: Promise<void> | undefined;
function aMessage(request: APIRequestContext) {
  message ??= (async () => {
    const sent = await request.post('/api/v1/contact', {
      data: {
        name: 'Axe Visitor',
        email: 'axe-visitor@example.com',
        subject: 'Accessibility check',
        message: 'Does Motio work with a screen reader?',
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  })();
  return message;
}

/** An unverified account the operator has disabled, so the user cards show those badges too. */
let disabledUser: Promise<void> | undefined;
function aDisabledUser(request: APIRequestContext) {
  disabledUser ??= (async () => {
    const email = `axe-${Date.now()}@example.com`;
    const registered = await request.post('/api/v1/auth/register', {
      data: {
        name: 'Axe',
        lastName: 'Checker',
        location: 'Berlin',
        email,
        password: 'Amber-harbour-violin-58',
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const found = await request.get(`/api/v1/admin/users?search=${encodeURIComponent(email)}`);
    const [user] = ((await found.json()) as { users: { id: string }[] }).users;
    const disabled = await request.post(`/api/v1/admin/users/${user!.id}/disable`);
    expect(disabled.status(), await disabled.text()).toBe(200);
  })();
  return disabledUser;
}

const screens = [
  '/dashboard/admin',
  '/dashboard/admin/user-management',
  '/dashboard/admin/feedback-management',
  '/dashboard/admin/usage-monitoring',
  '/dashboard/admin/plan-management',
];

test('axe finds no violations on the operator admin screens', async ({ page, storedSignIn }) => {
  await storedSignIn(DEMO_OPERATOR);
  await aMessage(page.request);
  await aDisabledUser(page.request);
  await axeTour(
    page,
    screens.map((path) => ({ name: path, path })),
  );
});
