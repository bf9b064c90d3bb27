/**
 * How the service worker answers each request (docs/decisions.md, "Installable app"). Pure, so
 * the rule is tested without a worker.
 */
export type RequestStrategy =
  /** A page address: the network, else the cached app shell so the app opens offline. */
  | 'page'
  /** A file of this build: from the versioned cache, the network only if missing. */
  | 'precached'
  /** An API answer a person reads again offline: the network, else the last answer kept. */
  | 'last-seen-api'
  /** Everything else (writes, sockets, media, other APIs): untouched by the worker. */
  | 'network';

/**
 * The API answers that make the last-seen app readable offline: Home, the class page and its
 * stories' comments, the bell and the chat list, and the account the app starts with. Nothing
 * else is kept: chats' messages, portfolios and media stay online only (children's media are
 * never cached, DESIGN "Stack").
 */
const LAST_SEEN_API_PATHS: readonly RegExp[] = [
  /^\/api\/v1\/home\/$/,
  /^\/api\/v1\/school\/class\/\d+\/$/,
  /^\/api\/v1\/school\/notifications-get\/$/,
  /^\/api\/v1\/school\/chat-group-user-get\/$/,
  /^\/api\/v1\/dj-rest-auth\/user\/$/,
];

/**
 * Kept with their query, which says what they answer: the comments of a Stories tab's stories,
 * asked in one request whose address the same stories always spell alike (ids in order).
 */
const LAST_SEEN_API_PATHS_WITH_QUERY: readonly RegExp[] = [/^\/api\/v1\/school\/class-story-comments\/\d+\/$/];

export interface RequestFacts {
  method: string;
  url: URL;
  /** `Request.mode`: 'navigate' for a page load. */
  mode: string;
}

export function chooseStrategy(request: RequestFacts, origin: string, precachedPaths: ReadonlySet<string>): RequestStrategy {
  if (request.method !== 'GET' || request.url.origin !== origin) return 'network';
  const { pathname, search } = request.url;
  if (pathname.startsWith('/api/')) {
    const isKept =
      (search === '' && LAST_SEEN_API_PATHS.some((path) => path.test(pathname))) ||
      LAST_SEEN_API_PATHS_WITH_QUERY.some((path) => path.test(pathname));
    return isKept ? 'last-seen-api' : 'network';
  }
  if (pathname.startsWith('/media/') || pathname.startsWith('/ws/')) return 'network';
  if (request.mode === 'navigate') return 'page';
  return precachedPaths.has(pathname) ? 'precached' : 'network';
}
