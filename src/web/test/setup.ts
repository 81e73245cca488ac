import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetAnalyticsForTests } from '../lib/analytics/analytics';
import { closeCookieSettings } from '../lib/consent';
import { forgetPublicConfig } from '../lib/public-config';
import { queryClient } from '../lib/query-client';
import { setScrollY } from './scroll';

// jsdom has no layout and no elementFromPoint; the dashboard's calendar asks it on every press.
// Calendar tests lay out a real grid (calendar-geometry.ts); everywhere else nothing is under it.
document.elementFromPoint ??= () => null;

// The first import of a lazy route (the dashboard chunk) can take a second or more in jsdom, and
// several seconds while the server tests keep both cores busy. A wait ends as soon as it is met.
configure({ asyncUtilTimeout: 10_000 });

// Failed loads are still retried as in the app (shouldRetry), only without the pause between
// tries: a screen's error state shows at once instead of after 3 s of waiting.
queryClient.setDefaultOptions({
  ...queryClient.getDefaultOptions(),
  queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
});

// jsdom lacks the browser APIs below; Mantine and the scroll behaviour need them.

Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

Element.prototype.scrollIntoView = function scrollIntoView() {};

// The print dialog: tests spy on it.
window.print ??= () => {};

// Mantine's autosizing Textarea listens for web fonts loading.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {} },
});

beforeEach(() => {
  // jsdom's own scrollTo only logs "not implemented"; tests spy on this one.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  setScrollY(0);
});

afterEach(() => {
  // Mantine keeps toasts in a module-level store: one test's toasts must not reach the next.
  act(() => notifications.clean());
  cleanup();
  queryClient.clear();
  closeCookieSettings();
  resetAnalyticsForTests();
  forgetPublicConfig();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.removeAttribute('data-mantine-color-scheme');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
