import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { tour, type TourScreen } from './tour';

/** The rules whose outcome depends on the colours of the page, and so on its theme. */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core finds nothing on the page as it is now (or, given `rules`, none of those rules fails);
 * a failure lists each rule and its elements.
 */
export async function expectNoAxeViolations(page: Page, rules?: string[]): Promise<void> {
  // Only the violations' details are gathered: what passed is never read, and it costs time.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  // Soft: a tour of screens goes on to the next screen and reports every screen's violations.
  expect
    .soft(
      results.violations.map(({ id, help, nodes }) => ({
        id,
        help,
        targets: nodes.map((node) => node.target.join(' ')),
      })),
      `axe on ${page.url()}`,
    )
    .toEqual([]);
}

/**
 * axe finds nothing in the light theme, nor after the device switches to dark. The page follows
 * the device's theme while the visitor has not chosen one, so the dark pass needs no reload: the
 * same screen, in the same state, is checked in both. A theme changes colours only, so the dark
 * pass runs only the rules that read colours: every other rule would give the light pass's answer.
 */
async function expectNoAxeViolationsInBothThemes(page: Page): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    // Colours fade to the new theme: axe must read them once they have arrived.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          // A transition cancelled by a newer one rejects; the newer one is waited for too.
          .map((transition) => transition.finished.catch(() => undefined)),
      ),
    );
    await test.step(`axe in the ${scheme} theme`, () =>
      expectNoAxeViolations(page, scheme === 'dark' ? colourRules : undefined));
  }
}

/** The screen has its heading and its data: no placeholder left. */
async function waitForScreenData(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 15_000 });
}

/**
 * axe checks each screen, once it has its data, in the light and the dark theme, at each of
 * `widths` (the viewport's as it is, when none are given). One page tours the screens: that
 * took the accessibility specs from 797 s to 457 s of test time.
 */
export async function axeTour(
  page: Page,
  screens: TourScreen[],
  { widths = [] }: { widths?: number[] } = {},
): Promise<void> {
  test.setTimeout(30_000 + screens.length * Math.max(widths.length, 1) * 15_000);
  const [firstWidth, ...otherWidths] = widths;
  if (firstWidth) await page.setViewportSize({ width: firstWidth, height: 800 });
  await tour(
    page,
    screens.map((screen) => ({
      ...screen,
      ready: async () => {
        await waitForScreenData(page);
        await screen.ready?.(page);
      },
    })),
    async () => {
      await expectNoAxeViolationsInBothThemes(page);
      for (const width of otherWidths) {
        await page.setViewportSize({ width, height: 800 });
        await expectNoAxeViolationsInBothThemes(page);
      }
      // The next screen opens as the tour began: light, at the first width.
      await page.emulateMedia({ colorScheme: 'light' });
      if (firstWidth) await page.setViewportSize({ width: firstWidth, height: 800 });
    },
  );
}
