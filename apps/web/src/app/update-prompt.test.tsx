import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../lib/i18n/i18n.ts';
import { setServiceWorkerUpdates } from '../lib/pwa/app-service-worker.ts';
import type { ServiceWorkerUpdates } from '../lib/pwa/service-worker-updates.ts';
import { renderWithProviders } from '../test/render.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

function fakeUpdates() {
  let isReady = false;
  const listeners = new Set<() => void>();
  const updates: ServiceWorkerUpdates = {
    register: async () => undefined,
    checkForUpdate: async () => undefined,
    isUpdateReady: () => isReady,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    applyUpdate: vi.fn(),
    clearApiCache: vi.fn(),
  };
  const becomeReady = () => {
    isReady = true;
    for (const listener of listeners) listener();
  };
  return { updates, becomeReady };
}

afterEach(() => setServiceWorkerUpdates(null));

describe('UpdatePrompt', () => {
  it('says nothing until a new version waits, then offers Reload', async () => {
    const { updates, becomeReady } = fakeUpdates();
    setServiceWorkerUpdates(updates);
    renderWithProviders(<UpdatePrompt />);
    expect(screen.queryByText('A new version of Homeroom is ready.')).not.toBeInTheDocument();

    act(becomeReady);
    expect(screen.getByRole('status')).toHaveTextContent('A new version of Homeroom is ready.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(updates.applyUpdate).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDisabled();
  });

  it('hides the offer on Later without switching versions', async () => {
    const { updates, becomeReady } = fakeUpdates();
    setServiceWorkerUpdates(updates);
    becomeReady();
    renderWithProviders(<UpdatePrompt />);
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText('A new version of Homeroom is ready.')).not.toBeInTheDocument();
    expect(updates.applyUpdate).not.toHaveBeenCalled();
  });

  it('offers it in Arabic', async () => {
    await applyLanguage('ar');
    const { updates, becomeReady } = fakeUpdates();
    setServiceWorkerUpdates(updates);
    becomeReady();
    renderWithProviders(<UpdatePrompt />);
    expect(screen.getByRole('button', { name: 'إعادة التحميل' })).toBeInTheDocument();
  });

  it('shows nothing without a service worker (the development server)', () => {
    renderWithProviders(<UpdatePrompt />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
