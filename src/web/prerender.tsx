/**
 * Build-time rendering of the landing page's first screen (scripts/build.mjs). The server puts
 * this markup into `/`'s HTML, so the hero paints as soon as the HTML and CSS arrive, before any
 * JavaScript runs (LCP within 1.3x of an empty page). In the browser, main.tsx hydrates
 * it: React takes over these very elements, so nothing is painted twice and nothing moves.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './components/AppProviders';
import { createRoutes } from './router';

export async function renderLandingMarkup(origin: string): Promise<string> {
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(`${origin}/`));
  if (context instanceof Response) throw new Error(`prerendering / answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}
