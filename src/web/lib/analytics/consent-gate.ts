import { useEffect } from 'react';
import {
  COOKIE_CONSENT_EVENT,
  hasAcceptedCookies,
  type CookieConsentEventDetail,
} from '../consent';
import { loadPublicConfig } from '../public-config';
import { startAnalytics, stopAnalytics, trackPageView } from './analytics';

async function startWithConfig(): Promise<void> {
  try {
    const { analytics, environment } = await loadPublicConfig();
    if (!analytics) return; // no key configured: analytics stays off
    await startAnalytics({ ...analytics, environment });
    // The route-change page view of this page came before analytics could record it.
    trackPageView(window.location.pathname);
  } catch (error) {
    console.warn('Analytics: could not read its settings.', error);
  }
}

/**
 * Analytics starts only once consent is stored as accepted, or when the accept event
 * fires later; a withdrawal stops it. Nothing is fetched or loaded before that.
 */
export function useAnalyticsConsent(): void {
  useEffect(() => {
    if (hasAcceptedCookies()) void startWithConfig();
    const onChoice = (event: Event) => {
      const { accepted } = (event as CustomEvent<CookieConsentEventDetail>).detail;
      if (accepted) void startWithConfig();
      else stopAnalytics();
    };
    window.addEventListener(COOKIE_CONSENT_EVENT, onChoice);
    return () => window.removeEventListener(COOKIE_CONSENT_EVENT, onChoice);
  }, []);
}
