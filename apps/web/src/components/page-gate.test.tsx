import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiRequest } from '../lib/api-client.ts';
import { jsonResponse } from '../test/factories.ts';
import { renderWithProviders } from '../test/render.tsx';
import { routeFetch, sentBodies } from '../test/route-fetch.ts';
import { stubFetch } from '../test/stub-fetch.ts';
import { PageGate } from './page-gate.tsx';

const THING = 'GET /things/4/';

function ThingPage({ withForbidden = true }: { withForbidden?: boolean }) {
  const query = useQuery({
    queryKey: ['thing', 4],
    queryFn: () => apiRequest<{ name: string }>('/things/4/'),
  });
  return (
    <PageGate
      query={query}
      loadingLabel="Loading the thing…"
      forbidden={withForbidden ? <h1>Not your thing</h1> : undefined}
      notFound={<h1>Thing not found</h1>}
      loadError={{ title: 'Thing', heading: 'The thing could not be loaded' }}
    >
      {(thing) => <h1>{thing.name}</h1>}
    </PageGate>
  );
}

describe('PageGate', () => {
  const fetchMock = stubFetch();

  it('shows the spinner while loading, then the page with its data', async () => {
    routeFetch(fetchMock, { [THING]: jsonResponse({ name: 'The red kite' }) });
    renderWithProviders(<ThingPage />);
    expect(screen.getByText('Loading the thing…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'The red kite' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the thing…')).not.toBeInTheDocument();
  });

  it("shows the page's own words for forbidden and for not found", async () => {
    routeFetch(fetchMock, { [THING]: jsonResponse({ detail: 'No.' }, 403) });
    const { unmount } = renderWithProviders(<ThingPage />);
    expect(await screen.findByRole('heading', { name: 'Not your thing' })).toBeInTheDocument();
    unmount();

    routeFetch(fetchMock, { [THING]: jsonResponse({ detail: 'Not found.' }, 404) });
    renderWithProviders(<ThingPage />);
    expect(await screen.findByRole('heading', { name: 'Thing not found' })).toBeInTheDocument();
  });

  it('treats a 403 as any failure when the page has no words for it', async () => {
    routeFetch(fetchMock, { [THING]: jsonResponse({ detail: 'No.' }, 403) });
    renderWithProviders(<ThingPage withForbidden={false} />);
    expect(await screen.findByRole('heading', { name: 'The thing could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('No.')).toBeInTheDocument();
  });

  it("shows the API's reasons for another failure, and Try again fetches again", async () => {
    let answer = jsonResponse({ detail: 'The server is busy.' }, 503);
    routeFetch(fetchMock, { [THING]: () => answer });
    renderWithProviders(<ThingPage />);
    expect(await screen.findByRole('heading', { name: 'The thing could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('The server is busy.')).toBeInTheDocument();

    answer = jsonResponse({ name: 'The red kite' });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'The red kite' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, THING)).toHaveLength(2);
  });
});
