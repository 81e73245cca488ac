/** Cookie consent record (spec §3): stored in the browser under a key versioned v1. */
export const COOKIE_CONSENT_KEY = 'motio-cookie-consent-v1';

/** Fired on `window` when the visitor accepts; analytics listens for it (spec §1). */
export const COOKIE_CONSENT_EVENT = 'motio:cookie-consent';

/** Fired on `window` to show the cookie banner again ('Manage cookies', the cookies page). */
export const OPEN_COOKIE_SETTINGS_EVENT = 'motio:open-cookie-settings';

export interface CookieConsent {
  accepted: true;
  ts: number;
}

export interface CookieConsentEventDetail {
  accepted: true;
}

export function readCookieConsent(): CookieConsent | null {
  try {
    const raw = window.localStorage.getItem(COOKIE_CONSENT_KEY);
    if (raw === null) return null;
    const parsed = JSON.parse(raw) as Partial<CookieConsent> | null;
    if (parsed?.accepted === true && typeof parsed.ts === 'number') {
      return { accepted: true, ts: parsed.ts };
    }
    return null;
  } catch {
    return null;
  }
}

/** Stores acceptance and announces it to whoever waits for consent. */
export function acceptCookies(now: number = Date.now()): CookieConsent {
  const consent: CookieConsent = { accepted: true, ts: now };
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify(consent));
  } catch (error) {
    console.warn('Could not store cookie consent.', error);
  }
  window.dispatchEvent(
    new CustomEvent<CookieConsentEventDetail>(COOKIE_CONSENT_EVENT, {
      detail: { accepted: true },
    }),
  );
  return consent;
}

// The banner loads after first paint; a request made before it mounts must not be lost.
let openRequestedBeforeMount = false;

export function openCookieSettings(): void {
  openRequestedBeforeMount = true;
  window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
}

/** True once if the banner was asked for while it was not listening yet. */
export function takeCookieSettingsRequest(): boolean {
  const requested = openRequestedBeforeMount;
  openRequestedBeforeMount = false;
  return requested;
}
