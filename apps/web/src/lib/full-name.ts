import type { UserSummaryDto } from '@homeroom/contract/accounts';

/** First and last name as one line; the last name is optional at registration. */
export function fullNameOf(user: Pick<UserSummaryDto, 'first_name' | 'last_name'>): string {
  return `${user.first_name} ${user.last_name}`.trim();
}
