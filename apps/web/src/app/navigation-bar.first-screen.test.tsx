import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NavigationBar } from './navigation-bar.tsx';
import { PageGate } from '../components/page-gate.tsx';
import { buildClassNotification } from '../features/notifications/notifications.factories.ts';
import { jsonResponse } from '../test/factories.ts';
import { stubWebSocket } from '../test/fake-web-socket.ts';
import { renderWithProviders } from '../test/render.tsx';
import { routeFetch } from '../test/route-fetch.ts';
import { stubFetch } from '../test/stub-fetch.ts';
import { apiRequest } from '../lib/api-client.ts';
import { useAuthStore } from '../lib/auth-store.ts';

/** A page built on one query, as the class page is. */
function ThingPage() {
  const query = useQuery({ queryKey: ['thing'], queryFn: () => apiRequest<{ name: string }>('/things/4/') });
  return (
    <PageGate
      query={query}
      loadingLabel="Loading the thing…"
      notFound={<h1>Thing not found</h1>}
      loadError={{ title: 'Thing', heading: 'The thing could not be loaded' }}
    >
      {(thing) => <h1>{thing.name}</h1>}
    </PageGate>
  );
}

// One test in this file: the first screen is drawn once per visit, and this file is one visit.
describe('the first screen', () => {
  const fetchMock = stubFetch();
  stubWebSocket();

  it("holds the signed-in bar's bell back, its place kept, until the page has drawn its content", async () => {
    let answer: (response: Response) => void = () => undefined;
    routeFetch(fetchMock, {
      'GET /school/notifications-get/': jsonResponse([buildClassNotification({ id: 1 })]),
    });
    const routed = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input, init) =>
      String(input).includes('/things/4/')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : (routed?.(input, init) as Promise<Response>),
    );
    useAuthStore.getState().setToken('tok3n');
    const { container } = renderWithProviders(
      <>
        <NavigationBar />
        <ThingPage />
      </>,
    );
    expect(screen.getByText('Loading the thing…')).toBeInTheDocument();
    // Nothing of the bell yet: no code, no request, no socket; its place is held.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(container.querySelector('header span.size-11[aria-hidden="true"]')).not.toBeNull();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/v1/things/4/']);

    answer(jsonResponse({ name: 'The red kite' }));
    expect(await screen.findByRole('heading', { name: 'The red kite' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('1');
  });
});
