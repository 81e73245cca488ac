import { expect, test, type Page, type Request } from '@playwright/test';
import { ANALYTICS_HOST } from '../playwright.config';

/** Every request the page makes to the analytics host (answered here, never sent anywhere). */
async function watchAnalytics(page: Page) {
  const toAnalytics: Request[] = [];
  const toConfig: Request[] = [];
  await page.route(`${ANALYTICS_HOST}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }),
  );
  page.on('request', (request) => {
    if (request.url().startsWith(ANALYTICS_HOST)) toAnalytics.push(request);
    if (new URL(request.url()).pathname === '/api/v1/config') toConfig.push(request);
  });
  return { toAnalytics, toConfig };
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

test.describe('analytics and cookie consent', () => {
  test('nothing goes to analytics before Accept; after Accept events flow', async ({ page }) => {
    const { toAnalytics, toConfig } = await watchAnalytics(page);
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await page.getByRole('link', { name: 'Pricing', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(toConfig).toHaveLength(0);
    expect(toAnalytics).toHaveLength(0);

    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => toConfig.length).toBe(1);
    // Events are batched and sent within the 3 s flush interval.
    await expect.poll(() => toAnalytics.length, { timeout: 10_000 }).toBeGreaterThan(0);
  });
});
