import { expect, test, type Page } from '@playwright/test';

/** One stop of a tour: where it is, and what shows it is in the state to check. */
export interface TourScreen {
  name: string;
  /** The address, or a function that stubs what the screen needs and answers its address. */
  path: string | ((page: Page) => Promise<string>);
  /** Waits, once the screen has opened, for the state to check (a search, a dialog). */
  ready?: (page: Page) => Promise<void>;
}

const notFoundHeading = 'Ohh! page not found';
/** An unknown address beside `path` (a person without a clinic sees only the admin screens). */
const notFoundPath = (path: string) =>
  path.startsWith('/dashboard/admin')
    ? '/dashboard/admin/no-such-screen'
    : path.startsWith('/dashboard')
      ? '/dashboard/no-such-screen'
      : '/no-such-page';

/** Moves the app to `path` through its own router, as Back and Forward do: no page load. */
async function routeTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Opens `path` in the running app. The way leads through the not-found screen: the last screen
 * stays shown until the next one's data has loaded, and the not-found heading going away is
 * what tells that the next screen has replaced it, whichever screens they are.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  const notFound = page.getByRole('heading', { level: 1, name: notFoundHeading });
  await routeTo(page, notFoundPath(path));
  await expect(notFound).toBeVisible();
  await routeTo(page, path);
  await expect(notFound).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Opens the screens one after another in one page, each in a step of its own, and runs `check`
 * on each once it is ready. The first screen is loaded by its address and the rest through the
 * app's router, so the bundle and the session check load once per tour instead of once per
 * screen. An unknown address opens a tour only: the way to every next screen leads through it.
 */
export async function tour(
  page: Page,
  screens: TourScreen[],
  check: (screen: TourScreen) => Promise<void>,
): Promise<void> {
  for (const [index, screen] of screens.entries()) {
    await test.step(screen.name, async () => {
      const path = typeof screen.path === 'string' ? screen.path : await screen.path(page);
      if (index === 0) await page.goto(path);
      else await openInApp(page, path);
      await screen.ready?.(page);
      await check(screen);
    });
  }
}
