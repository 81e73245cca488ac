import type { Page } from '@playwright/test';

export const DEMO_OWNER = { email: 'owner@demo-physio.example', password: 'Motio-demo-2026' };
export const DEMO_OPERATOR = { email: 'operator@motio.example', password: 'Motio-demo-2026' };

/** Signs the page's browser context in through the API (the login screen is tested on its own). */
export async function signIn(page: Page, account = DEMO_OWNER) {
  const response = await page.request.post('/api/v1/auth/login', { data: account });
  if (!response.ok())
    throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}

/** Scrolls the window to an exact offset and waits for scroll listeners to run. */
export async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForFunction((top) => Math.round(window.scrollY) === top, y);
}

/**
 * Thresholds are about scroll offsets, not copy: give any page room to scroll. Waits for the lazy
 * route to render first, since its arrival scrolls back to the top like any route change.
 */
export async function makePageTall(page: Page) {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.addStyleTag({ content: 'main { min-height: 3000px; }' });
}

/**
 * Browser and API requests from an address of their own. Sign-ups are limited to 10 an hour per
 * address, and the e2e server trusts X-Forwarded-For, so each file that signs people up stands
 * for visitors at another address and the run's sign-ups never add up to the limit.
 */
export const fromAddress = (address: string) => ({
  extraHTTPHeaders: { 'X-Forwarded-For': address },
});
