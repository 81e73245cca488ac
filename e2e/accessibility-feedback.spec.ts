import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures';

const screens = [
  '/dashboard/test-feedback',
  '/dashboard/contact-support',
  '/dashboard/settings/audit-log',
];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(({ id, help, nodes }) => ({
      id,
      help,
      targets: nodes.map((node) => node.target.join(' ')),
    })),
  ).toEqual([]);
}

async function settled(page: Page, scheme: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  // Wait for the screen's data: no placeholder left on it.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility of feedback, support and the audit log in the ${scheme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await signIn(page);
      await page.addInitScript((chosen) => {
        window.localStorage.setItem('motio-color-scheme', chosen);
      }, scheme);
    });

    for (const screen of screens) {
      test(`axe finds no violations on ${screen}`, async ({ page }) => {
        await page.goto(screen);
        await settled(page, scheme);
        await expectNoViolations(page);
      });
    }

    test('axe finds no violations in the feedback panel', async ({ page }) => {
      await page.goto('/dashboard/all-patients');
      await settled(page, scheme);
      await page
        .getByRole('navigation', { name: 'Dashboard' })
        .getByRole('button', { name: 'Feedback' })
        .click();
      const panel = page.getByRole('dialog', { name: 'Send feedback' });
      await expect(panel).toBeVisible();
      // Field errors are part of the panel's states.
      await panel.getByRole('button', { name: 'Send feedback' }).click();
      await expect(panel.getByText('Write your feedback.')).toBeVisible();
      await expectNoViolations(page);
    });
  });
}
