import http from 'node:http';
import https from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webPush from 'web-push';
import type {
  PushKeyDto,
  PushPayload,
  PushSubscriptionCreateBody,
  PushSubscriptionDto,
} from '@homeroom/contract/push';
import type { Database } from '../../infra/db/client.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import { describeDevice, deviceLabel } from './device-label.ts';
import { createGuardedLookup, refuseEndpoint } from './push-endpoint-guard.ts';
import * as repo from './push.repo.ts';
import type { PushSubscriptionRow } from './push.repo.ts';
import type { VapidKeys } from './vapid-keys.ts';

export type PushService = ReturnType<typeof createPushService>;

/** A push message for one user, to each of their devices. */
export interface PushMessage {
  userId: number;
  payload: PushPayload;
}

interface PushDependencies {
  db: Database;
  vapid: VapidKeys;
  log: FastifyBaseLogger;
  /** Endpoints on plain http or private addresses (tests, a push service inside the network). */
  allowPrivateEndpoints: boolean;
  now?: () => Date;
  /** Requests to push services under way at once. */
  concurrency?: number;
  /** How long a push service may take to answer. */
  timeoutMs?: number;
}

/** How long a push service keeps a message for a device that is offline: a day, after which it is stale. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** A tag the push service may use as its Topic (RFC 8030 §5.4): base64url, at most 32 characters. */
const TOPIC_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** The outcome of one request to a push service. */
type Delivery = 'delivered' | 'gone' | 'failed';

function toDto(row: PushSubscriptionRow): PushSubscriptionDto {
  return {
    id: row.id,
    endpoint: row.endpoint,
    browser: row.browser,
    os: row.os,
    device: deviceLabel(row),
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
  };
}

/**
 * Web Push (docs/decisions.md, "Web Push"): the devices a user subscribed, and sending to them.
 * Payloads are encrypted for each device (RFC 8291, aes128gcm) and signed with the server's
 * VAPID keys by the web-push library; the request itself goes out here, through a lookup that
 * refuses private addresses. Any instance sends: all it needs is the same keys.
 */
export function createPushService({
  db,
  vapid,
  log,
  allowPrivateEndpoints,
  now = () => new Date(),
  concurrency = 8,
  timeoutMs = 10_000,
}: PushDependencies) {
  const lookup = createGuardedLookup(allowPrivateEndpoints);
  const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };

  function post(details: webPush.RequestDetails): Promise<{ statusCode: number; body: string }> {
    const url = new URL(details.endpoint);
    const transport = url.protocol === 'http:' ? http : https;
    return new Promise((resolve, reject) => {
      const request = transport.request(
        url,
        { method: details.method, headers: details.headers, lookup, timeout: timeoutMs },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            // A push service's answer is short; anything longer is not read into memory.
            if (body.length < 4096) body += chunk;
          });
          response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, body }));
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error('push service timed out')));
      request.on('error', reject);
      request.end(details.body ?? undefined);
    });
  }

  async function deliver(subscription: PushSubscriptionRow, payload: PushPayload): Promise<Delivery> {
    try {
      const details = webPush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        {
          vapidDetails,
          TTL: PUSH_TTL_SECONDS,
          // Calls ring now or never: the phone should wake for them.
          urgency: payload.tag.startsWith('call') ? 'high' : 'normal',
          contentEncoding: 'aes128gcm',
          ...(TOPIC_PATTERN.test(payload.tag) ? { topic: payload.tag } : {}),
        },
      );
      const { statusCode, body } = await post(details);
      if (statusCode >= 200 && statusCode < 300) return 'delivered';
      if (statusCode === 404 || statusCode === 410) return 'gone';
      log.warn({ subscriptionId: subscription.id, statusCode, body: body.slice(0, 200) }, 'push service refused a message');
      return 'failed';
    } catch (error) {
      log.warn({ err: error, subscriptionId: subscription.id }, 'push message not sent');
      return 'failed';
    }
  }

  return {
    /** GET school/push-key/ */
    publicKey(): PushKeyDto {
      return { public_key: vapid.publicKey };
    },

    /** POST school/push-subscription-create/: this browser receives the actor's messages from now on. */
    async subscribe(actor: Actor, body: PushSubscriptionCreateBody, userAgent: string | undefined): Promise<PushSubscriptionDto> {
      const refusal = refuseEndpoint(body.endpoint, allowPrivateEndpoints);
      if (refusal) throw AppError.invalid({ endpoint: [refusal] });
      const row = await repo.upsertSubscription(db, {
        userId: actor.userId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        ...describeDevice(userAgent),
        createdAt: now(),
      });
      return toDto(row);
    },

    /** GET school/push-subscriptions/: the actor's own devices. */
    async listSubscriptions(actor: Actor): Promise<PushSubscriptionDto[]> {
      return (await repo.listSubscriptionsOfUser(db, actor.userId)).map(toDto);
    },

    /** DELETE school/push-subscription/{id}/: only one's own; anyone else's is not found. */
    async unsubscribe(actor: Actor, id: number): Promise<void> {
      if (!(await repo.deleteSubscriptionOfUser(db, id, actor.userId))) throw AppError.notFound();
    },

    /**
     * Sends each message to every device of its user, a few requests at a time. Never throws: a
     * failure is logged and the subscription kept, except when the push service says it is gone
     * (404, 410), which removes it.
     */
    async sendToUsers(messages: PushMessage[]): Promise<void> {
      if (messages.length === 0) return;
      try {
        const subscriptions = await repo.listSubscriptionsOfUsers(db, [...new Set(messages.map((message) => message.userId))]);
        const jobs = messages.flatMap((message) =>
          subscriptions.filter((subscription) => subscription.userId === message.userId).map((subscription) => ({ subscription, payload: message.payload })),
        );
        const delivered = new Set<number>();
        const gone = new Map<number, PushSubscriptionRow>();
        let next = 0;
        async function work(): Promise<void> {
          while (next < jobs.length) {
            const job = jobs[next++]!;
            const outcome = await deliver(job.subscription, job.payload);
            if (outcome === 'delivered') delivered.add(job.subscription.id);
            if (outcome === 'gone') gone.set(job.subscription.id, job.subscription);
          }
        }
        await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, work));
        await repo.deleteGoneSubscriptions(db, [...gone.values()]);
        await repo.markSubscriptionsUsed(db, [...delivered].filter((id) => !gone.has(id)), now());
      } catch (error) {
        log.error({ err: error }, 'push messages not sent');
      }
    },
  };
}
