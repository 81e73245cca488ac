import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { fromAddress, signIn } from './fixtures';
import { pathOf, waitForMail } from './mail';

// People signing up from an address of this file's own (see fromAddress).
test.use(fromAddress('203.0.113.11'));

// Registrations are rate limited per address (10 an hour): this file registers three people.
const PASSWORD = 'Quiet-river-lantern-42';
const newEmail = () => `e2e-${randomUUID()}@example.com`;

// Whole journeys: registration, a mail, several sign-ins.
test.describe.configure({ timeout: 60_000 });

async function register(page: Page, email: string) {
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Vesna');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Popović');
  await page.getByRole('textbox', { name: 'Clinic name', exact: true }).fill('Šumadija Physio');
  await page.getByRole('textbox', { name: 'Location', exact: true }).fill('Kragujevac, Serbia');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/checkout\/success/);
}

async function verifyFromMail(page: Page, email: string) {
  const mail = await waitForMail(email, 'Confirm your email address');
  await page.goto(pathOf(mail.link));
  await expect(page.getByText('Your email has been verified. You can now log in.')).toBeVisible();
}

async function logInWithForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a new clinic owner registers, verifies from the mail, signs in and signs out', async ({
  page,
}) => {
  const email = newEmail();
  await register(page, email);
  await expect(page.getByText('Registration successful')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();

  await logInWithForm(page, email, PASSWORD);
  await expect(page.getByText(/verify your email/i).first()).toBeVisible();

  await verifyFromMail(page, email);
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  const accountMenu = page.getByRole('button', { name: /Account menu for Vesna Popović/ });
  await expect(accountMenu).toContainText('Šumadija Physio');
  await accountMenu.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect((await page.request.get('/api/v1/users/current-user')).status()).toBe(401);
});

test('a forgotten password is reset from the mailed link', async ({ page }) => {
  const email = newEmail();
  await register(page, email);
  await verifyFromMail(page, email);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText(/we have emailed a link/i)).toBeVisible();

  const mail = await waitForMail(email, 'Reset your Motio password');
  await page.goto(pathOf(mail.link));
  const newPassword = 'Copper-meadow-falcon-77';
  await page.getByRole('textbox', { name: /new password/i }).fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login/);

  await logInWithForm(page, email, PASSWORD);
  await expect(page.getByText('Email or password is incorrect.')).toBeVisible();
  await logInWithForm(page, email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('two-factor sign-in asks for the authenticator code, and a recovery code works once', async ({
  page,
}) => {
  const email = newEmail();
  await register(page, email);
  await verifyFromMail(page, email);

  await logInWithForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/settings');
  await page.getByRole('button', { name: 'Set up' }).click();
  const setupDialog = page.getByRole('dialog', { name: 'Set up two-factor sign-in' });
  await expect(setupDialog.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await setupDialog.locator('code').first().innerText()).replace(/\s/g, '');
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  await setupDialog.getByRole('textbox', { name: /Enter the 6-digit code/ }).fill(totp.generate());
  await setupDialog.getByLabel(/Confirm with your current password/).fill(PASSWORD);
  await setupDialog.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const codesDialog = page.getByRole('dialog', { name: 'Save your recovery codes' });
  const codes = codesDialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allInnerTexts();
  await codesDialog.getByRole('button', { name: 'I have saved them' }).click();
  await page.request.post('/api/v1/auth/logout');

  await logInWithForm(page, email, PASSWORD);
  await expect(page.getByText('Two-factor sign-in')).toBeVisible();
  // The code of the next time step: the one used to turn it on cannot be used again.
  await page
    .getByRole('textbox', { name: 'Authentication code', exact: true })
    .fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.request.post('/api/v1/auth/logout');

  await logInWithForm(page, email, PASSWORD);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByRole('textbox', { name: 'Recovery code', exact: true }).fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.request.post('/api/v1/auth/logout');

  await logInWithForm(page, email, PASSWORD);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByRole('textbox', { name: 'Recovery code', exact: true }).fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText(/That code is not right/).first()).toBeVisible();
});

test('an invited therapist accepts from the mail, sets a password and lands in the clinic', async ({
  page,
  browser,
}) => {
  const email = newEmail();
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await signIn(ownerPage);
  await ownerPage.goto('/dashboard/settings/team-management');
  await ownerPage.getByRole('button', { name: 'Invite member' }).click();
  const invite = ownerPage.getByRole('dialog', { name: 'Invite a team member' });
  await invite.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await invite.getByRole('textbox', { name: 'Title' }).fill('Physiotherapist');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(ownerPage.getByText(`Invitation sent to ${email}`)).toBeVisible();

  const mail = await waitForMail(email, 'Join Demo Physio Clinic on Motio');
  await page.goto(pathOf(mail.link));
  await expect(page.getByText('Demo Physio Clinic').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Nikola');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Stanić');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account and join' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const me = await (await page.request.get('/api/v1/users/current-user')).json();
  expect(me.membership).toMatchObject({ clinicName: 'Demo Physio Clinic', role: 'therapist' });

  await ownerPage.reload();
  await expect(ownerPage.getByText(email).first()).toBeVisible();
  await expect(ownerPage.getByText('Nikola Stanić').first()).toBeVisible();
  await owner.close();
});
