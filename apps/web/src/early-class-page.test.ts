import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getClassPage } from './features/classes/api/get-class-page.ts';
import { ApiError } from './lib/api-client.ts';
import { useAuthStore } from './lib/auth-store.ts';
import { buildClassPage, jsonResponse } from './test/factories.ts';
import { stubFetch } from './test/stub-fetch.ts';
import { startClassPage } from './early-class-page.ts';

const CLASS_URL = '/api/v1/school/class/4/';

function fetchedUrls(fetchMock: ReturnType<typeof stubFetch>): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input));
}

describe("the class page's head start", () => {
  const fetchMock = stubFetch();
  beforeEach(() => {
    useAuthStore.getState().logout();
    document.head.insertAdjacentHTML(
      'beforeend',
      '<script type="application/json" id="homeroom-route-files">{"class":["/assets/class-page-a1.js","/assets/en-b2.js"]}</script>',
    );
  });
  afterEach(() => {
    window.homeroomEarlyRequest = undefined;
    document.head
      .querySelectorAll('#homeroom-route-files, link[rel="modulepreload"]')
      .forEach((element) => element.remove());
    window.history.replaceState(null, '', '/');
  });

  it("asks for the class with the stored token and preloads the page's files, on a class page only", () => {
    // The sign-in as the app stores it (the auth store's own persisted shape).
    useAuthStore.getState().setToken('tok3n');
    fetchMock.mockResolvedValue(jsonResponse(buildClassPage({ id: 4 })));
    window.history.replaceState(null, '', '/profile');
    startClassPage();
    expect(fetchMock).not.toHaveBeenCalled();

    window.history.replaceState(null, '', '/class/4');
    startClassPage();
    expect(fetchedUrls(fetchMock)).toEqual([CLASS_URL]);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'Token tok3n' });
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/class-page-a1.js',
      '/assets/en-b2.js',
    ]);
    expect(preloads.every((link) => link.getAttribute('crossorigin') === '')).toBe(true);
  });

  it('starts nothing for a visitor who is not signed in', () => {
    window.history.replaceState(null, '', '/class/4');
    startClassPage();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.homeroomEarlyRequest).toBeUndefined();
  });

  it('lets the page take the answer up once, instead of asking again', async () => {
    useAuthStore.getState().setToken('tok3n');
    fetchMock.mockResolvedValue(jsonResponse(buildClassPage({ id: 4, name: 'Year 3 Otters' })));
    window.history.replaceState(null, '', '/class/4');
    startClassPage();

    await expect(getClassPage(4)).resolves.toMatchObject({ id: 4, name: 'Year 3 Otters' });
    expect(fetchedUrls(fetchMock)).toEqual([CLASS_URL]);
    // Taken: a later read asks the server.
    fetchMock.mockResolvedValue(jsonResponse(buildClassPage({ id: 4 })));
    await getClassPage(4);
    expect(fetchedUrls(fetchMock)).toEqual([CLASS_URL, CLASS_URL]);
  });

  it('asks again, as the app does, when the answer was a refusal or the token changed', async () => {
    useAuthStore.getState().setToken('tok3n');
    fetchMock.mockResolvedValueOnce(jsonResponse({ detail: 'You do not have permission.' }, 403));
    window.history.replaceState(null, '', '/class/4');
    startClassPage();
    fetchMock.mockResolvedValueOnce(jsonResponse({ detail: 'You do not have permission.' }, 403));
    const refusal = await getClassPage(4).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(403);
    expect(fetchedUrls(fetchMock)).toEqual([CLASS_URL, CLASS_URL]);

    fetchMock.mockReset();
    fetchMock.mockResolvedValue(jsonResponse(buildClassPage({ id: 4 })));
    startClassPage();
    useAuthStore.getState().setToken('an0ther');
    await getClassPage(4);
    expect(
      fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>).Authorization),
    ).toEqual(['Token tok3n', 'Token an0ther']);
  });
});
