import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Runs on every pathname change (spec §1: "every route change scrolls to the top and records a
 * page view"). Analytics will add its page-view call here once consent handling lands.
 */
export function onRouteChange(_pathname: string): void {
  window.scrollTo(0, 0);
}

export function useRouteChangeEffects(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    onRouteChange(pathname);
  }, [pathname]);
}
