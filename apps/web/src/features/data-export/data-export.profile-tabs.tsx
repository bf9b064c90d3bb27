import type { AccountType, UserDto } from '@homeroom/contract/accounts';
import { FolderDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { AccountExportTab } from './components/account-export-tab.tsx';

/** The "Your data" tab of the profile, for either kind of account (the app joins it to the profile). */
export function useDataExportProfileTabs(): { id: string; label: string; icon: ReactNode; role: AccountType; render: (user: UserDto) => ReactNode }[] {
  const { t } = useTranslation('dataExport');
  return (['teacher', 'parent'] as const).map((role) => ({
    id: 'your-data',
    label: t('account.tab'),
    icon: <FolderDown aria-hidden="true" className="size-4" />,
    role,
    render: () => <AccountExportTab />,
  }));
}
