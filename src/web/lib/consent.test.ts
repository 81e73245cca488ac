import { describe, expect, it } from 'vitest';
import { openCookieSettings, takeCookieSettingsRequest } from './consent';

describe('cookie settings requests (spec §2 cookies page, Manage cookies)', () => {
  it('keeps a request made before the banner has loaded, and hands it over once', () => {
    expect(takeCookieSettingsRequest()).toBe(false);
    openCookieSettings();
    expect(takeCookieSettingsRequest()).toBe(true);
    expect(takeCookieSettingsRequest()).toBe(false);
  });
});
