import { expect, type Locator, type Page } from '@playwright/test';

/**
 * How the focused element shows its focus: an outline or a shadow of its own, or the border of
 * its field in the theme's primary colour (Mantine inputs, and the box around a password input).
 */
export function focusIndicator(page: Page): Promise<string> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return 'nothing focused';
    const probe = document.createElement('span');
    probe.style.color = 'var(--mantine-primary-color-filled)';
    focused.parentElement!.append(probe);
    const primary = getComputedStyle(probe).color;
    probe.remove();
    const own = getComputedStyle(focused);
    if (own.outlineStyle !== 'none' && parseFloat(own.outlineWidth) > 0) return 'outline';
    if (own.boxShadow !== 'none') return 'shadow';
    for (let node: Element | null = focused, depth = 0; node && depth < 3; depth += 1) {
      if (getComputedStyle(node).borderTopColor === primary) return 'border';
      node = node.parentElement;
    }
    return 'none';
  });
}

/** Whatever has the focus shows it (borders fade to the focus colour: wait for that). */
export async function expectFocusShown(page: Page) {
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  await expect
    .poll(() => focusIndicator(page), { message: `no focus indicator on ${focused}` })
    .toMatch(/^(outline|shadow|border)$/);
}

/** `target` has the focus, and shows it. */
export async function expectVisibleFocus(page: Page, target: Locator) {
  await expect(target).toBeFocused();
  await expectFocusShown(page);
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, as a keyboard user
 * would, checking that every element on the way shows its focus; fails when `target` is not
 * reached within `max` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 40, backwards = false }: { max?: number; backwards?: boolean } = {},
) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    // Past the last element the focus leaves the page for the browser's own controls.
    if (await page.evaluate(() => document.activeElement !== document.body))
      await expectFocusShown(page);
  }
  await expectVisibleFocus(page, target);
}

/**
 * Picks `option` in the focused combobox with the arrow keys and Enter (a search field's options
 * are already filtered by what was typed).
 */
export async function chooseOption(page: Page, combobox: Locator, option: string | RegExp) {
  await expectVisibleFocus(page, combobox);
  const wanted = page.getByRole('option', { name: option });
  const isHighlighted = async () => (await wanted.getAttribute('data-combobox-selected')) !== null;
  await page.keyboard.press('ArrowDown');
  await expect(wanted).toBeVisible();
  for (let presses = 0; presses < 20 && !(await isHighlighted()); presses += 1)
    await page.keyboard.press('ArrowDown');
  await expect(wanted).toHaveAttribute('data-combobox-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(wanted).toBeHidden();
}
