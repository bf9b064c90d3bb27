import type { AccountType, UserDto } from '@homeroom/contract/accounts';
import { CalendarDays } from 'lucide-react';
import { lazy, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';

// Loaded when the tab is chosen: the profile opens on another tab (its Suspense shows the wait).
const CalendarFeedSection = lazy(() =>
  import('./components/calendar-feed-section.tsx').then((module) => ({ default: module.CalendarFeedSection })),
);

interface CalendarProfileTab {
  id: string;
  label: string;
  icon: ReactNode;
  role: AccountType;
  render: (user: UserDto) => ReactNode;
}

/** Teachers and parents alike have a calendar address: the same tab for both, after the others. */
const ROLES = ['teacher', 'parent'] as const satisfies readonly AccountType[];

/** The profile's Calendar tab (docs/decisions.md, "Calendar feeds"), labelled in the language the app speaks. */
export function useCalendarProfileTabs(): readonly CalendarProfileTab[] {
  const { t } = useTranslation('calendar');
  return ROLES.map((role) => ({
    id: 'calendar',
    label: t('tab'),
    icon: <CalendarDays aria-hidden="true" className="size-4" />,
    role,
    render: () => <CalendarFeedSection />,
  }));
}
