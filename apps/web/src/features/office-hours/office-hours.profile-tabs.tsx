import type { AccountType } from '@homeroom/contract/accounts';
import { Clock } from 'lucide-react';
import { lazy, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';

// Loaded when the tab is chosen: the profile opens on another tab (its Suspense shows the wait).
const OfficeHoursSettings = lazy(() =>
  import('./components/office-hours-settings.tsx').then((module) => ({ default: module.OfficeHoursSettings })),
);

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
