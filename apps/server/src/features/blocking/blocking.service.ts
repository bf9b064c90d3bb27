import type { BlockBody, BlockListDto } from '@homeroom/contract/blocking';
import { CHAT_MESSAGES } from '@homeroom/contract/chat';
import { MODERATION_MESSAGES } from '@homeroom/contract/moderation';
import type { Database } from '../../infra/db/client.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { StudentsService } from '../students/students.service.ts';
import { canBlock, directMessageBlock } from './blocking.policy.ts';
import * as repo from './blocking.repo.ts';

export type BlockingService = ReturnType<typeof createBlockingService>;

interface BlockingDependencies {
  db: Database;
  accounts: Pick<AccountsService, 'findProfiles' | 'toUserSummary'>;
  students: Pick<StudentsService, 'listReachableUserIds'>;
}

/** A parent blocks another parent: no direct messages between them either way (docs/decisions.md, "Blocking"). */
export function createBlockingService({ db, accounts, students }: BlockingDependencies) {
  return {
    /**
     * Blocks someone the actor may reach (404 for anyone else: nobody probes who exists). Only
     * parents block parents (403 otherwise). The blocked person is not told.
     */
    async blockUser(actor: Actor, { user: userId }: BlockBody): Promise<void> {
      if (userId === actor.userId) throw AppError.invalid({ user: [MODERATION_MESSAGES.cannotBlock] });
      if (!(await students.listReachableUserIds(actor.userId)).has(userId)) throw AppError.notFound();
      const [blocker, blocked] = await Promise.all([accounts.findProfiles(actor.userId), accounts.findProfiles(userId)]);
      if (!canBlock(blocker, blocked)) throw AppError.forbidden(MODERATION_MESSAGES.cannotBlock);
      await repo.insertBlock(db, actor.userId, userId);
    },

    /** Lifts the actor's block of the user; nothing when there is none. */
    async unblockUser(actor: Actor, { user: userId }: BlockBody): Promise<void> {
      await repo.deleteBlock(db, actor.userId, userId);
    },

    /** The people the actor blocked; never who blocked the actor. */
    async listBlocked(actor: Actor): Promise<BlockListDto> {
      const rows = await repo.listBlockedBy(db, actor.userId);
      return {
        blocked: rows.map((row) => ({ user: accounts.toUserSummary(row.user), created_at: row.createdAt.toISOString() })),
      };
    },

    /**
     * Refuses a direct message between the two while either blocks the other: the blocker is told
     * why; the blocked person gets exactly the refusal of someone they cannot reach.
     */
    async requireDirectMessagesAllowed(userId: number, otherUserId: number): Promise<void> {
      const side = directMessageBlock(userId, await repo.listBlocksBetween(db, userId, otherUserId));
      if (side === 'blocker') throw AppError.forbidden(MODERATION_MESSAGES.youBlockedThem);
      if (side === 'blocked') throw AppError.forbidden(CHAT_MESSAGES.notAContact);
    },
  };
}
