import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { AppProviders } from '../components/AppProviders';
import { AppServicesLayout } from '../components/layout/AppServicesLayout';

/**
 * Renders one element at `url` inside a router with the app's providers (query cache, toasts,
 * Mantine in test mode): for a part of a page that reads its own search params, such as a
 * patient page's panel, tested before or apart from the page around it.
 */
export async function renderElement(element: ReactNode, url: string, path: string) {
  const router = createMemoryRouter(
    [{ element: <AppServicesLayout />, children: [{ path, element }] }],
    { initialEntries: [url] },
  );
  const view = render(
    <AppProviders env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await waitFor(() => expect(router.state.initialized).toBe(true));
  await waitFor(() => expect(screen.queryByLabelText(/^Loading/)).not.toBeInTheDocument());
  return { router, ...view };
}
