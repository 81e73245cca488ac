import { vi } from 'vitest';

/**
 * Makes the browser report `timeZone` from `Intl.DateTimeFormat().resolvedOptions()`; undone by
 * `vi.restoreAllMocks()`.
 */
export function browserReportsZone(timeZone: string) {
  const original = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...original.call(this), timeZone };
  });
}
