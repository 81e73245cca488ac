import { vi } from 'vitest';

/**
 * A stand-in for the posthog-js client: records every call, and calls `loaded` during `init` as
 * the real library does once it has started. Use with
 * `vi.mock('posthog-js', () => ({ default: posthogMock }))`.
 */
export const posthogMock = {
  init: vi.fn((_key: string, options: { loaded?: (client: unknown) => void }) => {
    options.loaded?.(posthogMock);
    return posthogMock;
  }),
  capture: vi.fn(),
  identify: vi.fn(),
  setPersonProperties: vi.fn(),
  reset: vi.fn(),
  startSessionRecording: vi.fn(),
  stopSessionRecording: vi.fn(),
  isFeatureEnabled: vi.fn((_flag: string): boolean | undefined => true),
  opt_in_capturing: vi.fn(),
  opt_out_capturing: vi.fn(),
  has_opted_out_capturing: vi.fn(() => false),
};

/** Clears recorded calls and restores the default behaviour between tests. */
export function resetPosthogMock(): void {
  for (const fn of Object.values(posthogMock)) fn.mockClear();
  posthogMock.isFeatureEnabled.mockImplementation(() => true);
  posthogMock.has_opted_out_capturing.mockImplementation(() => false);
}

/** The options `init` was last called with. */
export function initOptions(): Record<string, unknown> {
  const call = posthogMock.init.mock.calls.at(-1);
  if (!call) throw new Error('posthog-js was never initialised');
  return call[1] as Record<string, unknown>;
}
