import type { FastifyInstance } from 'fastify';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Whoever sends a request: a test user or anything else with the headers that sign it in. */
export interface Requester {
  headers: Record<string, string>;
}

/**
 * `inject(method, url, user, payload)` to `/api/v1/<prefix><url>` as `user`, or anonymously
 * without one. The app is looked up on each call because test files make it in `beforeAll`.
 */
export function createInject(getApp: () => FastifyInstance, prefix = 'school/') {
  return (method: Method, url: string, user?: Requester, payload?: unknown) =>
    getApp().inject({
      method,
      url: `/api/v1/${prefix}${url}`,
      headers: user?.headers ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
