import type { PushSubscriptionDto } from '@homeroom/contract/push';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { PushSettingsSection } from './push-settings-section.tsx';

const THIS_ENDPOINT = 'https://push.example.org/send/this-browser';
const KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' };

function device(overrides: Partial<PushSubscriptionDto>): PushSubscriptionDto {
  return {
    id: 1,
    endpoint: 'https://push.example.org/send/other',
    browser: 'Safari',
    os: 'iPhone',
    device: 'Safari on iPhone',
    created_at: '2026-11-02T09:00:00Z',
    last_used_at: null,
    ...overrides,
  };
}

/** A browser with the Push API and an active service worker, whose permission the test chooses. */
function stubPushBrowser(permission: NotificationPermission, { isSubscribed = false } = {}) {
  const subscription = {
    endpoint: THIS_ENDPOINT,
    toJSON: () => ({ endpoint: THIS_ENDPOINT, expirationTime: null, keys: KEYS }),
    unsubscribe: vi.fn(async () => true),
  };
  let current: typeof subscription | null = isSubscribed ? subscription : null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => {
      current = subscription;
      return subscription;
    }),
  };
  const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission, requestPermission });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve({ pushManager }) } });
  return { subscription, pushManager, requestPermission };
}

describe('PushSettingsSection', () => {
  const fetchMock = stubFetch();
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  /** The server: the user's devices, the key, and creations and removals that change the list. */
  function serve(devices: PushSubscriptionDto[]) {
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/push-key/')) return jsonResponse({ public_key: `B${'A'.repeat(86)}` });
      if (url.endsWith('/push-subscription-create/')) {
        const created = device({ id: 9, endpoint: THIS_ENDPOINT, browser: 'Chrome', os: 'Android', created_at: '2026-11-24T10:00:00Z' });
        devices.push(created);
        return jsonResponse(created, 201);
      }
      if (init?.method === 'DELETE') {
        const id = Number(/push-subscription\/(\d+)\//.exec(url)?.[1]);
        devices.splice(devices.findIndex((each) => each.id === id), 1);
        return new Response(null, { status: 204 });
      }
      return jsonResponse([...devices]);
    });
  }

  it('says the browser cannot receive notifications when it has no service worker, and still lists the devices', async () => {
    serve([device({ id: 3 })]);
    renderWithProviders(<PushSettingsSection />);
    expect(await screen.findByText(/This browser cannot receive notifications/)).toBeInTheDocument();
    expect(await screen.findByText('Safari on iPhone')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on' })).not.toBeInTheDocument();
  });

  it('says so when the browser blocks notifications', async () => {
    serve([]);
    stubPushBrowser('denied');
    renderWithProviders(<PushSettingsSection />);
    expect(await screen.findByText(/Notifications are blocked for Homeroom/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on' })).not.toBeInTheDocument();
  });

  it('turns notifications on: asks permission, subscribes with the server key and registers this browser', async () => {
    serve([]);
    const { pushManager, requestPermission } = stubPushBrowser('default');
    renderWithProviders(<PushSettingsSection />);
    expect(await screen.findByText('No device receives your notifications yet.')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Turn on' }));

    expect(requestPermission).toHaveBeenCalled();
    expect(pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/push-subscription-create/')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ endpoint: THIS_ENDPOINT, expirationTime: null, keys: KEYS });
    const item = (await screen.findByText('Chrome on Android')).closest('li')!;
    expect(within(item).getByText('This device')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn off on this device' })).toBeInTheDocument();
  });

  it('turns this device off and removes another device of the list', async () => {
    serve([device({ id: 3 }), device({ id: 9, endpoint: THIS_ENDPOINT, browser: 'Chrome', os: 'Android' })]);
    const { subscription } = stubPushBrowser('granted', { isSubscribed: true });
    renderWithProviders(<PushSettingsSection />);

    await userEvent.click(await screen.findByRole('button', { name: 'Remove Safari on iPhone' }));
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).not.toBeInTheDocument());
    expect(subscription.unsubscribe).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Turn off on this device' }));
    await waitFor(() => expect(subscription.unsubscribe).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Turn on' })).toBeInTheDocument();
    const deleted = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => String(url));
    expect(deleted).toEqual(['/api/v1/school/push-subscription/3/', '/api/v1/school/push-subscription/9/']);
  });
});
