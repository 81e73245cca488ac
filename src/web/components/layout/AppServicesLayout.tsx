import '../../lib/mantine-styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../../lib/query-client';
import { Toasts } from '../toasts/Toasts';

/**
 * The query cache and the toast container, for every route except the landing page: keeping
 * TanStack Query and Mantine's notifications out of the landing page's initial JavaScript is
 * what keeps it small (docs/decisions/011-prerendered-landing-page.md). A landing-page section that needs either must be
 * loaded as its own lazy component wrapped in these providers.
 */
export function AppServicesLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Toasts />
      <Outlet />
    </QueryClientProvider>
  );
}
