import { expect, test } from '@playwright/test';
import { makePageTall, scrollToY, signIn } from './fixtures';

const CONSENT_KEY = 'motio-cookie-consent-v1';

test.describe('public navigation', () => {
  test('visitors see Sign In and Get Started once the sign-in check has answered', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/early-access',
    );
    await expect(header.getByRole('link', { name: 'Go to Dashboard' })).toHaveCount(0);
    for (const [name, href] of [
      ['Features', '/features'],
      ['Pricing', '/pricing'],
      ['Contact', '/contact'],
    ] as const) {
      await expect(header.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });

  test('signed-in users see Go to Dashboard instead', async ({ page }) => {
    await signIn(page);
    await page.goto('/pricing');
    const header = page.locator('header').first();
    await expect(header.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  });

  test('the auth links stay hidden while the sign-in check is pending', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/users/current-user', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header.getByRole('link', { name: 'Features', exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Go to Dashboard' })).toHaveCount(0);
    release();
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

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

  test("the footer's Manage cookies and the cookies page reopen it", async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await page.locator('footer').getByRole('button', { name: 'Manage cookies' }).click();
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Dismiss' }).click();

    await page.goto('/cookies');
    await page
      .locator('main')
      .getByRole('button', { name: /cookie settings/i })
      .click();
    await expect(banner(page)).toBeVisible();
  });

  test('footer links lead to the legal pages and contact', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    for (const href of ['/privacy', '/terms', '/refund-policy', '/cookies', '/contact']) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
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

  test('the server hands deep links to the app, and unknown API paths answer JSON 404', async ({
    page,
    request,
  }) => {
    await page.goto('/checkout/success');
    await expect(page.locator('h1')).toBeVisible();
    const api = await request.get('/api/v1/does-not-exist');
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });
});
