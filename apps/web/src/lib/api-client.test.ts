import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../test/factories.ts';
import { stubFetch } from '../test/stub-fetch.ts';
import { ApiError, apiRequest } from './api-client.ts';
import { useAuthStore } from './auth-store.ts';

describe('apiRequest', () => {
  const fetchMock = stubFetch();
  beforeEach(() => useAuthStore.getState().logout());

  function sentHeaders(): Record<string, string> {
    return (fetchMock.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>;
  }

  it('sends JSON under /api/v1 with the stored token', async () => {
    useAuthStore.getState().setToken('tok3n');
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'ok' }));

    await expect(
      apiRequest('/school/settings-update/', { method: 'PUT', body: { a: true } }),
    ).resolves.toEqual({
      detail: 'ok',
    });

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/school/settings-update/');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"a":true}');
    expect(sentHeaders()).toMatchObject({ Authorization: 'Token tok3n', 'Content-Type': 'application/json' });
  });

  it('sends no token on calls made without one, such as login', async () => {
    useAuthStore.getState().setToken('tok3n');
    fetchMock.mockResolvedValue(jsonResponse({ key: 'k' }));
    await apiRequest('/dj-rest-auth/login/', { method: 'POST', body: {}, authenticated: false });
    expect(sentHeaders()).not.toHaveProperty('Authorization');
  });

  it('sends form data as multipart, leaving the boundary to the browser', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}));
    const body = new FormData();
    await apiRequest('/school/profile-upload/', { method: 'PUT', body });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(body);
    expect(sentHeaders()).not.toHaveProperty('Content-Type');
  });

  it('turns a 400 answer into field errors', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        { non_field_errors: ['Unable to log in with provided credentials.'], email: ['Bad.', 'Worse.'] },
        400,
      ),
    );
    const error = await apiRequest('/dj-rest-auth/login/', { authenticated: false }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      fieldErrors: {
        non_field_errors: ['Unable to log in with provided credentials.'],
        email: ['Bad.', 'Worse.'],
      },
    });
    expect((error as ApiError).messages).toEqual([
      'Unable to log in with provided credentials.',
      'Bad.',
      'Worse.',
    ]);
  });

  it('keeps the detail of a 429 answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Too many attempts.' }, 429));
    await expect(apiRequest('/dj-rest-auth/login/')).rejects.toMatchObject({
      status: 429,
      detail: 'Too many attempts.',
    });
  });

  it('signs out when the stored token is refused with 401', async () => {
    useAuthStore.getState().setToken('revoked');
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Invalid token.' }, 401));
    await expect(apiRequest('/dj-rest-auth/user/')).rejects.toMatchObject({ status: 401 });
    expect(useAuthStore.getState().token).toBe('');
  });

  it('reports an unreachable server as status 0 with a readable message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/dj-rest-auth/user/')).rejects.toMatchObject({
      status: 0,
      message: 'Could not reach the server. Check your connection and try again.',
    });
  });
});
