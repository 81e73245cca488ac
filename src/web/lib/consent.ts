/** Cookie consent record: stored in the browser under a key versioned v1. */
export const COOKIE_CONSENT_KEY = 'motio-cookie-consent-v1';

/** Fired on `window` when the visitor accepts; analytics listens for it. */
export const COOKIE_CONSENT_EVENT = 'motio:cookie-consent';

/** What the visitor chose: acceptance, or a withdrawal kept as `accepted: false`. */
export interface CookieChoice {
  accepted: boolean;
  ts: number;
}

export interface CookieConsentEventDetail {
  accepted: boolean;
}

/** The stored choice, or null when the visitor has not chosen (the banner shows then). */
export function readCookieChoice(): CookieChoice | null {
  try {
    const raw = window.localStorage.getItem(COOKIE_CONSENT_KEY);
    if (raw === null) return null;
    const parsed = JSON.parse(raw) as Partial<CookieChoice> | null;
    if (typeof parsed?.accepted === 'boolean' && typeof parsed.ts === 'number') {
      return { accepted: parsed.accepted, ts: parsed.ts };
    }
    return null;
  } catch {
    return null;
  }
}

export const hasAcceptedCookies = (): boolean => readCookieChoice()?.accepted === true;

function storeChoice(accepted: boolean, now: number): CookieChoice {
  const choice: CookieChoice = { accepted, ts: now };
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify(choice));
  } catch (error) {
    console.warn('Could not store the cookie choice.', error);
  }
  window.dispatchEvent(
    new CustomEvent<CookieConsentEventDetail>(COOKIE_CONSENT_EVENT, { detail: { accepted } }),
  );
  return choice;
}

/** Stores acceptance and announces it to whoever waits for consent. */
export const acceptCookies = (now: number = Date.now()): CookieChoice => storeChoice(true, now);

/** Withdraws consent given earlier: analytics stops and the choice is remembered. */
export const withdrawCookieConsent = (now: number = Date.now()): CookieChoice =>
  storeChoice(false, now);

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
