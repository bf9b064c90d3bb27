import type { Actor } from '../../infra/http/auth-hook.ts';
import type { Bus } from '../../infra/realtime/bus.ts';
import { listenForRevokedTokens } from '../../infra/realtime/socket-guard.ts';

/** About 10 MB at most: one school district's signed-in devices. */
export const TOKEN_CACHE_CAPACITY = 50_000;
/**
 * A safety net only: revocations end a cached token at once. Should one be lost all the same
 * (an instance that could not reach Redis when it revoked), the token ends within this time,
 * as its open sockets do within the session check (SOCKET_SESSION_CHECK_SECONDS).
 */
export const TOKEN_CACHE_TTL_MS = 60_000;

interface CachedToken {
  actor: Actor;
  expiresAt: number;
}

export interface TokenCache {
  /**
   * The actor of a token key's hash: from the cache while the bus is connected, otherwise (and
   * on a miss) from `lookUp`, whose answer is kept only if no revocation came in meanwhile.
   */
  authenticate(keyHash: string, lookUp: (keyHash: string) => Promise<Actor | null>): Promise<Actor | null>;
  /** Forgets these tokens (done by every instance when a revocation is announced). */
  revoke(tokenIds: number[]): void;
  /** How many tokens are cached now. */
  readonly size: number;
  close(): void;
}

interface TokenCacheOptions {
  bus: Bus;
  capacity?: number;
  ttlMs?: number;
  now?: () => number;
}

/**
 * The token look-ups of every request and socket, kept in memory: key hash → actor, least
 * recently used first out. Logout, a new password and account deletion announce the tokens they
 * delete on the bus; every instance forgets them the moment that reaches it. While the bus is
 * disconnected, or after it reports that announcements may have been lost, nothing cached is
 * trusted: the cache is emptied and every look-up goes to the database until the bus is back.
 */
export function createTokenCache({
  bus,
  capacity = TOKEN_CACHE_CAPACITY,
  ttlMs = TOKEN_CACHE_TTL_MS,
  now = Date.now,
}: TokenCacheOptions): TokenCache {
  /** In order of use, the least recent first (a Map keeps insertion order). */
  const byHash = new Map<string, CachedToken>();
  const hashByTokenId = new Map<number, string>();
  /**
   * Counts revocations and emptyings: a look-up that started before one may have read a token
   * since deleted, so its answer is not kept.
   */
  let generation = 0;

  function forget(keyHash: string): void {
    const cached = byHash.get(keyHash);
    if (!cached) return;
    byHash.delete(keyHash);
    hashByTokenId.delete(cached.actor.tokenId);
  }

  function clear(): void {
    generation += 1;
    byHash.clear();
    hashByTokenId.clear();
  }

  function revoke(tokenIds: number[]): void {
    generation += 1;
    for (const tokenId of tokenIds) {
      const keyHash = hashByTokenId.get(tokenId);
      if (keyHash !== undefined) forget(keyHash);
    }
  }

  function remember(keyHash: string, actor: Actor): void {
    forget(keyHash);
    byHash.set(keyHash, { actor, expiresAt: now() + ttlMs });
    hashByTokenId.set(actor.tokenId, keyHash);
    while (byHash.size > capacity) {
      const oldest = byHash.keys().next().value as string;
      forget(oldest);
    }
  }

  const unsubscribe = listenForRevokedTokens(bus, revoke, clear);

  return {
    async authenticate(keyHash, lookUp) {
      if (!bus.isConnected()) {
        // Announcements cannot reach this instance now: what it cached may already be revoked.
        if (byHash.size > 0) clear();
        return lookUp(keyHash);
      }
      const cached = byHash.get(keyHash);
      if (cached && cached.expiresAt > now()) {
        // Most recently used now: last in order.
        byHash.delete(keyHash);
        byHash.set(keyHash, cached);
        return { ...cached.actor };
      }
      if (cached) forget(keyHash);
      const startedAt = generation;
      const actor = await lookUp(keyHash);
      if (actor && generation === startedAt && bus.isConnected()) remember(keyHash, actor);
      return actor;
    },
    revoke,
    get size() {
      return byHash.size;
    },
    close() {
      unsubscribe();
      clear();
    },
  };
}
