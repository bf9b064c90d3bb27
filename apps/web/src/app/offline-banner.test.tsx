import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { OfflineBanner } from './offline-banner.tsx';

function goOffline(isOffline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!isOffline);
  window.dispatchEvent(new Event(isOffline ? 'offline' : 'online'));
}

afterEach(() => vi.restoreAllMocks());

describe('OfflineBanner', () => {
  it('says the app shows what was seen last while there is no network, and goes when it is back', () => {
    renderWithProviders(<OfflineBanner />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => goOffline(true));
    expect(screen.getByRole('status')).toHaveTextContent('You are offline — showing what you saw last.');
    act(() => goOffline(false));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
