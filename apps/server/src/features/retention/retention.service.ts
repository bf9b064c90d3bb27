import type { FastifyBaseLogger } from 'fastify';
import type { RetentionSettings } from '../../config.ts';
import type { Database } from '../../infra/db/client.ts';
import type { Outbox } from '../../infra/mail/outbox.ts';
import type { OutgoingMail } from '../../infra/mail/mail-transport.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { ClassesService } from '../classes/classes.service.ts';
import { classDeletionWarningMail } from './retention.mail.ts';
import * as repo from './retention.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Teachers are told this long before their archived class is deleted, and never less. */
export const DELETION_WARNING_DAYS = 14;
/** The job looks every this often whether the day's run is still to do. */
const CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** The first look after a start waits this long, so that a start stays quick. */
const FIRST_CHECK_DELAY_MS = 60_000;

interface RetentionDependencies {
  db: Database;
  classes: Pick<ClassesService, 'findClass'>;
  accounts: Pick<AccountsService, 'listMailRecipients'>;
  outbox: Outbox;
  settings: RetentionSettings;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The clock the policy is applied on; tests move it. */
  now?: () => Date;
}

/** What one run did. */
export interface RetentionRun {
  /** False when another instance (or an earlier run) had the day already. */
  ran: boolean;
  warnedClassIds: number[];
  deletedClassIds: number[];
  deletedChatMessages: number;
  deletedNotifications: number;
}

export type RetentionService = ReturnType<typeof createRetentionService>;

/**
 * The retention policy (docs/decisions.md, "Retention"), applied once a day across instances: an
 * archived class is deleted with everything of it `archivedClassDays` after its year ended, but
 * never sooner than 14 days after its teachers were told by mail; chat messages older than
 * `chatMessageDays` (if set) and notifications older than `notificationDays` are deleted. Files of
 * deleted rows are left to the orphan sweep, which removes stored files no row references.
 */
export function createRetentionService({ db, classes, accounts, outbox, settings, publicUrl, log, now = () => new Date() }: RetentionDependencies) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();

  /** Tells the teachers of archived classes near their end, once per class, and records when each will go. */
  async function warnTeachers(at: Date): Promise<number[]> {
    const warnFrom = new Date(at.getTime() - (settings.archivedClassDays - DELETION_WARNING_DAYS) * DAY_MS);
    const toWarn = await repo.listClassesToWarn(db, warnFrom);
    const warned: number[] = [];
    for (const { id, archivedAt } of toWarn) {
      const schoolClass = await classes.findClass(id).catch(() => null);
      if (!schoolClass || !archivedAt) continue;
      // However late the warning (a policy shortened, a server that was off), the teachers get their 14 days.
      const deleteAfter = new Date(Math.max(archivedAt.getTime() + settings.archivedClassDays * DAY_MS, at.getTime() + DELETION_WARNING_DAYS * DAY_MS));
      const teacherIds = [schoolClass.teacher.id, ...schoolClass.coteachers.map((coteacher) => coteacher.id)];
      const recipients = await accounts.listMailRecipients(teacherIds);
      const mails: OutgoingMail[] = recipients.map((recipient) =>
        classDeletionWarningMail(recipient, { name: schoolClass.name, deleteAfter, link: `${publicUrl}/class/${id}` }),
      );
      // The mails and the record of the warning commit together: a class is warned once, and is warned.
      await db.transaction(async (tx) => {
        await repo.insertWarnings(tx, [{ schoolClassId: id, deleteAfter, warnedAt: at }]);
        await outbox.enqueueMany(mails, tx);
      });
      warned.push(id);
    }
    if (warned.length > 0) void outbox.flush();
    return warned;
  }

  /** Applies the policy as of `at`, if no one has today; answers what it did. */
  async function applyRetention(at: Date = now()): Promise<RetentionRun> {
    const day = at.toISOString().slice(0, 10);
    const done: RetentionRun = { ran: false, warnedClassIds: [], deletedClassIds: [], deletedChatMessages: 0, deletedNotifications: 0 };
    if (!(await repo.claimRun(db, day, at))) return done;
    done.ran = true;
    done.warnedClassIds = await warnTeachers(at);
    done.deletedClassIds = await repo.deleteClassesDue(db, at);
    if (settings.chatMessageDays !== null) {
      done.deletedChatMessages = await repo.deleteChatMessagesBefore(db, new Date(at.getTime() - settings.chatMessageDays * DAY_MS));
    }
    done.deletedNotifications = await repo.deleteNotificationsBefore(db, new Date(at.getTime() - settings.notificationDays * DAY_MS));
    await repo.finishRun(db, day, now());
    return done;
  }

  function schedule(delayMs: number) {
    timer = setTimeout(() => {
      running = applyRetention()
        .then((run) => {
          if (run.ran) log.info({ ...run, ran: undefined }, 'retention applied');
        })
        .catch((error: unknown) => log.error({ err: error }, 'applying the retention policy failed'))
        .finally(() => {
          if (timer) schedule(CHECK_INTERVAL_MS);
        });
    }, delayMs);
    timer.unref();
  }

  return {
    applyRetention,
    /** Looks every hour whether today's run is still to do, from a minute after the start. */
    start() {
      schedule(FIRST_CHECK_DELAY_MS);
    },
    /** Stops the schedule and waits for a run under way. */
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
    /** The policy as the privacy page states it. */
    describePolicy() {
      return {
        retention: {
          archived_class_days: settings.archivedClassDays,
          chat_message_days: settings.chatMessageDays,
          notification_days: settings.notificationDays,
          deletion_warning_days: DELETION_WARNING_DAYS,
        },
      };
    },
  };
}
