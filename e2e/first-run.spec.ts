import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { pathOf, waitForMail } from './mail';

// A new clinic's first sign-in. Registrations are rate limited per address (10 an hour): this
// file registers one person.
const PASSWORD = 'Linden-harbour-quiet-37';

test.describe.configure({ timeout: 60_000 });
// The browser's zone is proposed as the clinic's.
test.use({ timezoneId: 'Europe/Belgrade' });

test("a new owner's clinic is named at sign-up, runs on the browser's time zone, and opens on the setup checklist", async ({
  page,
}) => {
  const email = `first-run-${randomUUID()}@example.com`;
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Milica');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Stanković');
  await page
    .getByRole('textbox', { name: 'Clinic name', exact: true })
    .fill('Kinetic Physio Zemun');
  await page.getByRole('textbox', { name: 'Location', exact: true }).fill('Belgrade, Serbia');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/checkout\/success/);

  const mail = await waitForMail(email, 'Confirm your email address');
  await page.goto(pathOf(mail.link));
  await expect(page.getByText('Your email has been verified. You can now log in.')).toBeVisible();

  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const checklist = page.getByRole('region', { name: 'Set up your clinic' });
  await expect(checklist).toBeVisible();
  await expect(checklist.getByText('0 of 6 done')).toBeVisible();
  await expect(checklist.getByRole('link', { name: 'To do: Services' })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Calendar' })).toBeInViewport();
  await expect(
    page.getByRole('button', { name: /Account menu for Milica Stanković/ }),
  ).toContainText('Kinetic Physio Zemun');
  await expectNoAxeViolations(page);
  const settings = await page.request.get('/api/v1/clinic/settings');
  expect((await settings.json()).settings.timeZone).toBe('Europe/Belgrade');

  await checklist.getByRole('button', { name: 'Hide checklist' }).click();
  await expect(checklist).toBeHidden();
  await page.reload();
  await expect(page.getByRole('toolbar', { name: 'Calendar' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Set up your clinic' })).toHaveCount(0);
});
