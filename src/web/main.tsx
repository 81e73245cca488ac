import './lib/mantine-base-styles';
import { StrictMode } from 'react';
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

// `/` arrives with its first screen already painted from the HTML (src/web/prerender.tsx): take
// it over rather than paint it again, so what the visitor already sees stays as it is.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
