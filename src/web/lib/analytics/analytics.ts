import type { PostHogInterface as PostHog } from 'posthog-js';
import { allowedProperties, anonymisePath, type EventProperties } from './privacy';
import { analyticsOptions } from './settings';

/** Our own events; the names say what happened, their properties pass the allow-list. */
export type AnalyticsEvent =
  'registration_submitted' | 'registration_succeeded' | 'registration_failed';

export interface AnalyticsSettings {
  key: string;
  host: string;
  environment: string;
}

let client: PostHog | null = null;
let initialised = false;
let starting: Promise<void> | null = null;

/** Failures are only logged to the console, never shown to the user. */
function logFailure(operation: string, error: unknown): void {
  console.warn(`Analytics: ${operation} failed.`, error);
}

/** Runs an operation only while analytics is initialised; it never throws. */
function whenInitialised(operation: string, run: (posthog: PostHog) => void): void {
  if (!initialised || !client) return;
  try {
    run(client);
  } catch (error) {
    logFailure(operation, error);
  }
}

export const isAnalyticsInitialised = (): boolean => initialised;

/**
 * Loads posthog-js (its own chunk: never part of the first load) and starts it. Called only once
 * consent is given; a second call while it starts or after is harmless.
 */
export function startAnalytics(settings: AnalyticsSettings): Promise<void> {
  if (client) {
    // Consent given again after a withdrawal in this same page.
    resumeCapturing(client);
    return Promise.resolve();
  }
  starting ??= (async () => {
    try {
      const { default: posthog } = await import('posthog-js');
      posthog.init(
        settings.key,
        analyticsOptions(settings.host, settings.environment, (loadedClient) => {
          // A visitor who withdrew earlier and has now consented again.
          if (loadedClient.has_opted_out_capturing()) loadedClient.opt_in_capturing();
          client = loadedClient;
          initialised = true;
        }),
      );
    } catch (error) {
      initialised = false;
      logFailure('start', error);
    } finally {
      starting = null;
    }
  })();
  return starting;
}

function resumeCapturing(posthog: PostHog): void {
  try {
    posthog.opt_in_capturing();
    initialised = true;
  } catch (error) {
    logFailure('restart', error);
  }
}

/** Consent withdrawn: nothing more is captured, and the library forgets this visitor. */
export function stopAnalytics(): void {
  whenInitialised('stop', (posthog) => {
    posthog.opt_out_capturing();
    posthog.reset();
  });
  initialised = false;
}

export function track(event: AnalyticsEvent, properties?: EventProperties): void {
  whenInitialised('track', (posthog) => posthog.capture(event, allowedProperties(properties)));
}

/** Every route change records a page view. */
export function trackPageView(pathname: string): void {
  whenInitialised('page view', (posthog) =>
    posthog.capture('$pageview', { path: anonymisePath(pathname) }),
  );
}

/** Only the user's id: never their name or email. */
export function identify(userId: string): void {
  whenInitialised('identify', (posthog) => posthog.identify(userId));
}

export function setPersonProperties(properties: EventProperties): void {
  whenInitialised('set person properties', (posthog) =>
    posthog.setPersonProperties(allowedProperties(properties)),
  );
}

export function resetAnalytics(): void {
  whenInitialised('reset', (posthog) => posthog.reset());
}

export function startSessionRecording(): void {
  whenInitialised('start session recording', (posthog) => posthog.startSessionRecording());
}

export function stopSessionRecording(): void {
  whenInitialised('stop session recording', (posthog) => posthog.stopSessionRecording());
}

/** False while analytics is off, and on any error. */
export function isFeatureEnabled(flag: string): boolean {
  if (!initialised || !client) return false;
  try {
    return client.isFeatureEnabled(flag) ?? false;
  } catch (error) {
    logFailure('feature flag check', error);
    return false;
  }
}

/** Tests only: forget the client between tests. */
export function resetAnalyticsForTests(): void {
  client = null;
  initialised = false;
  starting = null;
}
