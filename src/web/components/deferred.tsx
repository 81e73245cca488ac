import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads after the first paint, rendered as `fallback` until it arrives.
 * Unlike React.lazy it never suspends: on the public site the router renders in a transition,
 * and a suspending child there holds back the whole page's first paint (React waits a
 * "just noticeable" while before it shows fallbacks), which the landing page's LCP cannot afford.
 */
export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;

  return function Deferred(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (Component) return;
      let current = true;
      loading ??= load().then((component) => (loaded = component));
      loading.then(
        (component) => current && setComponent(() => component),
        (error: unknown) => {
          loading = null; // the next mount tries again
          console.warn('Could not load part of the page.', error);
        },
      );
      return () => {
        current = false;
      };
    }, [Component]);
    return Component ? <Component {...props} /> : fallback;
  };
}
