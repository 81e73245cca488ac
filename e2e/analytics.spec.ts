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

  test('Dismiss stores nothing and sends nothing', async ({ page }) => {
    const { toAnalytics } = await watchAnalytics(page);
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner(page)).toBeHidden();
    expect(
      await page.evaluate(() => window.localStorage.getItem('motio-cookie-consent-v1')),
    ).toBeNull();
    await page.waitForTimeout(500);
    expect(toAnalytics).toHaveLength(0);
  });

  test('withdrawing consent stops capture', async ({ page }) => {
    const { toAnalytics } = await watchAnalytics(page);
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => toAnalytics.length, { timeout: 10_000 }).toBeGreaterThan(0);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Manage cookies' }).click();
    await banner(page).getByRole('button', { name: 'Withdraw consent' }).click();
    await expect(banner(page)).toBeHidden();
    // Let anything already queued leave, then browse: nothing more may be sent.
    await page.waitForTimeout(3_500);
    const sentBefore = toAnalytics.length;
    await page.getByRole('link', { name: 'Features', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(3_500);
    expect(toAnalytics).toHaveLength(sentBefore);
  });
});
