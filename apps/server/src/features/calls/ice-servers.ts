import { createHmac } from 'node:crypto';
import type { IceServersDto } from '@homeroom/contract/calls';

type IceServer = IceServersDto['ice_servers'][number];

/** A TURN server that checks credentials with a secret it shares with Homeroom (coturn's `use-auth-secret`). */
export interface TurnRestConfig {
  urls: string[];
  secret: string;
  ttlSeconds: number;
}

/**
 * Credentials of the TURN REST scheme: the username is `<expiry>:<userId>` (expiry in Unix
 * seconds), the password base64(HMAC-SHA1(secret, username)). The TURN server recomputes the
 * password from the username and refuses it once the expiry has passed, so a leaked credential
 * is worth a day at most and names its user.
 */
export function turnCredentials(secret: string, userId: number, ttlSeconds: number, nowMs = Date.now()): { username: string; credential: string } {
  const username = `${Math.floor(nowMs / 1000) + ttlSeconds}:${userId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

/** The ICE servers a user's browser is given: the configured ones, and the TURN server with fresh credentials. */
export function createIceServers({ iceServers, turn }: { iceServers: IceServer[]; turn: TurnRestConfig | null }) {
  return {
    forUser(userId: number): IceServersDto {
      if (!turn) return { ice_servers: iceServers };
      return { ice_servers: [...iceServers, { urls: turn.urls, ...turnCredentials(turn.secret, userId, turn.ttlSeconds) }] };
    },
  };
}

export type IceServers = ReturnType<typeof createIceServers>;
