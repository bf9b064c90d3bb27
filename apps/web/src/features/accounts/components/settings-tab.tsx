import type { AccountType, SettingsDto } from '@homeroom/contract/accounts';
import { NotificationChannels } from './notification-channels.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { PushSettingsSection } from '../../push/components/push-settings-section.tsx';
import { ReadStatusSettingsSection } from '../../read-receipts/components/read-status-settings-section.tsx';
import { BlockedPeopleSettingsSection } from '../../chat/components/blocked-people-settings-section.tsx';

interface SettingsTabProps {
  settings: SettingsDto;
  accountType: AccountType;
}

/**
 * The profile's settings (docs/product.md, "Settings"): where each kind of notification goes and
 * the hour of the daily digest (docs/decisions.md, "Channels per kind"), and this device's push
 * notifications.
 */
export function SettingsTab({ settings, accountType }: SettingsTabProps) {
  const timeZone = useAuthStore((state) => state.account?.time_zone ?? null);
  return (
    <div className="flex flex-col gap-8">
      <NotificationChannels settings={settings} accountType={accountType} timeZone={timeZone} />
      <PushSettingsSection />
      {accountType === 'teacher' && <ReadStatusSettingsSection hideReadStatus={settings.hide_read_status} />}
      {accountType === 'parent' && <BlockedPeopleSettingsSection />}
    </div>
  );
}
