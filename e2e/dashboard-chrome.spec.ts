import { type Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

test.describe('dashboard chrome', () => {
  test.beforeEach(async ({ storedSignIn }) => {
    await storedSignIn();
  });

  test('at 992 px the sidebar is 250 px wide and the top bar sticks', async ({ page }) => {
    await page.setViewportSize({ width: 992, height: 800 });
    await page.goto('/dashboard/stats');
    await expect(sidebar(page)).toBeVisible();
    expect((await sidebar(page).boundingBox())!.width).toBe(250);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    const position = await page
      .locator('header')
      .first()
      .evaluate((el) => getComputedStyle(el).position);
    expect(position).toBe('sticky');
  });

  test('at 991 px the sidebar hides and opens as a full-screen overlay with a close button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 991, height: 800 });
    await page.goto('/dashboard/stats');
    await expect(sidebar(page)).not.toBeInViewport();
    const position = await page
      .locator('header')
      .first()
      .evaluate((el) => getComputedStyle(el).position);
    expect(position).not.toBe('sticky');

    await page.getByRole('button', { name: 'Open menu' }).click();
    // The overlay slides in; wait for it to come to rest covering the whole width.
    await expect
      .poll(async () => {
        const box = await sidebar(page).boundingBox();
        return box && { x: box.x, width: box.width };
      })
      .toEqual({ x: 0, width: 991 });
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(sidebar(page)).not.toBeInViewport();
  });

  test('the overlay closes when a link is followed, and the link shows as active', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await sidebar(page).getByRole('link', { name: 'Patients' }).click();
    await expect(page).toHaveURL(/\/dashboard\/all-patients$/);
    await expect(sidebar(page)).not.toBeInViewport();
    await expect(sidebar(page).getByRole('link', { name: 'Patients' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the theme toggle persists and applies before first paint on the next load', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    const html = page.locator('html');
    const before = await html.getAttribute('data-mantine-color-scheme');
    await page.getByRole('button', { name: 'Toggle color scheme' }).click();
    const after = before === 'dark' ? 'light' : 'dark';
    await expect(html).toHaveAttribute('data-mantine-color-scheme', after);
    expect(await page.evaluate(() => localStorage.getItem('motio-color-scheme'))).toBe(after);

    // The attribute must be set by the time the document is parsed, before React runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { schemeAtParse: string | null }).schemeAtParse =
          document.documentElement.getAttribute('data-mantine-color-scheme');
      });
    });
    await page.reload();
    expect(
      await page.evaluate(
        () => (window as unknown as { schemeAtParse: string | null }).schemeAtParse,
      ),
    ).toBe(after);
  });

  test('a deep link into the dashboard loads straight from the server', async ({ page }) => {
    await page.goto('/dashboard/settings/team-management');
    await expect(sidebar(page)).toBeVisible();
    await expect(page.locator('main h1')).toBeVisible();
  });
});

test('the dashboard sends visitors to sign in, remembering where they were going', async ({
  page,
}) => {
  await page.goto('/dashboard/stats');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Fstats$/);
});

test('the user menu shows who is signed in and logs out', async ({ page }) => {
  // A session of its own: logging out ends it.
  await signIn(page);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Account menu for Ana Marković/ }).click();
  await expect(page.getByRole('menu')).toContainText('owner@demo-physio.example');
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  const me = await page.request.get('/api/v1/users/current-user');
  expect(me.status()).toBe(401);
});
