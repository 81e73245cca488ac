import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { fromAddress } from './fixtures';
import { tabTo } from './keyboard';
import { waitForDelivery } from './mail';

// A patient in New York books the Belgrade demo clinic on their phone, by keyboard alone.
test.use({
  viewport: { width: 375, height: 800 },
  timezoneId: 'America/New_York',
  ...fromAddress('198.51.100.24'),
});

test('a patient books the demo clinic from a phone with the keyboard, confirms the mailed code and gets the calendar file', async ({
  page,
}) => {
  const email = `ana.${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/book/demo-physio');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Physio Clinic' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('New and returning patients are welcome');

  const choose = async (name: RegExp) => {
    const choice = page.getByRole('button', { name });
    await tabTo(page, choice);
    await page.keyboard.press('Enter');
  };
  await choose(/^Centar/);
  await choose(/^Initial assessment/);
  await choose(/^Anyone available/);

  await expect(page.getByText(/^Times are in Europe\/Belgrade \(clinic time\)\./)).toBeVisible();
  const firstTime = page.getByRole('button', { name: /^\d{2}:\d{2}, / }).first();
  const thisWeeksFirst = await firstTime.getAttribute('aria-label');
  await choose(/^Next week/);
  await expect(firstTime).not.toHaveAttribute('aria-label', thisWeeksFirst!);
  // The first free time next week, named with its day.
  const [timeText, dayName] = (await firstTime.getAttribute('aria-label'))!.split(', ');
  await tabTo(page, firstTime);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await expect(page.getByText(dayName!)).toBeVisible();
  const field = async (name: string, text: string) => {
    const input = page.getByRole('textbox', { name, exact: true });
    await tabTo(page, input);
    await input.pressSequentially(text);
  };
  await field('First name', 'Ana');
  await field('Last name', 'Petrović');
  await field('Email', email);
  await field('Phone', '+381 64 555 0101');
  await field('Day', '17');
  await field('Month', '5');
  await field('Year', '1990');
  await tabTo(page, page.getByRole('button', { name: 'Book this time' }));
  await page.keyboard.press('Enter');

  await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  const codeMail = await waitForDelivery(email, 'is your code to book at Demo Physio Clinic');
  const code = /\b(\d{6})\b/.exec(codeMail.subject)![1]!;
  await field('Code', code);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'You’re booked' })).toBeVisible();
  await expect(page.getByText('Initial assessment')).toBeVisible();
  await expect(page.getByText(timeText!).first()).toBeVisible();

  const confirmation = await waitForDelivery(
    email,
    'Your appointment at Demo Physio Clinic is booked',
  );
  expect(confirmation.attachments.some((name) => name.endsWith('.ics'))).toBe(true);
});
