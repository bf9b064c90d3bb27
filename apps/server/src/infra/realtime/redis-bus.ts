import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Bus } from './bus.ts';
import { quitRedis } from './redis-connection.ts';

/** How long `publishConfirmed` waits for Redis and the other instances at most. */
const PUBLISH_CONFIRM_TIMEOUT_MS = 2000;

/** Where every instance says it has handled a confirmed publication, by the publication's id. */
const ACKNOWLEDGEMENTS_CHANNEL = 'bus:acknowledgements';

/**
 * What travels over Redis: a message, or word that its sender could not publish on the channel.
 * A message with `confirm` is acknowledged by each listening connection once it is handled.
 */
type Envelope = { origin: string; message: unknown; confirm?: string } | { origin: string; gap: true };

/** A confirmed publication waiting for its acknowledgements. */
interface Confirmation {
  heard: number;
  /** How many listening connections Redis delivered it to; unknown until PUBLISH answers. */
  expected: number | null;
  settle: () => void;
}

interface Subscription {
  handler: (message: unknown) => void;
  onGap?: () => void;
}

/**
 * The bus over Redis pub/sub, so that instances behind a load balancer reach each other's
 * sockets. One connection publishes, one listens; a channel is subscribed while this instance
 * has a handler for it.
 *
 * Redis is only a wake-up signal, and may go away at any time. Subscribers on this instance get
 * a message in-process, whatever Redis does, and never get it a second time back from Redis.
 * Neither connection queues commands while Redis is unreachable: a publish that cannot go out
 * is dropped at once and its channel remembered, so that the other instances are told of the
 * gap when Redis is back; and when the listening connection is back and has subscribed again,
 * every subscriber is told of the gap. The bus going down and coming back is logged once each.
 *
 * A confirmed publication carries an id; every connection Redis delivered it to answers on the
 * acknowledgements channel once its handlers have run, and the publisher waits for as many
 * answers as PUBLISH counted receivers.
 */
