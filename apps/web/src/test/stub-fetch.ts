import { afterEach, beforeEach, vi } from 'vitest';

/** Puts a mock in place of `fetch` for every test of the calling suite and resets it after each. */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
