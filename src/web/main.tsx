import './lib/mantine-base-styles';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './components/AppProviders';
import { createAppRouter } from './router';

const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

// `/` and /pricing arrive with their first screen already painted from the HTML
// (src/web/prerender.tsx): take it over rather than paint it again, so what the visitor already
// sees stays as it is. A page whose route code loads lazily is taken over once that code is in,
// so the first render is the prerendered one. Taking over in a transition lets React yield to
// the browser every few milliseconds instead of holding the main thread for the whole page.
if (container.hasChildNodes()) {
  void routerReady().then(() =>
    startTransition(
      () =>
        void hydrateRoot(
          container,
          <>
            {app}
            <ControlsTakeTaps root={container} />
          </>,
        ),
    ),
  );
} else {
  createRoot(container).render(app);
}

function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Lets the prerendered page's controls take taps once the app owns them (see index.html). */
function ControlsTakeTaps({ root }: { root: HTMLElement }) {
  useEffect(() => root.removeAttribute('data-entry'), [root]);
  return null;
}
