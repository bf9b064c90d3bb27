import type { PushSubscriptionDto } from '@homeroom/contract/push';
import { Bell, BellOff, Smartphone, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { usePushSubscriptions } from '../api/get-push-subscriptions.ts';
import { useDevicePush } from '../hooks/use-device-push.ts';

const STATE_TEXT_KEYS = {
  checking: 'state.checking',
  unsupported: 'state.unsupported',
  blocked: 'state.blocked',
  off: 'state.off',
  on: 'state.on',
} as const;

/**
 * "Notifications on this device" in Settings: whether this browser receives Homeroom's
 * notifications, turning them on or off, and every device of the user's, each removable.
 */
export function PushSettingsSection() {
  const { t } = useTranslation('push');
  const devices = usePushSubscriptions();
  const { support, endpoint, turnOn, removeDevice } = useDevicePush();
  const status = useTimedMessage();
  const [busy, setBusy] = useState<'on' | number | null>(null);
  const thisDevice = devices.data?.find((device) => device.endpoint === endpoint) ?? null;

  function deviceName(device: PushSubscriptionDto): string {
    if (device.browser && device.os) return t('device', { browser: device.browser, os: device.os });
    return device.browser || device.os || t('unknownDevice');
  }

  async function turnOnHere() {
    status.clear();
    setBusy('on');
    try {
      if (await turnOn()) status.show({ tone: 'success', text: t('turnedOn') });
    } catch {
      status.show({ tone: 'error', text: t('turnOnFailed') });
    } finally {
      setBusy(null);
    }
  }

  async function remove(device: PushSubscriptionDto) {
    status.clear();
    setBusy(device.id);
    try {
      await removeDevice(device);
      status.show({ tone: 'success', text: device.id === thisDevice?.id ? t('turnedOff') : t('removed') });
    } catch {
      status.show({ tone: 'error', text: t('removeFailed') });
    } finally {
      setBusy(null);
    }
  }

  const state = support === 'ready' ? (thisDevice ? 'on' : 'off') : support;

  return (
    <section aria-labelledby="push-devices-heading" className="mt-4 flex max-w-xl flex-col gap-4 border-t border-slate-200 pt-6">
      <div className="flex flex-col gap-1">
        <h2 id="push-devices-heading" className="text-base font-semibold text-slate-900">
          {t('heading')}
        </h2>
        <p className="text-sm text-slate-600">{t('intro')}</p>
      </div>
      {status.message && <StatusMessage tone={status.message.tone}>{status.message.text}</StatusMessage>}
      <div className="flex flex-col gap-3 rounded-2xl p-4 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-2 text-sm text-slate-800" role="status">
          {state === 'on' ? (
            <Bell aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          ) : (
            <BellOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
          )}
          <span>{t(STATE_TEXT_KEYS[state])}</span>
        </p>
        {state === 'off' && (
          <Button size="sm" onClick={turnOnHere} isLoading={busy === 'on'} disabled={busy !== null}>
            {t('turnOn')}
          </Button>
        )}
        {state === 'on' && thisDevice && (
          <Button variant="secondary" size="sm" onClick={() => remove(thisDevice)} isLoading={busy === thisDevice.id} disabled={busy !== null}>
            {t('turnOff')}
          </Button>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{t('devicesHeading')}</h3>
        {devices.isPending && <p className="text-sm text-slate-600">{t('loading')}</p>}
        {devices.isError && <StatusMessage tone="error">{t('loadFailed')}</StatusMessage>}
        {devices.data?.length === 0 && <p className="text-sm text-slate-600">{t('noDevices')}</p>}
        {devices.data && devices.data.length > 0 && (
          <ul className="divide-y divide-slate-100 rounded-2xl px-4 ring-1 ring-slate-200">
            {devices.data.map((device) => (
              <li key={device.id} className="flex items-center gap-3 py-3">
                <Smartphone aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                    <span className="break-words">{deviceName(device)}</span>
                    {device.id === thisDevice?.id && (
                      <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
                        {t('thisDevice')}
                      </span>
                    )}
                  </span>
                  <span className="text-xs text-slate-600">{t('added', { date: formatDate(device.created_at) })}</span>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('removeLabel', { device: deviceName(device) })}
                  icon={<Trash2 aria-hidden="true" className="size-4" />}
                  onClick={() => remove(device)}
                  isLoading={busy === device.id}
                  disabled={busy !== null}
                >
                  {t('remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
