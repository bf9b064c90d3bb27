/**
 * The class page's head start (docs/decisions.md, "The class page's first screen on a phone,
 * round 3"). A first visit to `/class/:id` used to ask for the class, the page's code and the
 * texts only once the app's own code had loaded and run: on slow 4G, a second wait after the
 * first. This small script comes with the HTML and imports nothing, so it runs as soon as it
 * arrives: for a signed-in visitor of a class page it asks for the class and preloads the page's
 * code and texts. The app takes the answer up (`takeEarlyAnswer`, lib/api-client.ts) if it was
 * asked with the token the app signs in with; anything else is asked again as before.
 */

/** What this script started: the class's answer, with the token it was asked with. */
export interface EarlyRequest {
  /** The address asked for, with the API's base path: `/api/v1/school/class/4/`. */
  url: string;
  /** The token sent; the app uses the answer only if it still signs in with it. */
  token: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    /** Set by early-class-page.ts, taken (and cleared) by the app's first request for it. */
    homeroomEarlyRequest?: EarlyRequest;
  }
}

/**
 * Where the app keeps the sign-in (lib/auth-store.ts, `AUTH_STORAGE_KEY` and its version), read
 * here without importing the store: an import would make this script wait for the app's code.
 */
const AUTH_STORAGE_KEY = 'root';
const AUTH_STORAGE_VERSION = 1;
/** Where the app keeps the visitor's language (lib/i18n/i18n.ts). */
const LANGUAGE_STORAGE_KEY = 'homeroom.language';
/** The build's files of each page this script starts (vite.config.ts, `routeFiles`). */
const ROUTE_FILES_ELEMENT_ID = 'homeroom-route-files';

function storedToken(): string {
  try {
    const stored = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null') as {
      state?: { token?: unknown };
      version?: unknown;
    } | null;
    const token = stored?.version === AUTH_STORAGE_VERSION ? stored.state?.token : undefined;
    return typeof token === 'string' ? token : '';
  } catch {
    return '';
  }
}

/** The class page's code and texts, as the build lists them: fetched now, run when the app imports them. */
function preloadFiles(route: string): void {
  let files: unknown;
  try {
    files = (
      JSON.parse(document.getElementById(ROUTE_FILES_ELEMENT_ID)?.textContent ?? '{}') as Record<
        string,
        unknown
      >
    )[route];
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  for (const file of files) {
    if (typeof file !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // As the build's own script tags: the preloaded module is then the one the app imports.
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}

/**
 * The first date a page writes makes the browser load its date and time-zone data: at 4× slower
 * CPU, about 280 ms of the one task that drew the class page's first screen (docs/decisions.md,
 * "The class page's first screen on a phone, round 4"). Done here, in a task of its own while the
 * app's code and the class are still on their way, the page's first date costs what any other does.
 */
function prepareDates(language: string | null): void {
  try {
    new Intl.DateTimeFormat(language ?? undefined, { dateStyle: 'medium' }).format(0);
  } catch {
    // A language the browser does not know: the page writes its dates all the same.
  }
}

/** Starts the class's request and the page's files when the address is a class page and someone is signed in. */
export function startClassPage(): void {
  const classId = /^\/class\/(\d+)\/?$/.exec(location.pathname)?.[1];
  if (!classId || window.homeroomEarlyRequest) return;
  const token = storedToken();
  if (!token) return;
  const url = `/api/v1/school/class/${classId}/`;
  const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Token ${token}` };
  // A language chosen on this device; otherwise the browser's own header names the same preference.
  // Only refusals are worded in it, and a refusal is asked again by the app in its language.
  const language = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (language) headers['Accept-Language'] = language;
  const response = fetch(url, { headers, credentials: 'same-origin' });
  // A failure is the app's to see when it takes the answer up; unclaimed, it is no error of the page.
  response.catch(() => undefined);
  window.homeroomEarlyRequest = { url, token, response };
  preloadFiles('class');
  setTimeout(() => prepareDates(language), 0);
}

startClassPage();
