import { describe, expect, it, vi } from 'vitest';
import {
  closeCookieSettings,
  cookieSettingsRequested,
  openCookieSettings,
  subscribeCookieSettings,
} from './consent';

describe('cookie settings requests', () => {
  it('are kept until the banner closes, and notify whoever listens', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeCookieSettings(listener);
    expect(cookieSettingsRequested()).toBe(false);
    openCookieSettings();
    expect(cookieSettingsRequested()).toBe(true);
    closeCookieSettings();
    expect(cookieSettingsRequested()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    openCookieSettings();
    expect(listener).toHaveBeenCalledTimes(2);
    closeCookieSettings();
  });
});
