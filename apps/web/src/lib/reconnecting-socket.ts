import { SOCKET_CLOSE } from '@homeroom/contract/sockets';

/** Where a live socket stands: first connecting, open, waiting to reconnect, or closed for good. */
export type SocketStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** The part of the browser's WebSocket this client uses, so that tests can hand it a fake one. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

const OPEN = 1;

/**
 * The token travels as a subprotocol, `["homeroom", "token.<key>"]`, never in the address, where
 * proxies and access logs would keep it (docs/api.md). The path keeps this placeholder instead.
 */
export const SOCKET_TOKEN_PLACEHOLDER = '-';
export function socketProtocols(token: string): string[] {
  return ['homeroom', `token.${token}`];
}
/** The first wait after a drop, doubled at each failed attempt up to the longest (docs/api.md). */
export const RECONNECT_MIN_DELAY_MS = 1000;
export const RECONNECT_MAX_DELAY_MS = 30_000;

/** The wait before reconnect attempt `attempt` (0 first): 1 s, 2 s, 4 s … at most 30 s. */
export function reconnectDelay(
  attempt: number,
  minDelayMs = RECONNECT_MIN_DELAY_MS,
  maxDelayMs = RECONNECT_MAX_DELAY_MS,
): number {
  return Math.min(maxDelayMs, minDelayMs * 2 ** Math.min(attempt, 30));
}

export interface ReconnectingSocketOptions {
  /** Asked before every attempt, so that each can carry fresh state such as the last id seen. */
  url: () => string;
  /** Signs the socket in: sent as a subprotocol, see {@link socketProtocols}. */
  token?: string;
  /** Each message, parsed from JSON; a message that is not JSON is dropped. */
  onMessage: (message: unknown) => void;
  onStatusChange?: (status: SocketStatus) => void;
  /** Every open; `isReconnect` after a drop, when what happened meanwhile may need fetching. */
  onOpen?: (info: { isReconnect: boolean }) => void;
  /** The server closed with one of `finalCloseCodes`: asking again would be refused again. */
  onRefused?: (code: number) => void;
  finalCloseCodes?: readonly number[];
  /**
   * Messages sent before the very first open wait for it instead of being refused: a page that
   * has just opened is still connecting, and what the person typed at once should go.
   */
  holdUntilFirstOpen?: boolean;
  /** Names the socket in the console messages. */
  name?: string;
  minDelayMs?: number;
  maxDelayMs?: number;
  createSocket?: (url: string, protocols: string[]) => SocketLike;
}

export interface ReconnectingSocket {
  /**
   * Sends `message` as JSON if the socket is open (or holds it until the first open, with
   * `holdUntilFirstOpen`); answers whether it went or will go.
   */
  send: (message: unknown) => boolean;
  /** Closes for good: no reconnecting after this. */
  close: () => void;
  getStatus: () => SocketStatus;
}

/**
 * A WebSocket that reconnects by itself after an unexpected close, waiting longer after each
 * failed attempt, and at once when the browser comes back online. Going offline drops the
 * socket at once: an open socket can outlive the network for minutes without noticing.
 */
export function openReconnectingSocket(options: ReconnectingSocketOptions): ReconnectingSocket {
  const {
    name = 'live',
    minDelayMs = RECONNECT_MIN_DELAY_MS,
    maxDelayMs = RECONNECT_MAX_DELAY_MS,
    finalCloseCodes = [],
    createSocket = (url, protocols) => new WebSocket(url, protocols),
  } = options;
  let socket: SocketLike | null = null;
  let status: SocketStatus = 'connecting';
  let failedAttempts = 0;
  let hasOpened = false;
  let isStopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const heldUntilFirstOpen: string[] = [];

  function setStatus(next: SocketStatus) {
    if (status === next) return;
    status = next;
    options.onStatusChange?.(next);
  }

  function scheduleReconnect() {
    const delay = reconnectDelay(failedAttempts, minDelayMs, maxDelayMs);
    failedAttempts += 1;
    setStatus('reconnecting');
    clearTimeout(retryTimer);
    retryTimer = setTimeout(connect, delay);
    return delay;
  }

  function connect() {
    retryTimer = undefined;
    if (isStopped) return;
    let current: SocketLike;
    try {
      current = createSocket(
        options.url(),
        options.token === undefined ? [] : socketProtocols(options.token),
      );
    } catch (error) {
      console.error(`The ${name} socket could not be opened.`, error);
      scheduleReconnect();
      return;
    }
    socket = current;
    current.onopen = () => {
      if (socket !== current) return;
      failedAttempts = 0;
      const isReconnect = hasOpened;
      hasOpened = true;
      setStatus('open');
      for (const held of heldUntilFirstOpen.splice(0)) current.send(held);
      options.onOpen?.({ isReconnect });
    };
    current.onmessage = (event) => {
      if (socket !== current) return;
      let message: unknown;
      try {
        message = JSON.parse(String(event.data));
      } catch {
        console.warn(`The ${name} socket sent something that is not JSON; it is ignored.`);
        return;
      }
      options.onMessage(message);
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (isStopped) return;
      if (finalCloseCodes.includes(event.code)) {
        console.warn(`The ${name} socket was refused (code ${event.code}); it stays closed.`);
        isStopped = true;
        removeNetworkListeners();
        setStatus('closed');
        options.onRefused?.(event.code);
        return;
      }
      const delay = scheduleReconnect();
      console.warn(
        `The ${name} socket closed unexpectedly (code ${event.code}); reconnecting in ${delay / 1000} s.`,
      );
    };
    // A failed connection also closes, and the close handler decides what follows.
    current.onerror = () => {};
  }

  function handleOffline() {
    if (isStopped || !socket) return;
    const dropped = socket;
    socket = null;
    dropped.close();
    const delay = scheduleReconnect();
    console.warn(
      `The browser went offline: the ${name} socket reconnects in ${delay / 1000} s or when online.`,
    );
  }

  function handleOnline() {
    if (isStopped || socket) return;
    clearTimeout(retryTimer);
    connect();
  }

  function removeNetworkListeners() {
    if (typeof window === 'undefined') return;
    window.removeEventListener('offline', handleOffline);
    window.removeEventListener('online', handleOnline);
  }

  if (typeof window !== 'undefined') {
    window.addEventListener('offline', handleOffline);
    window.addEventListener('online', handleOnline);
  }
  connect();

  return {
    send(message) {
      if (socket && socket.readyState === OPEN) {
        socket.send(JSON.stringify(message));
        return true;
      }
      if (options.holdUntilFirstOpen && !hasOpened && !isStopped) {
        heldUntilFirstOpen.push(JSON.stringify(message));
        return true;
      }
      return false;
    },
    close() {
      if (isStopped && !socket) return;
      isStopped = true;
      clearTimeout(retryTimer);
      removeNetworkListeners();
      const closing = socket;
      socket = null;
      closing?.close(SOCKET_CLOSE.normal);
      setStatus('closed');
    },
    getStatus: () => status,
  };
}
