import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';
import type { AttemptCounter } from './attempt-limiter.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const WRITE_LIMIT_MESSAGE = 'Too many changes in a short time. Please wait a moment and try again.';

export interface WriteLimit {
  max: number;
  windowMs: number;
}

/**
 * Limits the changes one signed-in user makes, whatever the route: a stolen token or a runaway
 * client cannot flood the database, the mail queue or the other users' notifications. Counted
 * in the shared counter (Redis with several instances). Runs after the token is resolved.
 */
export function registerWriteLimit(app: FastifyInstance, counter: AttemptCounter, limit: WriteLimit): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.actor || !WRITE_METHODS.has(request.method)) return;
    const { count, resetsInMs } = await counter.hit(`writes:user:${request.actor.userId}`, limit.windowMs);
    if (count <= limit.max) return;
    reply.header('retry-after', String(Math.max(1, Math.ceil(resetsInMs / 1000))));
    throw AppError.tooManyRequests(WRITE_LIMIT_MESSAGE);
  });
}
