import { AsyncResource } from 'node:async_hooks';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MailSettings } from '../../config.ts';
import type { Database, Executor } from '../db/client.ts';
import { mailOutbox } from './outbox.table.ts';
import { newMessageId, type MailTransport, type OutgoingMail } from './mail-transport.ts';

const BATCH_SIZE = 20;
const POLL_INTERVAL_MS = 5_000;
const ADDRESS = /[^\s<>"':;,]+@[^\s<>"':;,]+/g;

export type OutboxSettings = Pick<MailSettings, 'retryFirstDelayMs' | 'retryMaxDelayMs' | 'retryForMs' | 'claimLeaseMs' | 'flushOnStopMs'> & {
  /** The sender, whose domain the Message-IDs take. */
  from: string;
};

/** Waits before attempt n+1: the first delay, doubling at each failure, capped at the longest delay. */
export function retryDelayMs(attempts: number, settings: Pick<OutboxSettings, 'retryFirstDelayMs' | 'retryMaxDelayMs'>): number {
  return Math.min(settings.retryFirstDelayMs * 2 ** (attempts - 1), settings.retryMaxDelayMs);
}

/** A row of the outbox claimed for sending. */
type ClaimedMail = typeof mailOutbox.$inferSelect;

export interface Outbox {
  /** Stores a message for sending; in a transaction when one is given, so it is sent only if that commits. */
  enqueue(mail: OutgoingMail, executor?: Executor): Promise<void>;
  /** Stores many messages in one statement, within the caller's transaction when given one. */
  enqueueMany(mails: OutgoingMail[], executor?: Executor): Promise<void>;
  /**
   * Runs work that prepares mail after the answer has gone, so that how long an answer takes
   * tells nothing about the work (whether an address has an account). Flush and stop wait for it.
   */
  compose(work: () => Promise<void>): void;
  /** Sends everything that is due now; resolves when the batch is done. */
  flush(): Promise<void>;
  start(): void;
  /** Stops polling and sends what is due, for at most `flushOnStopMs`. */
  stop(): Promise<void>;
}

/**
 * Mail is a row first and a message second: the worker sends due rows and retries failures with
 * growing delays for `retryForMs` after the mail was queued (two days by default, as mail servers
 * do), so nothing is lost while the server is down. Each row keeps one Message-ID for all its
 * attempts, and a row being sent stays claimed for as long as its sender works on it, so a slow
 * server is not sent the same mail twice by another instance.
 */
export function createOutbox(db: Database, transport: MailTransport, log: FastifyBaseLogger, settings: OutboxSettings): Outbox {
  let timer: NodeJS.Timeout | undefined;
  /** The last run started or queued. */
  let running: Promise<void> | undefined;
  /** A run queued behind the current one and not started yet: every kick until it starts joins it. */
  let queued: Promise<void> | undefined;
  let stopped = false;
  /** Set once the stop has waited its time: the database may be closing, so no run starts or goes on. */
  let closed = false;
  const composing = new Set<Promise<void>>();
  // Composing and the sending a new mail kicks off run in the outbox's own context, not in that
  // of the request that asked for them: their statements are the worker's, not the request's.
  const context = new AsyncResource('homeroom.outbox');
  const kick = () => context.runInAsyncScope(() => void flush());
  const leaseSeconds = settings.claimLeaseMs / 1000;

  async function claimDueMail(): Promise<ClaimedMail[]> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(mailOutbox.id)
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  /**
   * Keeps the claim on a batch's rows for as long as it works on them: an SMTP server may take
   * minutes to answer, and another instance must take neither a mail of the batch still waiting
   * its turn nor one it has sent and not yet marked.
   */
  function holdClaims(ids: ReadonlySet<number>): () => void {
    const renewal = setInterval(() => {
      if (ids.size === 0) return;
      db.update(mailOutbox)
        .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
        .where(and(inArray(mailOutbox.id, [...ids]), eq(mailOutbox.status, 'pending')))
        .catch((error: unknown) => log.warn({ err: error, mailIds: [...ids] }, 'could not renew the claim on mails being sent'));
    }, settings.claimLeaseMs / 3);
    renewal.unref();
    return () => clearInterval(renewal);
  }

  /** The mails of a batch that went, marked sent in one statement. */
  async function markSent(ids: ReadonlySet<number>): Promise<void> {
    if (ids.size === 0) return;
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: sql`now()`, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, [...ids]));
  }

  /**
   * Sends one claimed batch and marks what went in one statement at its end: a mail sent but not
   * yet marked when the process dies is sent again after its lease, with the same Message-ID (at
   * least once, as before; docs/decisions.md, "The mail outbox's runs").
   */
  async function sendBatch(): Promise<number> {
    const batch = await claimDueMail();
    /** The batch's rows this run still answers for: a failed one leaves, its retry time set. */
    const held = new Set(batch.map((mail) => mail.id));
    const sent = new Set<number>();
    const release = holdClaims(held);
    try {
      for (const mail of batch) {
        // Left claimed: the lease runs out and a later run (this instance's next start, another instance) sends it.
        if (closed) break;
        try {
          await transport.send(mail);
          sent.add(mail.id);
        } catch (error) {
          held.delete(mail.id);
          if (closed) {
            // The database may be gone: what this mail's row says stays as it was.
            log.warn({ mailId: mail.id }, 'the outbox stopped while a mail was being sent; it may be sent again');
            break;
          }
          await noteFailedAttempt(mail, error);
        }
      }
    } finally {
      release();
      // Also when a failed attempt could not be noted: what went is marked, not sent again.
      if (!closed) await markSent(sent);
      else if (sent.size > 0) log.warn({ mailIds: [...sent] }, 'the outbox stopped before marking mails sent; they may be sent again');
    }
    return batch.length;
  }

  /** A failed attempt: tried again later with a growing delay, or given up once the retry window has passed. */
  async function noteFailedAttempt(mail: ClaimedMail, error: unknown): Promise<void> {
    const attempts = mail.attempts + 1;
    const [row] = await db
      .update(mailOutbox)
      .set({
        attempts,
        status: sql`CASE WHEN ${mailOutbox.createdAt} <= now() - make_interval(secs => ${settings.retryForMs / 1000}) THEN 'failed' ELSE 'pending' END`,
        lastError: String(error instanceof Error ? error.message : error).slice(0, 1000),
        nextAttemptAt: sql`now() + make_interval(secs => ${retryDelayMs(attempts, settings) / 1000})`,
      })
      .where(eq(mailOutbox.id, mail.id))
      .returning({ status: mailOutbox.status });
    // The error alone, without addresses: nodemailer's errors and the server's replies name the recipients, who stay out of logs.
    const message = (error instanceof Error ? error.message : String(error)).replace(ADDRESS, '<address>');
    const reason = { message, code: error instanceof Error ? (error as { code?: unknown }).code : undefined };
    log.warn({ reason, mailId: mail.id, attempts, gaveUp: row?.status === 'failed' }, 'sending mail failed');
  }

  function flush(): Promise<void> {
    // One run at a time. The kicks during a run are all served by one run right after it, which
    // claims whatever is due when it starts: a busy school queues one run, not one a mail.
    if (queued) return queued;
    const previous = running ?? Promise.resolve();
    const next = previous
      .then(async () => {
        queued = undefined;
        if (closed) return;
        await Promise.all(composing);
        while (!closed && (await sendBatch()) === BATCH_SIZE && !stopped) {
          /* a full batch: there may be more */
        }
      })
      .catch((error: unknown) => log.error({ err: error }, 'outbox run failed'));
    queued = next;
    running = next;
    return next;
  }

  const withMessageIds = (mails: OutgoingMail[]) => mails.map((mail) => ({ ...mail, messageId: newMessageId(settings.from) }));

  return {
    async enqueue(mail, executor = db) {
      await executor.insert(mailOutbox).values(withMessageIds([mail]));
      if (executor === db && !stopped) kick();
    },
    async enqueueMany(mails, executor = db) {
      if (mails.length === 0) return;
      await executor.insert(mailOutbox).values(withMessageIds(mails));
      if (executor === db && !stopped) kick();
    },
    compose(work) {
      const done: Promise<void> = context
        .runInAsyncScope(() => Promise.resolve().then(work))
        .catch((error: unknown) => log.error({ err: error }, 'composing mail failed'))
        .finally(() => composing.delete(done));
      composing.add(done);
    },
    flush,
    start() {
      stopped = false;
      closed = false;
      timer = setInterval(() => void flush(), POLL_INTERVAL_MS);
      timer.unref();
      void flush();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      // What is due leaves before the process ends, but a mail server or database that hangs does not hold the stop up.
      let bound: NodeJS.Timeout | undefined;
      await Promise.race([flush(), new Promise((resolve) => (bound = setTimeout(resolve, settings.flushOnStopMs)))]);
      clearTimeout(bound);
      closed = true;
      transport.close();
    },
  };
}
