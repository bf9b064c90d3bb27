import { i18n } from './i18n/i18n.ts';
import type { UserSummaryDto } from '@homeroom/contract/accounts';

/** First and last name as one line; the last name is optional at registration. */
export function fullNameOf(user: Pick<UserSummaryDto, 'first_name' | 'last_name'>): string {
  return `${user.first_name} ${user.last_name}`.trim();
}

/**
 * The names of every teacher of a class, owner first, as one line ("Ada Lovelace, Noah Reyes").
 * A deleted account keeps no name: its class shows "Former teacher" (docs/decisions.md, "Deleting an account").
 */
export function teacherNamesOf(schoolClass: { teachers: readonly { user: Pick<UserSummaryDto, 'first_name' | 'last_name'> }[] }): string {
  return schoolClass.teachers.map((teacher) => fullNameOf(teacher.user) || i18n.t('common:formerTeacher')).join(', ');
}
