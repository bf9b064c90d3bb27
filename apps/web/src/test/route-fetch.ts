import type { Mock } from 'vitest';
import { jsonResponse } from './factories.ts';

type Answer = Response | (() => Response | Promise<Response>);

/**
 * Answers each call by "METHOD path" (the path after /api/v1), e.g. `'GET /school/class/12/'`;
 * any other call fails the test with a 599 answer that names it.
 */
export function routeFetch(fetchMock: Mock<typeof fetch>, answers: Record<string, Answer>): void {
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input).replace(/^\/api\/v1/, '')}`;
    const answer = answers[key];
    if (!answer) return jsonResponse({ detail: `Unexpected call: ${key}` }, 599);
    return typeof answer === 'function' ? answer() : answer.clone();
  });
}

/** The JSON bodies sent with `METHOD path`, in order. */
export function sentBodies(fetchMock: Mock<typeof fetch>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input).replace(/^\/api\/v1/, '')}` === key)
    .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body));
}
