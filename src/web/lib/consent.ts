/** Cookie consent record (spec §3): stored in the browser under a key versioned v1. */
export const COOKIE_CONSENT_KEY = 'motio-cookie-consent-v1';

/** Fired on `window` when the visitor accepts; analytics listens for it (spec §1). */
export const COOKIE_CONSENT_EVENT = 'motio:cookie-consent';

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

/*
 * Whether the visitor asked to see the banner again ('Manage cookies', the cookies page). A store
 * rather than an event: the banner loads after first paint, and a request made before it
 * subscribes must still open it.
 */
let settingsRequested = false;
const settingsListeners = new Set<() => void>();

function setSettingsRequested(value: boolean): void {
  settingsRequested = value;
  settingsListeners.forEach((listener) => listener());
}

export const openCookieSettings = (): void => setSettingsRequested(true);
export const closeCookieSettings = (): void => setSettingsRequested(false);

export function subscribeCookieSettings(listener: () => void): () => void {
  settingsListeners.add(listener);
  return () => settingsListeners.delete(listener);
}

export const cookieSettingsRequested = (): boolean => settingsRequested;
