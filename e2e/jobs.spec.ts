import { expect, test } from './fixtures';

/** A calendar day `offset` days from today (UTC; two days back is past in any clinic zone). */
const dayFrom = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('a job for a patient: add, find by Mine and Overdue, mark done, edit, delete', async ({
  page,
  storedSignIn,
}) => {
  test.setTimeout(60_000);
  await storedSignIn();
  // Mantine's Chip hides its checkbox under the label: people click the label.
  const toggle = (name: string) =>
    page
      .locator('label')
      .filter({ hasText: new RegExp(`^${name}$`) })
      .click();
  const stamp = Date.now();
  const lastName = `Jobtest${stamp}`;
  const created = await page.request.post('/api/v1/patients', {
    data: { firstName: 'Vesna', lastName, confirmDuplicate: true },
  });
  expect(created.status()).toBe(201);
  const title = `Call Vesna about the MRI ${stamp}`;

  await page.goto('/dashboard/add-job');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Description' }).fill('Ask her to bring the report.');
  await expect(page.getByRole('combobox', { name: 'Assignee' })).toHaveValue('Ana Marković');
  await page.getByLabel('Due date').fill(dayFrom(-2));
  await page.getByRole('combobox', { name: 'Patient (optional)' }).fill(lastName);
  await page.getByRole('option', { name: new RegExp(lastName) }).click();
  await page.getByRole('button', { name: 'Add job' }).click();

  await expect(page).toHaveURL(/\/dashboard\/all-jobs$/);
  await toggle('Mine');
  await toggle('Overdue');
  await expect(page).toHaveURL(/mine=1&overdue=1/);
  await page.getByRole('textbox', { name: 'Search jobs' }).fill(String(stamp));
  await expect(page).toHaveURL(new RegExp(`q=${stamp}`));
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Overdue');
  await expect(row.getByRole('link', { name: `Vesna ${lastName}` })).toBeVisible();

  await row.getByRole('button', { name: `Mark done: ${title}` }).click();
  await expect(page.getByRole('heading', { name: 'No jobs match' })).toBeVisible();
  await toggle('Overdue');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Done', exact: true }).click();
  const doneRow = page.getByRole('row').filter({ hasText: title });
  await expect(doneRow).toContainText('Done');
  await expect(doneRow).not.toContainText('Overdue');

  await doneRow.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit job' })).toBeVisible();
  await expect(page.getByText(/^Done on /)).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(`${title} (called)`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/dashboard\/all-jobs$/);
  await page.getByRole('textbox', { name: 'Search jobs' }).fill(String(stamp));
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'All statuses' }).click();
  await page.getByRole('link', { name: `${title} (called)` }).click();

  await page.getByRole('button', { name: 'Delete job' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this job?' })
    .getByRole('button', { name: 'Delete job' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/all-jobs$/);
  await page.getByRole('textbox', { name: 'Search jobs' }).fill(String(stamp));
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'All statuses' }).click();
  await expect(page.getByRole('heading', { name: 'No jobs match' })).toBeVisible();
});