export function createRedisBus(
  redisUrl: string,
  prefix: string,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  { confirmTimeoutMs = PUBLISH_CONFIRM_TIMEOUT_MS } = {},
): Bus {
  const instanceId = randomUUID();
  const options = { maxRetriesPerRequest: 0, enableOfflineQueue: false, autoResubscribe: false };
  const publisher = new Redis(redisUrl, options);
  const subscriber = new Redis(redisUrl, options);
  const subscriptions = new Map<string, Set<Subscription>>();
  /** Channels this instance published on while Redis could not take it. */
  const unannounced = new Set<string>();
  let isSubscribed = false;
  /** The listening connection came back: every channel's subscribers are told once both connections are up. */
  let isGapPending = false;
  let state: 'starting' | 'up' | 'down' = 'starting';
  let isClosing = false;

  function goneDown(): void {
    if (isClosing || state === 'down') return;
    state = 'down';
    log.warn('realtime bus: Redis unreachable; live messages reach other instances from the database once it is back');
  }
  function maybeUp(): void {
    if (isClosing || state === 'up' || publisher.status !== 'ready' || !isSubscribed) return;
    if (state === 'down') log.info('realtime bus: Redis reachable again; sockets brought up to date from the database');
    state = 'up';
  }

  function gapIn(channel: string): void {
    for (const subscription of subscriptions.get(channel) ?? []) subscription.onGap?.();
  }
  // Only when both are up, so that what a subscriber publishes in answer reaches the others.
  function tellOfGaps(): void {
    if (!isGapPending || !isSubscribed || publisher.status !== 'ready') return;
    isGapPending = false;
    for (const channel of [...subscriptions.keys()]) gapIn(channel);
  }

  // ioredis reconnects by itself; its errors are seen as the transitions below.
  publisher.on('error', () => {});
  subscriber.on('error', () => {});
  for (const connection of [publisher, subscriber]) {
    connection.on('close', goneDown);
    connection.on('reconnecting', goneDown);
    connection.on('end', goneDown);
  }
  subscriber.on('close', () => {
    isSubscribed = false;
  });

  subscriber.on('ready', () => {
    const channels = [...subscriptions.keys()];
    void (channels.length === 0 ? Promise.resolve() : subscriber.subscribe(...channels.map((channel) => prefix + channel)))
      .then(() => {
        isSubscribed = true;
        // Whatever was published while this connection was away reaches its subscribers from the database.
        isGapPending = true;
        tellOfGaps();
        maybeUp();
      })
      .catch(() => {
        // The connection dropped again: its next 'ready' subscribes again.
      });
  });

  publisher.on('ready', () => {
    for (const channel of [...unannounced]) {
      unannounced.delete(channel);
      publisher.publish(prefix + channel, JSON.stringify({ origin: instanceId, gap: true } satisfies Envelope)).catch(() => unannounced.add(channel));
    }
    tellOfGaps();
    maybeUp();
  });

  subscriber.on('message', (channel: string, raw: string) => {
    const parsed = JSON.parse(raw) as Envelope | Record<string, unknown>;
    const name = channel.slice(prefix.length);
    // From an instance of an earlier version, during a rolling upgrade: the message itself.
    if (!('origin' in parsed)) return subscriptions.get(name)?.forEach((subscription) => subscription.handler(parsed));
    const envelope = parsed as Envelope;
    if ('gap' in envelope) {
      if (envelope.origin !== instanceId) gapIn(name);
      return;
    }
    // Its own were handled in-process already.
    if (envelope.origin !== instanceId) {
      // One object for every subscriber of this instance, so that a broadcast is serialized for its sockets once.
      for (const subscription of subscriptions.get(name) ?? []) subscription.handler(envelope.message);
    }
    // Each listening connection Redis counted answers once it has handled the message; the
    // publisher's own, heard back, in-process.
    if (envelope.confirm === undefined) return;
    if (envelope.origin === instanceId) acknowledged(envelope.confirm);
    else if (publisher.status === 'ready') {
      const acknowledgement: Envelope = { origin: instanceId, message: envelope.confirm };
      publisher.publish(prefix + ACKNOWLEDGEMENTS_CHANNEL, JSON.stringify(acknowledgement)).catch(() => {});
    }
  });

  const confirmations = new Map<string, Confirmation>();
  function settleIfHeard(confirmation: Confirmation): void {
    if (confirmation.expected !== null && confirmation.heard >= confirmation.expected) confirmation.settle();
  }
  function acknowledged(id: unknown): void {
    const confirmation = typeof id === 'string' ? confirmations.get(id) : undefined;
    if (!confirmation) return;
    confirmation.heard += 1;
    settleIfHeard(confirmation);
  }

  /** Delivers in-process at once; answers the publication to the other instances, if it went out. */
  function send(channel: string, message: unknown, confirm?: string): Promise<unknown> | null {
    const raw = JSON.stringify(message);
    // A copy, as from Redis, so a handler never shares an object with the publisher; one for
    // all the subscribers, as the memory bus does (they never change what they are handed).
    const subscribed = subscriptions.get(channel);
    if (subscribed && subscribed.size > 0) {
      const delivered: unknown = JSON.parse(raw);
      for (const subscription of subscribed) subscription.handler(delivered);
    }
    if (publisher.status !== 'ready') {
      unannounced.add(channel);
      return null;
    }
    const confirmField = confirm === undefined ? '' : `,"confirm":${JSON.stringify(confirm)}`;
    // Commands on one connection keep their order.
    return publisher
      .publish(prefix + channel, `{"origin":${JSON.stringify(instanceId)},"message":${raw}${confirmField}}`)
      .catch(() => unannounced.add(channel));
  }

  function subscribe(channel: string, handler: (message: unknown) => void, onGap?: () => void): () => void {
    const subscription: Subscription = { handler, onGap };
    let channelSubscriptions = subscriptions.get(channel);
    if (!channelSubscriptions) {
      channelSubscriptions = new Set();
      subscriptions.set(channel, channelSubscriptions);
      // Until Redis confirms, messages of other instances pass by unseen: the gap covers them.
      // Not ready: the next 'ready' subscribes every channel and tells of the gap.
      if (subscriber.status === 'ready') {
        subscriber.subscribe(prefix + channel).then(() => gapIn(channel), () => {});
      }
    }
    channelSubscriptions.add(subscription);
    return () => {
      channelSubscriptions.delete(subscription);
      if (channelSubscriptions.size === 0 && subscriptions.get(channel) === channelSubscriptions) {
        subscriptions.delete(channel);
        void subscriber.unsubscribe(prefix + channel).catch(() => {});
      }
    };
  }

  // Heard by the instance that waits for them; the others pass them by.
  subscribe(ACKNOWLEDGEMENTS_CHANNEL, acknowledged);

  return {
    async publish(channel, message) {
      // Not awaited: a sender never waits on Redis.
      void send(channel, message);
    },
    async publishConfirmed(channel, message) {
      const id = randomUUID();
      let timer: NodeJS.Timeout | undefined;
      // A Redis or an instance that hangs holds the answer up for a moment at most.
      const settled = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, confirmTimeoutMs);
        // Waiting before it is sent: an acknowledgement may be read before PUBLISH's answer.
        confirmations.set(id, { heard: 0, expected: null, settle: resolve });
      });
      const sent = send(channel, message, id);
      if (sent) {
        void sent.then((receivers) => {
          const confirmation = confirmations.get(id);
          if (!confirmation) return;
          // Not a count: it could not go out, and its gap is announced once Redis is back.
          confirmation.expected = typeof receivers === 'number' ? receivers : 0;
          settleIfHeard(confirmation);
        });
        await settled;
      }
      clearTimeout(timer);
      confirmations.delete(id);
    },
    subscribe,
    isConnected: () => state === 'up',
    async close() {
      isClosing = true;
      subscriptions.clear();
      subscriber.disconnect();
      await quitRedis(publisher);
    },
  };
}
