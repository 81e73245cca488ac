import { expect, test } from '@playwright/test';
import { DEMO_OWNER, signIn } from './fixtures';

const THERAPIST = { email: 'therapist2@demo-physio.example', password: DEMO_OWNER.password };

test('a therapist writes and signs a missing note from "Notes to finish", and the count drops', async ({
  page,
}) => {
  await signIn(page, THERAPIST);
  await page.goto('/dashboard/notes-to-finish');
  const sidebarLink = page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: /^Notes to finish \d+$/ });
  const countBefore = Number((await sidebarLink.innerText()).match(/\d+/)![0]);
  expect(countBefore).toBeGreaterThan(0);

  const list = page.getByRole('list', { name: 'Notes to finish' });
  const write = list.getByRole('link', { name: /^Write note: / }).first();
  const patient = (await write.getAttribute('aria-label'))!.replace('Write note: ', '');
  await write.click();

  await expect(page.getByRole('heading', { level: 1, name: patient })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Write visit note' })).toBeVisible();
  await page.getByRole('textbox', { name: /Subjective/ }).fill('Pain 3/10, sleeping better.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('form', { name: 'Edit draft note' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign note' }).click();
  await page
    .getByRole('dialog', { name: 'Sign this note?' })
    .getByRole('button', { name: 'Sign note' })
    .click();
  await expect(page.getByText(/Signed by/)).toBeVisible();

  await page.getByRole('link', { name: /^Notes to finish/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notes to finish' })).toBeVisible();
  await expect(sidebarLink).toHaveText(new RegExp(`${countBefore - 1}$`));
});
