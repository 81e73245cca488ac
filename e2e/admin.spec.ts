import { randomUUID } from 'node:crypto';
import { type APIRequestContext } from '@playwright/test';
import { DEMO_OPERATOR, expect, fromAddress, test } from './fixtures';
import { waitForMail } from './mail';

// People signing up from an address of this file's own (see fromAddress).
test.use(fromAddress('203.0.113.13'));

const PASSWORD = 'Amber-harbour-violin-58';

// A registration, a mail and two signed-in browsers.
test.describe.configure({ timeout: 60_000 });

/** A new verified account signed in in its own browser context. */
async function signedInNewUser(request: APIRequestContext) {
  const email = `e2e-admin-${randomUUID()}@example.com`;
  const registered = await request.post('/api/v1/auth/register', {
    data: {
      name: 'Nikola',
      lastName: 'Tesla-Marić',
      location: 'Smiljan',
      email,
      password: PASSWORD,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const mail = await waitForMail(email, 'Confirm your email address');
  const token = new URL(mail.link).searchParams.get('token');
  expect((await request.get(`/api/v1/auth/verify-email?token=${token}`)).status()).toBe(200);
  const login = () => request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } });
  expect((await login()).status()).toBe(200);
  return { email, login };
}

test('the operator, in no clinic, signs in through the form and lands on the admin area; clinic screens lead there too', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO_OPERATOR.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_OPERATOR.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin overview' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/dashboard/admin');

  for (const path of [
    '/dashboard/all-patients',
    '/dashboard/stats',
    '/dashboard/appointments-today',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin overview' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/dashboard/admin');
  }
  await expect(page.getByText(/couldn.t load|could not be loaded/i)).toHaveCount(0);
});

test('an operator finds a user, disables them (their session ends) and enables them again', async ({
  page,
  browser,
  storedSignIn,
}) => {
  const userContext = await browser.newContext();
  const user = await signedInNewUser(userContext.request);
  const currentUser = () => userContext.request.get('/api/v1/users/current-user');
  expect((await currentUser()).status()).toBe(200);

  await storedSignIn(DEMO_OPERATOR);
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Admin' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin overview' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Users' })
    .click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(user.email);
  const card = page.getByRole('listitem', { name: 'Nikola Tesla-Marić' });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(user.email)).toBeVisible();

  await card.getByRole('button', { name: 'Disable: Nikola Tesla-Marić' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disable this account?' });
  await dialog.getByRole('button', { name: 'Disable account' }).click();
  await expect(page.getByText("Nikola Tesla-Marić's account is disabled")).toBeVisible();
  await expect(card.getByText('Disabled', { exact: true })).toBeVisible();
  expect((await currentUser()).status()).toBe(401);
  expect((await user.login()).status()).toBe(401);

  await card.getByRole('button', { name: 'Enable: Nikola Tesla-Marić' }).click();
  await page
    .getByRole('dialog', { name: 'Enable this account?' })
    .getByRole('button', { name: 'Enable account' })
    .click();
  await expect(page.getByText("Nikola Tesla-Marić's account is enabled")).toBeVisible();
  await expect(card.getByText('Disabled', { exact: true })).toHaveCount(0);
  expect((await user.login()).status()).toBe(200);
  await userContext.close();
});

test('an operator triages a contact message with an internal note', async ({
  page,
  browser,
  storedSignIn,
}) => {
  const subject = `Question about imports ${randomUUID().slice(0, 8)}`;
  const visitor = await browser.newContext();
  const sent = await visitor.request.post('/api/v1/contact', {
    data: {
      name: 'Petra Lindqvist',
      email: 'petra@clinic.example',
      subject,
      message: 'Can we import our appointment history from a spreadsheet?',
      inquiryType: 'support',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await visitor.close();

  await storedSignIn(DEMO_OPERATOR);
  await page.goto('/dashboard/admin/feedback-management');
  const card = page.getByRole('listitem', { name: subject });
  await card.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Triaged' }).click();
  await card
    .getByRole('textbox', { name: 'Internal notes' })
    .fill('Pointed them to the CSV import.');
  await card.getByRole('button', { name: 'Save triage' }).click();
  await expect(page.getByText('Triage saved')).toBeVisible();

  await page.reload();
  const saved = page.getByRole('listitem', { name: subject });
  await expect(saved.getByText('Triaged', { exact: true })).toBeVisible();
  await expect(saved.getByRole('textbox', { name: 'Internal notes' })).toHaveValue(
    'Pointed them to the CSV import.',
  );
});
