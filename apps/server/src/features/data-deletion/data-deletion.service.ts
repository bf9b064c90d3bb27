import { DATA_DELETION_MESSAGES, type AccountDeleteBody } from '@homeroom/contract/data-deletion';
import type { Database } from '../../infra/db/client.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { Outbox } from '../../infra/mail/outbox.ts';
import type { Bus } from '../../infra/realtime/bus.ts';
import { announceRevokedTokens } from '../../infra/realtime/socket-guard.ts';
import { listUserMediaKeys } from '../../infra/storage/media-columns.ts';
import type { MediaStorage } from '../../infra/storage/media-storage.ts';
import { teachers, users } from '../accounts/accounts.table.ts';
import { chatGroups } from '../chat/chat.table.ts';
import { schoolClasses } from '../classes/classes.table.ts';
import { accountDeletedMail } from './data-deletion.mail.ts';
import * as repo from './data-deletion.repo.ts';

/**
 * The references account deletion keeps: what others still use points at what is left of the user
 * (a class no co-teacher took, a direct chat), never at personal data.
 */
const KEPT_USER_REFERENCES = [teachers.userId, chatGroups.ownerId, chatGroups.recipientId] as const;
const KEPT_TEACHER_REFERENCES = [schoolClasses.teacherId] as const;

export type DataDeletionService = ReturnType<typeof createDataDeletionService>;

/** Deleting one's own account (docs/decisions.md, "Deleting an account"). */
export function createDataDeletionService({
  db,
  storage,
  outbox,
  bus,
  publicUrl,
}: {
  db: Database;
  storage: MediaStorage;
  /** The deleted account's sessions are announced on it, so that its open sockets close at once. */
  bus: Bus;
  outbox: Outbox;
  publicUrl: string;
}) {
  return {
    /**
     * Deletes the caller's personal data and files. Classes pass to a co-teacher, group chats to
     * another member; messages and comments stay without a sender. A row that still has to point
     * at someone keeps an erased user row; otherwise the row itself goes.
     */
    async deleteAccount(actor: Actor, body: AccountDeleteBody): Promise<void> {
      const user = await repo.findUser(db, actor.userId);
      if (!user) throw AppError.unauthenticated();
      if (body.email.trim().toLowerCase() !== user.email.toLowerCase()) {
        throw AppError.invalid({ email: [DATA_DELETION_MESSAGES.emailMismatch] });
      }
      const { files, tokenIds } = await db.transaction(async (tx) => {
        const teacher = await repo.findTeacher(tx, user.id);
        if (teacher?.schoolId != null && teacher.schoolRole === 'leader') {
          const others = await repo.countOtherStaff(tx, teacher.schoolId, teacher.id);
          // A school with other teachers must keep someone who approves them.
          if (others.staff > 0 && others.leaders === 0) throw AppError.invalidRequest(DATA_DELETION_MESSAGES.lastLeader);
        }
        const keys = await listUserMediaKeys(tx, user.id);
        const tokens = await repo.deleteAuthTokens(tx, user.id);
        let keepsTeacher = false;
        if (teacher) {
          await repo.handClassesToCoteachers(tx, teacher.id);
          keepsTeacher = (await repo.countOwnedClasses(tx, teacher.id)) > 0;
          if (keepsTeacher) {
            await repo.clearReferences(tx, teachers, teacher.id, KEPT_TEACHER_REFERENCES);
            await repo.detachTeacher(tx, teacher.id);
          } else {
            await repo.deleteTeacher(tx, teacher.id);
          }
        }
        await repo.handGroupsToMembers(tx, user.id);
        await repo.clearReferences(tx, users, user.id, KEPT_USER_REFERENCES);
        await outbox.enqueue(accountDeletedMail(user, publicUrl), tx);
        if (keepsTeacher || (await repo.hasDirectChats(tx, user.id))) await repo.eraseUser(tx, user.id);
        else await repo.deleteUser(tx, user.id);
        return { files: keys, tokenIds: tokens };
      });
      await announceRevokedTokens(bus, tokenIds);
      await Promise.all(files.map((key) => storage.delete(key)));
    },
  };
}
