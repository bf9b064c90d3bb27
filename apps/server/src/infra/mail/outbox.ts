import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/client.ts';
import { mailOutbox } from './outbox.table.ts';
import type { MailTransport, OutgoingMail } from './mail-transport.ts';

const BATCH_SIZE = 20;
const POLL_INTERVAL_MS = 5_000;
const MAX_ATTEMPTS = 8;
/** A claimed message is not claimed again for this long, so another instance skips it. */
const CLAIM_LEASE_SECONDS = 120;

/** Waits before attempt n+1: 30 s, 1 min, 2 min ... capped at one hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** (attempts - 1), 3600);
}

export interface Outbox {
  /** Stores a message for sending; in a transaction when one is given, so it is sent only if that commits. */
  enqueue(mail: OutgoingMail, executor?: Executor): Promise<void>;
  /** Stores many messages in one statement. */
  enqueueMany(mails: OutgoingMail[]): Promise<void>;
  /** Sends everything that is due now; resolves when the batch is done. */
  flush(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Mail is a row first and a message second: the worker sends due rows, retries failures with
 * growing delays and gives up after MAX_ATTEMPTS, so nothing is lost while the server is down.
 */
export function createOutbox(db: Database, transport: MailTransport, log: FastifyBaseLogger): Outbox {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function claimDueMail() {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(mailOutbox.id)
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})` })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  async function sendBatch(): Promise<number> {
    const batch = await claimDueMail();
    for (const mail of batch) {
      try {
        await transport.send(mail);
        await db.update(mailOutbox).set({ status: 'sent', sentAt: sql`now()`, attempts: mail.attempts + 1 }).where(eq(mailOutbox.id, mail.id));
      } catch (error) {
        const attempts = mail.attempts + 1;
        const gaveUp = attempts >= MAX_ATTEMPTS;
        log.warn({ err: error, mailId: mail.id, attempts, gaveUp }, 'sending mail failed');
        await db
          .update(mailOutbox)
          .set({
            attempts,
            status: gaveUp ? 'failed' : 'pending',
            lastError: String(error instanceof Error ? error.message : error).slice(0, 1000),
            nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(attempts)})`,
          })
          .where(eq(mailOutbox.id, mail.id));
      }
    }
    return batch.length;
  }

  function flush(): Promise<void> {
    // One run at a time; a kick during a run is served by a run right after it.
    const previous = running ?? Promise.resolve();
    const next = previous.then(async () => {
      while (!stopped && (await sendBatch()) === BATCH_SIZE) {
        /* a full batch: there may be more */
      }
    });
    running = next.catch((error: unknown) => log.error({ err: error }, 'outbox run failed'));
    return running;
  }

  return {
    async enqueue(mail, executor = db) {
      await executor.insert(mailOutbox).values(mail);
      if (executor === db && !stopped) void flush();
    },
    async enqueueMany(mails) {
      if (mails.length === 0) return;
      await db.insert(mailOutbox).values(mails);
      if (!stopped) void flush();
    },
    flush,
    start() {
      stopped = false;
      timer = setInterval(() => void flush(), POLL_INTERVAL_MS);
      timer.unref();
      void flush();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
