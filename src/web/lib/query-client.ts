import { QueryClient } from '@tanstack/react-query';
import { followClinicLocale } from './clinic-settings-query';
import { ApiError } from './http';

const MAX_RETRIES = 2;

/** A 4xx answer will not change on a second try; network trouble and 5xx might. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  followClinicLocale(client);
  return client;
}

/** The app's one cache: route loaders and components share it (server state). */
export const queryClient = createQueryClient();
