import type { AccountType } from '@homeroom/contract/accounts';
import { useQuery } from '@tanstack/react-query';
import { parentContactsQueryOptions } from '../api/get-parent-contacts.ts';
import { teacherContactsQueryOptions } from '../api/get-teacher-contacts.ts';
import { classesOfParent, classesOfTeacher } from '../contacts.ts';

/** The classes of the Contacts panel from the contacts call of the user's role. */
export function useChatContacts(accountType: AccountType | '') {
  const teacherContacts = useQuery({
    ...teacherContactsQueryOptions(),
    enabled: accountType === 'teacher',
    select: classesOfTeacher,
  });
  const parentContacts = useQuery({
    ...parentContactsQueryOptions(),
    enabled: accountType === 'parent',
    select: classesOfParent,
  });
  return accountType === 'teacher' ? teacherContacts : parentContacts;
}
