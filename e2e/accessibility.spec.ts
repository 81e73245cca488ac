import { expect, test } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { publicPages } from '../src/domain/public-pages';

/** Every screen a visitor can reach without signing in. */
const publicPaths = [
  ...publicPages.map((page) => page.path),
  '/verify-email',
  '/forgot-password',
  '/reset-password?token=example',
  '/accept-invitation?token=example',
  '/checkout',
  '/checkout/register',
  '/checkout/register?priceId=local_team_monthly&planName=Team&planType=team&interval=monthly&price=%2449.99&currency=USD',
  // Add-ons chosen on the pricing page, listed as added after sign-up (and one left out on Solo).
  '/checkout?plan=Solo&addOns=advanced_analytics,team_training',
  '/checkout/register?priceId=local_team_monthly&planName=Team&planType=team&interval=monthly&price=%2449.99&currency=USD&addOns=advanced_analytics,additional_user*2',
  '/checkout/success',
  '/no-such-page',
];

test.describe('accessibility of the public site', () => {
  for (const path of publicPaths) {
    test(`axe finds no violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The cookie banner is part of what every first-time visitor sees.
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
      await expectNoAxeViolationsInBothThemes(page);
    });
  }
});
