import type { AccountType } from '@homeroom/contract/accounts';
import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OfficeHoursSettings } from './components/office-hours-settings.tsx';

interface OfficeHoursProfileTab {
  id: string;
  label: string;
  icon: ReactNode;
  role: AccountType;
  render: () => ReactNode;
}

/** The teacher's Office hours tab of the profile, beside Settings; the app hands it to the profile page (app/profile-route.tsx). */
export function useOfficeHoursProfileTabs(): OfficeHoursProfileTab[] {
  const { t } = useTranslation('officeHours');
  return [{ id: 'office-hours', label: t('settings.heading'), icon: <Clock aria-hidden="true" className="size-4" />, role: 'teacher', render: () => <OfficeHoursSettings /> }];
}
