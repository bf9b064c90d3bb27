/**
 * Every broadcast goes through the bus, so that a sender on one instance reaches sockets on
 * another. In memory for one instance; Redis pub/sub when several run. The bus is only a
 * wake-up signal: what matters is stored first, and a subscriber told of a gap reads it again.
 */
export interface Bus {
  /**
   * Reaches this instance's subscribers at once, and the others' when the bus can; never fails for
   * the bus. The subscribers of a channel on one instance share one copy of the message, which
   * none of them changes.
   */
  publish(channel: string, message: unknown): Promise<void>;
  /**
   * As `publish`, but resolves only once every instance that heard the message has handled it,
   * or could not be reached: for the few messages an answer must not outrun (a revoked token).
   */
  publishConfirmed(channel: string, message: unknown): Promise<void>;
  /**
   * Answers the function that ends the subscription. `onGap` is called when messages of the
   * channel may have been lost: the bus came back, another instance could not publish, or the
   * channel's subscription came into force only after this call. The subscriber then brings
   * itself up to date from the database.
   */
  subscribe(channel: string, handler: (message: unknown) => void, onGap?: () => void): () => void;
  /** Whether messages reach the other instances now; always, for one instance. */
  isConnected(): boolean;
  close(): Promise<void>;
}

export function createMemoryBus(): Bus {
  const handlers = new Map<string, Set<(message: unknown) => void>>();
  async function publish(channel: string, message: unknown): Promise<void> {
    // A copy, so a handler never shares an object with the publisher, as over a real bus.
    const delivered = structuredClone(message);
    for (const handler of handlers.get(channel) ?? []) handler(delivered);
  }
  return {
    publish,
    publishConfirmed: publish,
    // One process loses nothing in between: `onGap` is never called.
    subscribe(channel, handler) {
      const channelHandlers = handlers.get(channel) ?? new Set();
      channelHandlers.add(handler);
      handlers.set(channel, channelHandlers);
      return () => {
        channelHandlers.delete(handler);
        if (channelHandlers.size === 0) handlers.delete(channel);
      };
    },
    isConnected: () => true,
    async close() {
      handlers.clear();
    },
  };
}
