import fs from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { expect, test } from './fixtures';

test('the owner reads the demo clinic’s figures, changes the range and downloads a CSV', async ({
  page,
  storedSignIn,
}) => {
  await storedSignIn();
  await page.goto('/dashboard/stats');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Last 12 weeks' })).toBeChecked();
  const weeks = page.getByRole('region', { name: 'Appointments per week' });
  await expect(weeks.getByRole('table')).toBeVisible({ timeout: 15_000 });
  // The demo clinic has appointments in the days around today.
  const appointments = page.locator('dt', { hasText: /^Appointments$/ }).locator('+ dd');
  await expect(appointments).toHaveText(/^[1-9]\d*$/);

  await page.locator('label', { hasText: 'Last 4 weeks' }).click();
  await expect(page).toHaveURL(/\?range=last-4-weeks$/);
  await expect(weeks.getByRole('table').locator('tbody tr')).toHaveCount(4);

  await page.locator('label', { hasText: 'Custom' }).click();
  const today = new Date();
  const day = (offset: number) =>
    new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const form = page.getByRole('form', { name: 'Custom date range' });
  await form.getByRole('textbox', { name: 'From' }).fill(day(-3));
  await form.getByRole('textbox', { name: 'To' }).fill(day(3));
  await form.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?range=custom&from=${day(-3)}&to=${day(3)}$`));
  await expect(appointments).toHaveText(/^[1-9]\d*$/);

  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });

  // The screen shows the new range a moment after the address changes: until then the button
  // still names the last range's file (while the new figures load, it is disabled).
  let file: Download | undefined;
  await expect(async () => {
    // A click while the button is still disabled starts no download: try again soon.
    const download = page.waitForEvent('download', { timeout: 2_000 });
    await page.getByRole('button', { name: 'Download CSV: Appointments by status' }).click();
    file = await download;
    expect(file.suggestedFilename()).toBe(
      `motio-appointments-by-status-${day(-3)}-to-${day(3)}.csv`,
    );
  }).toPass({ timeout: 10_000 });
  if (!file) throw new Error('no download');
  const csv = (await fs.readFile(await file.path())).toString('utf8');
  expect(csv.startsWith('\uFEFFStatus,Appointments,Share\r\n')).toBe(true);
  expect(csv).toMatch(/\r\nCompleted,\d+,[\d.]+\r\n/);
});
