import type { UserSummaryDto } from '@homeroom/contract/accounts';
import type { ChatMemberDto } from '@homeroom/contract/chat';
import { fullNameOf } from '../../lib/full-name.ts';
import { i18n } from '../../lib/i18n/i18n.ts';

/** Why `candidate` cannot join the 'New Users' list, or null if they can (docs/product.md, "Group membership"). */
export function newMemberError(
  candidate: UserSummaryDto,
  pending: readonly UserSummaryDto[],
  members: readonly Pick<ChatMemberDto, 'user'>[],
): string | null {
  const name = fullNameOf(candidate);
  if (pending.some((person) => person.id === candidate.id)) return i18n.t('chat:addMembers.alreadyInTheList', { name });
  if (members.some((member) => member.user.id === candidate.id)) return i18n.t('chat:addMembers.alreadyInTheGroup', { name });
  return null;
}
