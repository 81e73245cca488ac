import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { waitForDelivery } from './mail';

// The e2e server runs without SUPPORT_EMAIL: contact messages go to the default address.
const SUPPORT = 'support@motio.local';

test('a visitor sends the contact form, sees the confirmation, and support receives the message', async ({
  page,
}) => {
  const email = `e2e-contact-${randomUUID()}@example.com`;
  const subject = `Moving our records ${randomUUID().slice(0, 8)}`;
  await page.goto('/contact');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Jelena Ilić');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('combobox', { name: 'Inquiry type' }).selectOption('Sales');
  await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject);
  await page
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('We are four therapists in Niš.\nHow do we move our paper records into Motio?');
  await page.getByRole('button', { name: 'Send message' }).click();

  const confirmation = page.getByRole('status').filter({ hasText: 'we received your message' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText('We reply within 24 hours');

  const toSupport = await waitForDelivery(SUPPORT, subject);
  expect(toSupport.subject).toBe(`[Sales] ${subject}`);
  expect(toSupport.replyTo).toEqual([email]);
  expect(toSupport.text).toContain('How do we move our paper records into Motio?');

  const toSender = await waitForDelivery(email, 'We received your message');
  expect(toSender.text).toContain('we reply within 24 hours');

  // After 5 seconds the empty form is back.
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible({ timeout: 7_000 });
  await expect(confirmation).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Subject', exact: true })).toHaveValue('');
});
