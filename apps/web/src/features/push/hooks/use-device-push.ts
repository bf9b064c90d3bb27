import type { PushSubscriptionCreateBody, PushSubscriptionDto } from '@homeroom/contract/push';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { createPushSubscription } from '../api/create-push-subscription.ts';
import { deletePushSubscription } from '../api/delete-push-subscription.ts';
import { getPushKey } from '../api/get-push-key.ts';
import { pushSubscriptionsQueryKey } from '../api/get-push-subscriptions.ts';

/** What this browser can do about push: checked once the page knows its service worker, if any. */
export type DevicePushSupport = 'checking' | 'unsupported' | 'blocked' | 'ready';

/** How long to wait for a service worker to become active before saying this browser cannot push. */
export const SERVICE_WORKER_WAIT_MS = 3000;

function hasPushApi(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/**
 * The active service worker's registration, or null when there is none: `ready` never settles
 * without one, so it is given a few seconds (the worker is registered when the app starts).
 */
async function activeRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!hasPushApi()) return null;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), SERVICE_WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** The VAPID key as the Push API wants it: bytes, from base64url. */
function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * This browser's push subscription (docs/decisions.md, "Web Push"): whether it can have one,
 * its endpoint, and turning it on (asking permission, subscribing with the server's key,
 * registering it) and off (forgetting it on the server, then in the browser).
 */
export function useDevicePush() {
  const queryClient = useQueryClient();
  const [support, setSupport] = useState<DevicePushSupport>('checking');
  const [registration, setRegistration] = useState<ServiceWorkerRegistration | null>(null);
  const [endpoint, setEndpoint] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void (async () => {
      const found = await activeRegistration().catch(() => null);
      const subscription = found ? await found.pushManager.getSubscription().catch(() => null) : null;
      if (!isCurrent) return;
      setRegistration(found);
      setEndpoint(subscription?.endpoint ?? null);
      if (!found) setSupport('unsupported');
      else setSupport(Notification.permission === 'denied' ? 'blocked' : 'ready');
    })();
    return () => {
      isCurrent = false;
    };
  }, []);

  const refreshDevices = useCallback(
    () => queryClient.invalidateQueries({ queryKey: pushSubscriptionsQueryKey }),
    [queryClient],
  );

  /** Asks permission, subscribes and registers this browser; answers false when permission was not given. */
  const turnOn = useCallback(async (): Promise<boolean> => {
    if (!registration) return false;
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      if (permission === 'denied') setSupport('blocked');
      return false;
    }
    const { public_key: publicKey } = await getPushKey();
    const options = { userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) };
    let subscription: PushSubscription;
    try {
      subscription = await registration.pushManager.subscribe(options);
    } catch (error) {
      // A subscription made with other keys (a server whose keys changed) must go first.
      const existing = await registration.pushManager.getSubscription();
      if (!existing) throw error;
      await existing.unsubscribe();
      subscription = await registration.pushManager.subscribe(options);
    }
    await createPushSubscription(subscription.toJSON() as PushSubscriptionCreateBody);
    setEndpoint(subscription.endpoint);
    await refreshDevices();
    return true;
  }, [registration, refreshDevices]);

  /** Removes a device of the user's; when it is this browser, its subscription ends too. */
  const removeDevice = useCallback(
    async (device: PushSubscriptionDto): Promise<void> => {
      await deletePushSubscription(device.id);
      if (device.endpoint === endpoint && registration) {
        const subscription = await registration.pushManager.getSubscription().catch(() => null);
        await subscription?.unsubscribe().catch(() => false);
        setEndpoint(null);
      }
      await refreshDevices();
    },
    [endpoint, registration, refreshDevices],
  );

  return { support, endpoint, turnOn, removeDevice };
}
