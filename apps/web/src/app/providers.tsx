import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { useAuthStore } from '../lib/auth-store.ts';
import { MEDIA_REFRESH_INTERVAL_MS } from '../lib/media-url.ts';
import { AuthRestoreGate } from './auth-restore-gate.tsx';

const MAX_RETRIES = 2;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Answers hold media addresses that expire: a page left open renews them while visible
        // (and on focus, as stale data). Queries that must run once opt out.
        refetchInterval: MEDIA_REFRESH_INTERVAL_MS,
        // A refusal (4xx) will not change by asking again; network and server failures might.
        retry: (failureCount, error) =>
          failureCount < MAX_RETRIES &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}

/**
 * The page's one query client: the providers give it to every page, and a route's loader starts
 * its page's first request in it before the page's code has loaded (router.tsx).
 */
export const appQueryClient = createQueryClient();

export function AppProviders({ children, queryClient = appQueryClient }: { children: ReactNode; queryClient?: QueryClient }) {

  // Whatever ends the session (logout, a token revoked elsewhere), the next user sees none of its data.
  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        if (previous.token !== '' && state.token === '') queryClient.clear();
      }),
    [queryClient],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <AuthRestoreGate>{children}</AuthRestoreGate>
    </QueryClientProvider>
  );
}
