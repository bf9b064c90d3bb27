/** What the page tells the service worker. */
export type PageToWorkerMessage =
  /** The user chose Reload: the waiting version takes over. */
  | { type: 'skip-waiting' }
  /** Someone signed in or out: answers kept for offline reading belong to nobody now. */
  | { type: 'clear-api-cache' };

/** What the service worker tells a page. */
export type WorkerToPageMessage =
  /** A notification was clicked: show this address of the app (a path, same origin). */
  { type: 'open-url'; url: string };

export function isWorkerToPageMessage(data: unknown): data is WorkerToPageMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'open-url' &&
    typeof (data as { url?: unknown }).url === 'string'
  );
}

export function isPageToWorkerMessage(data: unknown): data is PageToWorkerMessage {
  const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
  return type === 'skip-waiting' || type === 'clear-api-cache';
}
