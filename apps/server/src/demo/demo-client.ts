import type { FastifyInstance } from 'fastify';

/**
 * The demo fills the school through the API itself, so that sample data obeys every rule a
 * user's data does.
 */
export function createDemoClient(app: FastifyInstance) {
  async function call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    token?: string,
  ): Promise<T> {
    const response = await app.inject({
      method,
      url: `/api/v1/${url}`,
      ...(payload === undefined ? {} : { payload }),
      headers: token ? { authorization: `Token ${token}` } : {},
    });
    if (response.statusCode >= 300)
      throw new Error(`demo: ${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return response.body ? (response.json() as T) : (undefined as T);
  }
  /** A multipart POST, for pictures and hand-ins (which need no token). */
  async function upload<T>(url: string, form: FormData, token?: string): Promise<T> {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/${url}`,
      payload: form,
      headers: token ? { authorization: `Token ${token}` } : {},
    });
    if (response.statusCode >= 300)
      throw new Error(`demo: POST ${url} answered ${response.statusCode}: ${response.body}`);
    return response.json() as T;
  }

  return { call, upload };
}

export type DemoClient = ReturnType<typeof createDemoClient>;
