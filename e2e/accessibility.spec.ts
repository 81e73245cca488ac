import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { publicPages } from '../src/domain/public-pages';

/** Every screen a visitor can reach without signing in (spec §2 public routes). */
const publicPaths = [
  ...publicPages.map((page) => page.path),
  '/verify-email',
  '/forgot-password',
  '/reset-password?token=example',
  '/accept-invitation?token=example',
  '/checkout',
  '/checkout/register',
  '/checkout/register?priceId=local_team_monthly&planName=Team&planType=team&interval=monthly&price=%2449.99&currency=USD',
  '/checkout/success',
  '/no-such-page',
];

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility of the public site in the ${scheme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((chosen) => {
        window.localStorage.setItem('motio-color-scheme', chosen);
      }, scheme);
    });

    for (const path of publicPaths) {
      test(`axe finds no violations on ${path}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The cookie banner is part of what every first-time visitor sees.
        await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        const results = await new AxeBuilder({ page }).analyze();
        expect(
          results.violations.map(({ id, help, nodes }) => ({
            id,
            help,
            targets: nodes.map((node) => node.target.join(' ')),
          })),
        ).toEqual([]);
      });
    }
  });
}
