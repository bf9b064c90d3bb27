import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageGate } from '../components/page-gate.tsx';
import { useRingingStore } from '../features/calls/ringing-store.ts';
import { apiRequest } from '../lib/api-client.ts';
import { useAuthStore } from '../lib/auth-store.ts';
import { buildParent, jsonResponse } from '../test/factories.ts';
import { FakeWebSocket, stubWebSocket } from '../test/fake-web-socket.ts';
import { routeFetch } from '../test/route-fetch.ts';
import { stubFetch } from '../test/stub-fetch.ts';
import { RootLayout } from './root-layout.tsx';

/** A page built on one query, as the class page is: its first screen is drawn once the answer is. */
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

function renderFrame() {
  const router = createMemoryRouter([{ path: '/', element: <RootLayout />, children: [{ path: 'thing', element: <ThingPage /> }] }], {
    initialEntries: ['/thing'],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const ringing = {
  type: 'call_ringing',
  group: 6,
  caller: { id: 7, first_name: 'Olivia', last_name: 'Bennett', profile_picture: null },
};

// The first screen is drawn once per visit, and this file is one visit: the first test has it wait.
describe('the signed-in frame', () => {
  const fetchMock = stubFetch();
  stubWebSocket();

  it("rings, once the call dialog has come after the page's first screen, a call pushed before it", async () => {
    let answer: (response: Response) => void = () => undefined;
    routeFetch(fetchMock, {
      'GET /dj-rest-auth/user/': jsonResponse(buildParent()),
      'GET /school/notifications-get/': jsonResponse([]),
    });
    const routed = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input, init) =>
      String(input).includes('/things/4/')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : (routed?.(input, init) as Promise<Response>),
    );
    useAuthStore.getState().setToken('tok3n');
    renderFrame();
    expect(await screen.findByText('Loading the thing…')).toBeInTheDocument();

    // The socket opens with the frame, well before the two seconds a page without a PageGate
    // would give, while the page still loads; the call rings now, once.
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1), { timeout: 500 });
    const socket = FakeWebSocket.latest();
    expect(socket.url).toMatch(/\/ws\/notifications\/-\/$/);
    socket.accept();
    socket.receive(ringing);
    await waitFor(() => expect(useRingingStore.getState().ringing?.group).toBe(6));
    // The first screen is not drawn yet: neither the bell nor the call dialog has come.
    expect(screen.getByText('Loading the thing…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    answer(jsonResponse({ name: 'The red kite' }));
    expect(await screen.findByRole('heading', { name: 'The red kite' })).toBeInTheDocument();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Olivia Bennett is calling you');
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('forgets a ringing call and closes the socket when the user signs out', async () => {
    routeFetch(fetchMock, {
      'GET /dj-rest-auth/user/': jsonResponse(buildParent()),
      'GET /school/notifications-get/': jsonResponse([]),
      'GET /things/4/': jsonResponse({ name: 'The red kite' }),
    });
    useAuthStore.getState().setToken('tok3n');
    renderFrame();
    const socket = await FakeWebSocket.opened();
    socket.accept();
    socket.receive(ringing);
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();

    useAuthStore.getState().logout();
    await waitFor(() => expect(useRingingStore.getState().ringing).toBeNull());
    expect(socket.isClosedByPage).toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
