import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from './analytics/analytics';

/** Runs on every pathname change ("every route change scrolls to the top and records a page view"). */
export function onRouteChange(pathname: string): void {
  window.scrollTo(0, 0);
  trackPageView(pathname);
}

export function useRouteChangeEffects(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    onRouteChange(pathname);
  }, [pathname]);
}
