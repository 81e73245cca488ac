import fs from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { waitForDelivery } from './mail';

// The e2e server runs without SUPPORT_EMAIL: feedback and support requests go to the default.
const SUPPORT = 'support@motio.local';
const THERAPIST = { email: 'therapist1@demo-physio.example', password: 'Motio-demo-2026' };
const ASSISTANT = { email: 'assistant@demo-physio.example', password: 'Motio-demo-2026' };

test('feedback from the sidebar panel on the calendar reaches support with the page', async ({
  page,
  storedSignIn,
}) => {
  const words = `Week view idea ${randomUUID().slice(0, 8)}`;
  await storedSignIn(THERAPIST);
  await page.goto('/dashboard?view=week');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });

  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('button', { name: 'Feedback' })
    .click();
  const panel = page.getByRole('dialog', { name: 'Send feedback' });
  await expect(panel).toBeVisible();
  await panel.getByRole('radio', { name: 'Bug' }).check();
  await panel.getByRole('textbox', { name: 'Your feedback' }).fill(`${words}: rooms are hidden.`);
  // The keyboard way to a rating: arrows move through the stars, as in any radio group.
  await panel.getByRole('radio', { name: '1 star of 5' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(panel.getByRole('radio', { name: '3 stars of 5' })).toBeChecked();
  await panel.getByRole('button', { name: 'Send feedback' }).click();
  await expect(panel.getByRole('status')).toContainText('Thank you for your feedback');
  await panel.getByRole('button', { name: 'Done' }).click();
  await expect(panel).toBeHidden();
  // Still on the calendar.
  await expect(page).toHaveURL(/\/dashboard\?view=week$/);

  const mail = await waitForDelivery(SUPPORT, words);
  expect(mail.subject).toBe(`[Feedback: Bug] ${words}: rooms are hidden.`);
  expect(mail.replyTo).toEqual([THERAPIST.email]);
  expect(mail.text).toContain('Rating: 3 of 5');
  // The path only: the query string stays behind.
  expect(mail.text).toContain('Sent from: /dashboard\n');
});

test('a support request is mailed, confirmed and listed under "Your requests"', async ({
  page,
  storedSignIn,
}) => {
  const subject = `Export question ${randomUUID().slice(0, 8)}`;
  await storedSignIn(ASSISTANT);
  await page.goto('/dashboard/contact-support');
  const form = page.getByRole('form', { name: 'Support request' });
  await form
    .getByRole('combobox', { name: 'What do you need help with?' })
    .selectOption('Data export, import or deletion');
  await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await form.getByRole('textbox', { name: 'Message' }).fill('How do we export all appointments?');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'We received your request' }),
  ).toBeVisible();

  const requests = page.getByRole('table', { name: 'Your support requests' });
  const row = requests.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('Data export, import or deletion');
  await expect(row).toContainText('Received');

  const toSupport = await waitForDelivery(SUPPORT, subject);
  expect(toSupport.subject).toBe(`[Support: Data export, import or deletion] ${subject}`);
  expect(toSupport.replyTo).toEqual([ASSISTANT.email]);
  const confirmation = await waitForDelivery(ASSISTANT.email, subject);
  expect(confirmation.subject).toBe(`We received your support request: ${subject}`);
});

test('the owner filters the audit log and downloads it as CSV', async ({ page, storedSignIn }) => {
  await storedSignIn();
  await page.goto('/dashboard/settings/audit-log');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible({
    timeout: 15_000,
  });
  const events = page.getByRole('table', { name: 'Audit events' });
  await expect(events).toBeVisible();

  await page.getByRole('combobox', { name: 'Member' }).click();
  await page.getByRole('option', { name: /^Ana / }).click();
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Signed in', exact: true }).click();
  await expect(page).toHaveURL(/[?&]member=[0-9a-f-]{36}/);
  await expect(page).toHaveURL(/[?&]action=auth\.signed_in/);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const rows = events.getByRole('row');
  await expect(rows.nth(1)).toContainText('Signed in');
  for (const cell of await events.getByRole('row').locator('td:nth-child(3)').allTextContents())
    expect(cell).toBe('Signed in');

  // The URL keeps the filters: a reload shows the same log.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Action' })).toHaveValue('Signed in');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await fs.readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...lines] = csv.trimEnd().split('\r\n');
  expect(header).toBe(
    'time_utc,member,member_id,action,action_code,entity_type,entity_id,patient_id,ip',
  );
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(line).toContain(',Signed in,auth.signed_in,');
});
