import { ACCOUNT_MESSAGES, type AccountType, type SettingsDto } from '@homeroom/contract/accounts';
import {
  CHANNEL_KINDS_BY_ROLE,
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationChannels as Channels,
} from '@homeroom/contract/notification-channels';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useUpdateSettings } from '../api/update-settings.ts';

interface Draft {
  channels: Channels;
  digestHour: number;
}

interface NotificationChannelsProps {
  settings: SettingsDto;
  accountType: AccountType;
  /** The user's time zone, which the digest hour is in; null reads as UTC. */
  timeZone: string | null;
}

/** Each kind's label, each channel's name and explanation, written out so the catalogue check finds every key. */
const KIND_LABELS = {
  messages: 'channels.kinds.messages',
  stories: 'channels.kinds.stories',
  announcements: 'channels.kinds.announcements',
  events: 'channels.kinds.events',
  calls: 'channels.kinds.calls',
} as const satisfies Record<NotificationKind, string>;

const CHANNEL_NAMES = {
  in_app: 'channels.channels.in_app',
  push: 'channels.channels.push',
  email: 'channels.channels.email',
  digest: 'channels.channels.digest',
  off: 'channels.channels.off',
} as const satisfies Record<NotificationChannel, string>;

const CHANNEL_EXPLANATIONS = {
  in_app: 'channels.explain.in_app',
  push: 'channels.explain.push',
  email: 'channels.explain.email',
  digest: 'channels.explain.digest',
  off: 'channels.explain.off',
} as const satisfies Record<NotificationChannel, string>;

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** The hour as a clock reads it in the user's language (18 → 18:00 or 6:00 PM). */
function formatHour(hour: number, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, hour));
}

/**
 * Where each kind of notification goes (docs/decisions.md, "Channels per kind"): one row per kind
 * the role receives with a choice of the five channels, and the hour of the daily digest.
 * Read-only until Edit, like the rest of the profile.
 */
export function NotificationChannels({ settings, accountType, timeZone }: NotificationChannelsProps) {
  const { t, i18n } = useTranslation('notifications');
  const [draft, setDraft] = useState<Draft | null>(null);
  const updateChannels = useUpdateSettings();
  const status = useTimedMessage();
  const shown: Draft = draft ?? { channels: settings.channels, digestHour: settings.digest_hour };
  const isEditing = draft !== null;
  const kinds = CHANNEL_KINDS_BY_ROLE[accountType];

  async function save() {
    if (!draft) return;
    status.clear();
    try {
      const channels = Object.fromEntries(kinds.map((kind) => [kind, draft.channels[kind]]));
      await updateChannels.mutateAsync({ channels, digest_hour: draft.digestHour });
      setDraft(null);
      status.show({ tone: 'success', text: ACCOUNT_MESSAGES.settingsUpdated });
    } catch {
      status.show({ tone: 'error', text: ACCOUNT_MESSAGES.settingsFailed });
    }
  }

  return (
    <section aria-labelledby="notification-channels-heading" className="flex max-w-xl flex-col gap-4">
      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h2 id="notification-channels-heading" className="text-base font-semibold text-slate-900">
            {t('channels.heading')}
          </h2>
          <p className="text-sm text-slate-600">{t('channels.intro')}</p>
        </div>
        {!isEditing && (
          <Button
            variant="secondary"
            size="sm"
            icon={<Pencil aria-hidden="true" className="size-4" />}
            onClick={() => setDraft({ channels: settings.channels, digestHour: settings.digest_hour })}
          >
            {t('channels.edit')}
          </Button>
        )}
      </div>
      {status.message && <StatusMessage tone={status.message.tone}>{status.message.text}</StatusMessage>}
      <div className="divide-y divide-slate-100 rounded-2xl px-4 ring-1 ring-slate-200">
        {kinds.map((kind) => {
          const channel = shown.channels[kind];
          return (
            <div key={kind} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
              <Select
                className="w-full sm:w-64"
                label={t(KIND_LABELS[kind])}
                hint={t(CHANNEL_EXPLANATIONS[channel])}
                value={channel}
                disabled={!isEditing || updateChannels.isPending}
                onChange={(event) => {
                  const chosen = event.target.value as NotificationChannel;
                  setDraft((current) => (current ? { ...current, channels: { ...current.channels, [kind]: chosen } } : current));
                }}
              >
                {NOTIFICATION_CHANNELS.map((option) => (
                  <option key={option} value={option}>
                    {t(CHANNEL_NAMES[option])}
                  </option>
                ))}
              </Select>
            </div>
          );
        })}
        <div className="py-3">
          <Select
            className="w-full sm:w-64"
            label={t('channels.digestHour')}
            hint={t('channels.digestHint', { timeZone: timeZone ?? 'UTC' })}
            value={String(shown.digestHour)}
            disabled={!isEditing || updateChannels.isPending}
            onChange={(event) => {
              const hour = Number(event.target.value);
              setDraft((current) => (current ? { ...current, digestHour: hour } : current));
            }}
          >
            {HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {formatHour(hour, i18n.language)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {isEditing && (
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setDraft(null)} disabled={updateChannels.isPending}>
            {t('channels.cancel')}
          </Button>
          <Button onClick={save} isLoading={updateChannels.isPending}>
            {t('channels.save')}
          </Button>
        </div>
      )}
    </section>
  );
}
