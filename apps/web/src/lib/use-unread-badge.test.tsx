import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUnreadBadge } from './use-unread-badge.ts';

describe('useUnreadBadge', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.title = '';
  });

  it('puts the count before the title, keeps it there when the page changes its title, and takes it away at 0', async () => {
    const setAppBadge = vi.fn(() => Promise.resolve());
    const clearAppBadge = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, setAppBadge, clearAppBadge });
    document.title = 'Homeroom';
    const { rerender, unmount } = renderHook(({ count }) => useUnreadBadge(count), {
      initialProps: { count: 3 },
    });
    expect(document.title).toBe('(3) Homeroom');
    expect(setAppBadge).toHaveBeenCalledWith(3);

    document.title = 'Year 3 Robins · Homeroom';
    await waitFor(() => expect(document.title).toBe('(3) Year 3 Robins · Homeroom'));

    rerender({ count: 120 });
    expect(document.title).toBe('(99+) Year 3 Robins · Homeroom');
    rerender({ count: 0 });
    expect(document.title).toBe('Year 3 Robins · Homeroom');
    expect(clearAppBadge).toHaveBeenCalled();
    unmount();
    expect(document.title).toBe('Year 3 Robins · Homeroom');
  });

  it('works where the browser has no app badge', () => {
    document.title = 'Homeroom';
    const { unmount } = renderHook(() => useUnreadBadge(2));
    expect(document.title).toBe('(2) Homeroom');
    unmount();
    expect(document.title).toBe('Homeroom');
  });
});
