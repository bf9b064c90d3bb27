import type { AccountType, UserDto } from '@homeroom/contract/accounts';
import { Baby, School, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { ChildrenTab } from './components/children-tab.tsx';
import { ClassesTab } from './components/classes-tab.tsx';
import { SchoolTab } from './components/school-tab.tsx';

interface SchoolProfileTab {
  id: string;
  label: string;
  icon: ReactNode;
  role: AccountType;
  render: (user: UserDto) => ReactNode;
}

/** The profile tabs of this feature (labels as keys of `schools`), in the order of docs/product.md, "Profile and settings": School and Classes for teachers, Children for parents. */
const SCHOOL_PROFILE_TABS = [
  {
    id: 'school',
    label: 'tabs.school',
    icon: <School aria-hidden="true" className="size-4" />,
    role: 'teacher',
    render: (user) => user.teacher && <SchoolTab teacher={user.teacher} />,
  },
  {
    id: 'classes',
    label: 'tabs.classes',
    icon: <Users aria-hidden="true" className="size-4" />,
    role: 'teacher',
    render: (user) => user.teacher && <ClassesTab teacher={user.teacher} />,
  },
  {
    id: 'children',
    label: 'tabs.children',
    icon: <Baby aria-hidden="true" className="size-4" />,
    role: 'parent',
    render: (user) => user.parent && <ChildrenTab parent={user.parent} />,
  },
] as const satisfies readonly SchoolProfileTab[];

/** The profile tabs of this feature, labelled in the language the app speaks. */
export function useSchoolProfileTabs(): readonly SchoolProfileTab[] {
  const { t } = useTranslation('schools');
  return SCHOOL_PROFILE_TABS.map((tab) => ({ ...tab, label: t(tab.label) }));
}
