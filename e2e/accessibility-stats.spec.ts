import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEMO_OWNER, signIn } from './fixtures';

const screens = [
  { name: 'the figures of the last 12 weeks', path: '/dashboard/stats', account: DEMO_OWNER },
  {
    // Also the custom range's form, open for a custom range.
    name: 'a range without appointments',
    path: '/dashboard/stats?range=custom&from=2020-01-06&to=2020-01-12',
    account: DEMO_OWNER,
  },
  {
    name: "a therapist's message",
    path: '/dashboard/stats',
    account: { ...DEMO_OWNER, email: 'therapist1@demo-physio.example' },
  },
];

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility of the stats screen in the ${scheme} theme`, () => {
    for (const screen of screens) {
      test(`axe finds no violations on ${screen.name}`, async ({ page }) => {
        await signIn(page, screen.account);
        await page.addInitScript((chosen) => {
          window.localStorage.setItem('motio-color-scheme', chosen);
        }, scheme);
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
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
