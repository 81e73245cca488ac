import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, expect } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../components/AppProviders';
import { createRoutes } from '../router';

/**
 * Renders the real route table at `path` with the app's providers (Mantine in test mode), and
 * waits until the first route's code and loaders have settled.
 */
export async function renderApp(path = '/') {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const view = render(
    <AppProviders env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await waitFor(() => {
    expect(router.state.initialized).toBe(true);
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });
  return { router, ...view };
}

/**
 * Imports lazy route chunks once before a file's tests: the first import of the dashboard chunk
 * can outlast renderApp's wait on a busy machine.
 */
export function preloadRoutes(...loaders: Array<() => Promise<unknown>>) {
  beforeAll(() => Promise.all(loaders.map((load) => load())), 30_000);
}
