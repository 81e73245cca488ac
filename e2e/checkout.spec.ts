import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { fromAddress } from './fixtures';
import { waitForMail } from './mail';

// People signing up from an address of this file's own (see fromAddress).
test.use(fromAddress('203.0.113.15'));

// The paid sign-up (plan, account details, payment, account) with the local provider: no network.
// Registrations are rate limited per address (10 an hour): this file creates two accounts.
const PASSWORD = 'Amber-harbour-compass-58';
const newEmail = () => `paid-${randomUUID()}@example.com`;

test.describe.configure({ timeout: 60_000 });

/** From the pricing page's Team card to the filled registration form. */
async function chooseTeamAndFillForm(page: Page, email: string) {
  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Start free trial of Team' }).first().click();
  await expect(page).toHaveURL(/\/checkout\?plan=Team/);
  await expect(page.getByRole('radio', { name: /Team/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/register\?priceId=local_team_monthly/);

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Jelena');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Marković');
  await page.getByRole('textbox', { name: 'Clinic name', exact: true }).fill('Niš Motion Clinic');
  await page.getByRole('textbox', { name: 'Location', exact: true }).fill('Niš, Serbia');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
}

async function payWith(page: Page, cardNumber: string) {
  const overlay = page.getByRole('dialog', { name: 'Payment' });
  await overlay.getByRole('textbox', { name: 'Name on card' }).fill('Jelena Marković');
  await overlay.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
  await overlay.getByRole('textbox', { name: 'Expiry' }).fill('12/34');
  await overlay.getByRole('textbox', { name: 'CVC' }).fill('123');
  await overlay.getByRole('button', { name: 'Pay securely' }).click();
}

/** Counts register calls that reached the server, whatever they answered. */
function countRegistrations(page: Page) {
  const calls: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/auth/register')) {
      calls.push(1);
    }
  });
  return calls;
}

test('a clinic pays with the test card: one account on Team, verified from the mail, with its trial in Plan & Billing', async ({
  page,
}) => {
  const email = newEmail();
  const registrations = countRegistrations(page);
  await chooseTeamAndFillForm(page, email);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await payWith(page, '4242 4242 4242 4242');

  // The local overlay raises the provider event and shows its success image: two completion
  // signals, one account.
  await expect(page.getByRole('img', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText('Registration successful')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/success\?plan=Team/);
  expect(registrations).toHaveLength(1);
  await expect(page.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');

  const mail = await waitForMail(email, 'Confirm your email address');
  await page.goto(new URL(mail.link).pathname + new URL(mail.link).search);
  await expect(page.getByText('Your email has been verified. You can now log in.')).toBeVisible();

  await page.request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } });
  await page.goto('/dashboard/settings/plan-and-billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Plan & billing' })).toBeVisible();
  await expect(page.getByText('Team, billed monthly')).toBeVisible();
  await expect(page.getByText('Trial', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Payments' })).toContainText('•••• 4242');
});

test('a declined card says so in the overlay and creates nothing; 4242 then succeeds', async ({
  page,
}) => {
  const email = newEmail();
  const registrations = countRegistrations(page);
  await chooseTeamAndFillForm(page, email);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await payWith(page, '4000 0000 0000 0002');

  const overlay = page.getByRole('dialog', { name: 'Payment' });
  await expect(overlay.getByText(/Your card was declined/)).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/register/);
  expect(registrations).toHaveLength(0);

  await overlay.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await overlay.getByRole('button', { name: 'Pay securely' }).click();
  await expect(page).toHaveURL(/\/checkout\/success/);
  expect(registrations).toHaveLength(1);
});
