import type { AccountType, UserDto } from '@homeroom/contract/accounts';
import { Baby, School, Users } from 'lucide-react';
import type { ReactNode } from 'react';
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

/** The profile tabs of this feature, in the order of docs/product.md, "Profile and settings": School and Classes for teachers, Children for parents. */
export const SCHOOL_PROFILE_TABS: readonly SchoolProfileTab[] = [
  {
    id: 'school',
    label: 'School',
    icon: <School aria-hidden="true" className="size-4" />,
    role: 'teacher',
    render: (user) => user.teacher && <SchoolTab teacher={user.teacher} />,
  },
  {
    id: 'classes',
    label: 'Classes',
    icon: <Users aria-hidden="true" className="size-4" />,
    role: 'teacher',
    render: (user) => user.teacher && <ClassesTab teacher={user.teacher} />,
  },
  {
    id: 'children',
    label: 'Children',
    icon: <Baby aria-hidden="true" className="size-4" />,
    role: 'parent',
    render: (user) => user.parent && <ChildrenTab parent={user.parent} />,
  },
];
