import { expect, test } from '@playwright/test';
import { makePageTall, scrollToY } from './fixtures';

const CONSENT_KEY = 'motio-cookie-consent-v1';

test.describe('public navigation', () => {
  test('takes its scrolled look past 50 px, and the scroll-to-top button appears past 300 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/terms');
    await makePageTall(page);
    const header = page.locator('header').first();
    const toTop = page.getByRole('button', { name: 'Scroll to top' });

    await scrollToY(page, 50);
    await expect(header).not.toHaveAttribute('data-scrolled', 'true');
    await scrollToY(page, 51);
    await expect(header).toHaveAttribute('data-scrolled', 'true');

    await scrollToY(page, 300);
    await expect(toTop).toBeHidden();
    await scrollToY(page, 301);
    await expect(toTop).toBeVisible();
    await toTop.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await expect(header).not.toHaveAttribute('data-scrolled', 'true');
  });

  test('on a phone the menu is a toggle that closes on route change', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Open navigation' });
    await expect(open).toBeVisible();
    await open.click();
    const menu = page.locator('#public-mobile-menu');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toHaveCount(0);
  });

  test('every route change scrolls to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/privacy');
    await makePageTall(page);
    await scrollToY(page, 400);
    await page.locator('footer').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await page.waitForFunction(() => window.scrollY === 0);
  });
});

test.describe('cookie banner', () => {
  const banner = (page: import('@playwright/test').Page) =>
    page.getByRole('region', { name: 'Cookie consent' });

  test('Dismiss hides it without storing, so it returns on the next visit', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toBeNull();
    await page.reload();
    await expect(banner(page)).toBeVisible();
  });

  test('Accept stores {accepted, ts} under the v1 key, announces it and stays hidden', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => {
      window.addEventListener(
        'motio:cookie-consent',
        () => ((window as unknown as { announced: boolean }).announced = true),
      );
    });
    const before = Date.now();
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(banner(page)).toHaveCount(0);
    const stored = JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY))!,
    );
    expect(stored.accepted).toBe(true);
    expect(stored.ts).toBeGreaterThanOrEqual(before);
    expect(
      await page.evaluate(() => (window as unknown as { announced?: boolean }).announced),
    ).toBe(true);
    await page.reload();
    await expect(page.locator('footer')).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });
});

test.describe('error screens and deep links', () => {
  test('an unknown path shows the 404 screen with its image and a way back home', async ({
    page,
  }) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Ohh! page not found' })).toBeVisible();
    await expect(page.getByText("We can't seem to find the page you're looking for")).toBeVisible();
    const image = page.locator('main img').first();
    await expect(image).toBeVisible();
    expect((await image.boundingBox())!.width).toBeLessThanOrEqual(600);
    await expect(page.getByRole('link', { name: 'back home' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
