import type { RouteObject } from 'react-router';

type LazyComponent = () => Promise<unknown>;

/** A loader that answers, instead of a failure, a component throwing that failure. */
const throwingOnFailure =
  (loadComponent: LazyComponent): LazyComponent =>
  async () => {
    try {
      return await loadComponent();
    } catch (error) {
      return function ScreenCodeFailed(): never {
        throw error;
      };
    }
  };

/**
 * React Router passes over a lazy `Component` that fails to load (its chunk lost to a deploy or
 * a network drop) when the route has no lazy loader as well: the screen stays empty, with no
 * error. Here such a failure loads a component that throws it, so the route's `errorElement`
 * shows the route error screen ('something went wrong') instead.
 */
export function showLazyFailures(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const shown = { ...route };
    if (shown.children) shown.children = showLazyFailures(shown.children);
    const lazy = shown.lazy;
    if (lazy && typeof lazy === 'object' && lazy.Component)
      shown.lazy = { ...lazy, Component: throwingOnFailure(lazy.Component) } as typeof lazy;
    return shown;
  });
}
