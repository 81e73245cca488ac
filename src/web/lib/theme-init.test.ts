import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLOR_SCHEME_STORAGE_KEY } from './color-scheme';

const script = readFileSync(resolve(process.cwd(), 'public/theme-init.js'), 'utf8');

function runThemeInit() {
  new Function(script)();
  return document.documentElement.getAttribute('data-mantine-color-scheme');
}

function prefersDark(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: dark && query === '(prefers-color-scheme: dark)',
        media: query,
      }) as MediaQueryList,
  );
}

afterEach(() => {
  document.documentElement.removeAttribute('data-mantine-color-scheme');
});

describe('public/theme-init.js (the stored theme is applied at start-up)', () => {
  it('reads the same storage key as the colour-scheme manager', () => {
    expect(script).toContain(`'${COLOR_SCHEME_STORAGE_KEY}'`);
  });

  it('applies a stored dark or light choice before React starts', () => {
    prefersDark(false);
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
    expect(runThemeInit()).toBe('dark');
    prefersDark(true);
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'light');
    expect(runThemeInit()).toBe('light');
  });

  it('without a stored choice follows prefers-color-scheme, light by default', () => {
    prefersDark(true);
    expect(runThemeInit()).toBe('dark');
    prefersDark(false);
    expect(runThemeInit()).toBe('light');
  });
});
