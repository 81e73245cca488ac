import { test as base, type APIRequestContext, type Cookie, type Page } from '@playwright/test';

export interface Account {
  email: string;
  password: string;
}

export const DEMO_OWNER: Account = {
  email: 'owner@demo-physio.example',
  password: 'Motio-demo-2026',
};
export const DEMO_OPERATOR: Account = {
  email: 'operator@motio.example',
  password: 'Motio-demo-2026',
};

async function logIn(request: APIRequestContext, account: Account) {
  const response = await request.post('/api/v1/auth/login', { data: account });
  if (!response.ok())
    throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}

/**
 * Signs the page's browser context in through the API (the login screen is tested on its own),
 * with a session of its own: for tests that sign out, or otherwise end the session.
 */
export async function signIn(page: Page, account = DEMO_OWNER) {
  await logIn(page.request, account);
}

/** Signs the test's browser context in with a session its worker keeps for the account. */
export type SignInWithStoredSession = (account?: Account) => Promise<void>;

/**
 * `test` with `storedSignIn`: each worker signs in once per account and every test reuses that
 * session. Only for tests that never sign out, nor end or change the account's sessions.
 */
export const test = base.extend<
  { storedSignIn: SignInWithStoredSession },
  { storedSessions: (account: Account) => Promise<Cookie[]> }
>({
  storedSessions: [
    async ({ playwright }, use, workerInfo) => {
      const sessions = new Map<string, Promise<Cookie[]>>();
      const signInOnce = async (account: Account) => {
        const request = await playwright.request.newContext({
          baseURL: workerInfo.project.use.baseURL,
        });
        try {
          await logIn(request, account);
          return (await request.storageState()).cookies;
        } finally {
          await request.dispose();
        }
      };
      await use((account) => {
        let cookies = sessions.get(account.email);
        if (!cookies) {
          cookies = signInOnce(account);
          // A failed sign-in is not kept: the next test (or the retry) tries again.
          cookies.catch(() => sessions.delete(account.email));
          sessions.set(account.email, cookies);
        }
        return cookies;
      });
    },
    { scope: 'worker' },
  ],
  storedSignIn: async ({ context, storedSessions }, use) => {
    await use(async (account = DEMO_OWNER) => {
      await context.addCookies(await storedSessions(account));
    });
  },
});

export { expect } from '@playwright/test';

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
