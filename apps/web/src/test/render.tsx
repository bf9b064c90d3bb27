import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

/**
 * Renders `ui` with a fresh query client and a router at `path`, as the app does. Answers are
 * stale at once unless `staleTime` says otherwise (the app keeps them 30 s).
 */
export function renderWithProviders(ui: ReactElement, { path = '/', staleTime = 0 }: { path?: string; staleTime?: number } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime }, mutations: { retry: false } },
  });
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}
