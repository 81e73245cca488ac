/**
 * Build-time rendering of the first screen of the public pages that must paint fast: the landing
 * page and /pricing (scripts/build.mjs). The server puts this markup into the page's HTML, so it
 * paints as soon as the HTML and CSS arrive, before any JavaScript runs (decision 011). In the
 * browser, main.tsx hydrates it: React takes over these very elements, so nothing is painted
 * twice and nothing moves.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './components/AppProviders';
import { createRoutes } from './router';

export async function renderPageMarkup(origin: string, path: string): Promise<string> {
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(`${origin}${path}`));
  if (context instanceof Response)
    throw new Error(`prerendering ${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}
