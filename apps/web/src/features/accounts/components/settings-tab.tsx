import {
  ACCOUNT_MESSAGES,
  SETTINGS_BY_ROLE,
  type AccountType,
  type SettingsDto,
  type SettingsUpdateBody,
} from '@homeroom/contract/accounts';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useUpdateSettings } from '../api/update-settings.ts';
import { useTranslation } from 'react-i18next';

type Switches = Required<SettingsUpdateBody>;

/** The switches' labels: the same words as the contract's SETTING_LABELS (the server's e-mails quote them), in the app's language. */
const SETTING_LABEL_KEYS = {
  message_received_notification: 'settings.messageReceived',
  new_announcement_notification: 'settings.newAnnouncement',
  new_story_notification: 'settings.newStory',
  new_event_notification: 'settings.newEvent',
} as const satisfies Record<keyof Switches, string>;

function switchesOf(settings: SettingsDto): Switches {
  return {
    message_received_notification: settings.message_received_notification,
    new_announcement_notification: settings.new_announcement_notification,
    new_story_notification: settings.new_story_notification,
    new_event_notification: settings.new_event_notification,
  };
}

interface SettingsTabProps {
  settings: SettingsDto;
  accountType: AccountType;
}

/** The e-mail switches of the role (docs/product.md, "Settings"), read-only until the user turns on edit mode (docs/product.md, "Edit modes and status messages"). */
export function SettingsTab({ settings, accountType }: SettingsTabProps) {
  const { t } = useTranslation('accounts');
  const [draft, setDraft] = useState<Switches | null>(null);
  const updateSettings = useUpdateSettings();
  const status = useTimedMessage();
  const isEditing = draft !== null;
  const shown = draft ?? switchesOf(settings);

  async function save() {
    if (!draft) return;
    status.clear();
    try {
      await updateSettings.mutateAsync(draft);
      setDraft(null);
      status.show({ tone: 'success', text: ACCOUNT_MESSAGES.settingsUpdated });
    } catch {
      status.show({ tone: 'error', text: ACCOUNT_MESSAGES.settingsFailed });
    }
  }

  return (
    <div className="flex max-w-xl flex-col gap-4">
      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h2 className="text-base font-semibold text-slate-900">{t('settings.heading')}</h2>
          <p className="text-sm text-slate-600">{t('settings.intro')}</p>
        </div>
        {!isEditing && (
          <Button
            variant="secondary"
            size="sm"
            icon={<Pencil aria-hidden="true" className="size-4" />}
            onClick={() => setDraft(switchesOf(settings))}
          >
            {t('settings.edit')}
          </Button>
        )}
      </div>
      {status.message && <StatusMessage tone={status.message.tone}>{status.message.text}</StatusMessage>}
      <div className="divide-y divide-slate-100 rounded-2xl px-4 ring-1 ring-slate-200">
        {SETTINGS_BY_ROLE[accountType].map((key) => (
          <Switch
            key={key}
            label={t(SETTING_LABEL_KEYS[key])}
            checked={shown[key]}
            disabled={!isEditing || updateSettings.isPending}
            onChange={(checked) =>
              setDraft((current) => (current ? { ...current, [key]: checked } : current))
            }
          />
        ))}
      </div>
      {isEditing && (
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setDraft(null)} disabled={updateSettings.isPending}>
            {t('settings.cancel')}
          </Button>
          <Button onClick={save} isLoading={updateSettings.isPending}>
            {t('settings.save')}
          </Button>
        </div>
      )}
    </div>
  );
}
