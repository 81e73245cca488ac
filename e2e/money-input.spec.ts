import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';

// The demo clinic charges in euros and writes numbers the Irish way (en-IE).
test('a price typed key by key into Settings → Services saves exactly that amount', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/dashboard/settings/services-settings');
  await page.getByRole('button', { name: 'New service' }).click();
  const dialog = page.getByRole('dialog', { name: 'New service' });
  await dialog.getByLabel(/Name/).fill('Price typing check');
  const price = dialog.getByLabel(/Price/);
  await expect(dialog.getByText('€', { exact: true })).toBeVisible();

  await price.click();
  await page.keyboard.type('65');
  await expect(price).toHaveValue('65');
  await page.keyboard.press('Tab');
  await expect(price).toHaveValue('65.00');
  await dialog.getByRole('button', { name: 'Add service' }).click();
  await expect(page.getByText('Service added')).toBeVisible();

  const item = page
    .getByRole('list', { name: 'Services' })
    .getByRole('listitem')
    .filter({ hasText: 'Price typing check' });
  await expect(item).toContainText('30 min · €65.00');
  const saved = await page.request.get('/api/v1/services');
  const services = ((await saved.json()) as { services: { name: string; priceMinor: number }[] })
    .services;
  expect(services.find((service) => service.name === 'Price typing check')).toMatchObject({
    priceMinor: 6500,
    currency: 'EUR',
  });

  // Selecting everything and typing replaces the amount; the caret never jumps.
  await item.getByRole('button', { name: 'Edit Price typing check' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit service' });
  await edit.getByLabel(/Price/).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('1,250.5');
  await expect(edit.getByLabel(/Price/)).toHaveValue('1,250.5');
  await edit.getByRole('button', { name: 'Save service' }).click();
  await expect(item).toContainText('30 min · €1,250.50');

  // Leave the demo clinic's bookable services as they were.
  await item.getByRole('button', { name: 'Deactivate Price typing check' }).click();
  await expect(item).toContainText('Inactive');
});
