import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../lib/auth-store.ts';
import { AuthRestoreGate } from './auth-restore-gate.tsx';

describe('AuthRestoreGate', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('shows the app at once when the state is already restored', () => {
    render(<AuthRestoreGate>the app</AuthRestoreGate>);
    expect(screen.getByText('the app')).toBeInTheDocument();
  });

  it('waits for the restore to finish', () => {
    let finish = () => {};
    vi.spyOn(useAuthStore.persist, 'hasHydrated').mockReturnValue(false);
    vi.spyOn(useAuthStore.persist, 'onFinishHydration').mockImplementation((listener) => {
      finish = () => listener(useAuthStore.getState());
      return () => {};
    });
    render(<AuthRestoreGate>the app</AuthRestoreGate>);
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
    expect(screen.getByText('Loading Homeroom…')).toBeInTheDocument();

    act(() => finish());
    expect(screen.getByText('the app')).toBeInTheDocument();
  });

  it('shows the app anyway once the restore has taken 5000 ms', () => {
    vi.useFakeTimers();
    vi.spyOn(useAuthStore.persist, 'hasHydrated').mockReturnValue(false);
    vi.spyOn(useAuthStore.persist, 'onFinishHydration').mockReturnValue(() => {});
    render(<AuthRestoreGate>the app</AuthRestoreGate>);

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('the app')).toBeInTheDocument();
  });
});
