import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { fromAddress } from './fixtures';
import { tabTo } from './keyboard';
import { pathOf, waitForDelivery, waitForMail } from './mail';

// A patient in New York books the Belgrade demo clinic on their phone, by keyboard alone.
test.use({
  viewport: { width: 375, height: 800 },
  timezoneId: 'America/New_York',
  ...fromAddress('198.51.100.24'),
});

test('a patient books the demo clinic from a phone with the keyboard, confirms the mailed code, and later moves the visit in the portal', async ({
  page,
}) => {
  test.setTimeout(90_000);
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

  // Later, from the portal: sign in by the mailed link and move the visit to another time.
  const yourVisits = page.getByRole('link', { name: 'your visits' });
  await tabTo(page, yourVisits);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portal\/demo-physio$/);
  await field('Email', email);
  await page.keyboard.press('Enter');
  await expect(page.getByText('a sign-in link is on its way')).toBeVisible();
  const signIn = await waitForMail(email, 'Your sign-in link for Demo Physio Clinic');
  await page.goto(pathOf(signIn.link));
  await expect(page.getByRole('heading', { name: 'Hello, Ana' })).toBeVisible();
  const visit = page.getByRole('article', { name: /^Initial assessment, / });
  await expect(visit).toBeVisible();
  await choose(/^Change time/);
  const otherTime = page.getByRole('button', { name: /^\d{2}:\d{2}, / }).nth(2);
  const [newTime] = (await otherTime.getAttribute('aria-label'))!.split(', ');
  await tabTo(page, otherTime);
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Move visit' }).press('Enter');
  await expect(visit).toContainText(newTime!);
});
