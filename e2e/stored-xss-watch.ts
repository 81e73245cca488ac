import { expect, type Page } from '@playwright/test';
import { stored, XSS_FLAG } from './stored-xss-fields';

/** Dialogs the page opened (a payload's `alert`), dismissed as they come. */
export function watchForScripts(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/** What a payload rendered as HTML leaves behind: the flag, its elements, a script link. */
export async function inertReport(page: Page, dialogs: string[]) {
  const inPage = await page.evaluate((flag) => {
    const describe = (element: Element) => element.outerHTML.slice(0, 120);
    return {
      flag: (window as unknown as Record<string, unknown>)[flag],
      elements: [
        ...document.querySelectorAll('img[src="x"], [onerror], [onload]'),
        ...[...document.scripts].filter((script) => script.text.includes(flag)),
      ].map(describe),
      scriptLinks: [
        ...document.querySelectorAll('[href^="javascript:" i], [src^="javascript:" i]'),
      ].map(describe),
    };
  }, XSS_FLAG);
  return { ...inPage, dialogs: [...dialogs] };
}

export async function expectScriptsInert(page: Page, dialogs: string[]) {
  expect(await inertReport(page, dialogs)).toEqual({
    flag: undefined,
    elements: [],
    scriptLinks: [],
    dialogs: [],
  });
}

/**
 * The texts the page does not show: neither in its visible text nor in a visible form field (an
 * edit screen shows a value in its input).
 */
export async function textsMissing(page: Page, texts: readonly string[]): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const values = [...document.querySelectorAll('input, textarea')]
      .filter((field) => (field as HTMLElement).checkVisibility())
      .map((field) => (field as HTMLInputElement).value);
    return [document.body.innerText, ...values].join('\n');
  });
  return texts.filter((text) => !shown.includes(text));
}

/** The fields whose stored value the page does not show (see textsMissing). */
export async function fieldsMissing(page: Page, fields: readonly string[]): Promise<string[]> {
  const missing = await textsMissing(page, fields.map(stored));
  return fields.filter((field) => missing.includes(stored(field)));
}
