import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The page opens in `scheme`, as if the visitor had chosen it with the theme toggle. */
export async function chooseColorScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((chosen) => {
    window.localStorage.setItem('motio-color-scheme', chosen);
  }, scheme);
}

/** axe-core finds nothing on the page as it is now; a failure lists each rule and its elements. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(({ id, help, nodes }) => ({
      id,
      help,
      targets: nodes.map((node) => node.target.join(' ')),
    })),
  ).toEqual([]);
}

/** The screen has its heading and its data (no placeholder left) in the chosen theme. */
export async function waitForScreenData(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}
