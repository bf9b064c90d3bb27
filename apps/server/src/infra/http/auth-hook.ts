import type { FastifyInstance, FastifyRequest } from 'fastify';
import { VALIDATION_MESSAGES } from '@homeroom/contract/validation';
import { AppError } from './app-error.ts';

/** The user a request acts for, with the token that proved it. */
export interface Actor {
  userId: number;
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request carries a valid `Authorization: Token <key>` header. */
    actor: Actor | null;
    /** Whether a token was sent at all, valid or not. */
    hasToken: boolean;
  }
}

/** Extracts the key of `Authorization: Token <key>`; `Token null` counts as no token. */
export function readTokenHeader(header: string | undefined): string | null {
  const match = /^Token\s+(\S+)\s*$/i.exec(header ?? '');
  const key = match?.[1];
  if (!key || key === 'null' || key === 'undefined') return null;
  return key;
}

/** Resolves the token of every request to its actor, once, before any route runs. */
export function registerAuthHook(
  app: FastifyInstance,
  authenticate: (key: string) => Promise<Actor | null>,
): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('hasToken', false);
  app.addHook('onRequest', async (request) => {
    const key = readTokenHeader(request.headers.authorization);
    if (!key) return;
    request.hasToken = true;
    request.actor = await authenticate(key);
  });
}

/** The actor of a request that needs a signed-in user, or a 401 that says why. */
export function requireActor(request: FastifyRequest): Actor {
  if (request.actor) return request.actor;
  throw AppError.unauthenticated(request.hasToken ? VALIDATION_MESSAGES.invalidToken : undefined);
}

/**
 * A `preValidation` hook for routes that need a signed-in user: answers 401 before the body
 * is even looked at, as clients expect.
 */
export async function signedInOnly(request: FastifyRequest): Promise<void> {
  requireActor(request);
}
