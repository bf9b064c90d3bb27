import type { NotificationDto, NotificationServerMessage } from '@homeroom/contract/notifications';
import { SOCKET_CLOSE } from '@homeroom/contract/sockets';
import { classContentReadsQueryKey } from '../../lib/content-reads-query-key.ts';
import type { QueryClient } from '@tanstack/react-query';
import {
  openReconnectingSocket,
  SOCKET_TOKEN_PLACEHOLDER,
  type ReconnectingSocket,
  type SocketLike,
} from '../../lib/reconnecting-socket.ts';
import { chatListQueryKey } from '../../lib/chat-list-query-key.ts';
import { notificationsQueryKey } from '../../lib/notifications-query-key.ts';
import { removeNotification, upsertNotification } from './notification-list.ts';
import { loadOnce } from '../../lib/load-once.ts';

/** A bad token closes the socket with 4401 (docs/api.md): asking again would be refused again. */
export const NOTIFICATION_SOCKET_REFUSED = SOCKET_CLOSE.invalidToken;

/** `/ws/notifications/-/` on the page's own host, wss under https; the token goes as a subprotocol. */
export function notificationSocketUrl(
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/ws/notifications/${SOCKET_TOKEN_PLACEHOLDER}/`;
}

/**
 * The contract's check of pushed messages, loaded with the first message: it needs zod and the
 * contract's schemas (about 25 KiB gzip), while the socket opens with the first page (docs/decisions.md,
 * "The class page's first screen on a phone, round 4"). A load that failed is tried again at the
 * next message.
 */
const loadMessageParser = loadOnce(async () => (await import('./notification-message.ts')).parseNotificationServerMessage);

/**
 * Puts one pushed message into the query cache: an entry is added or replaced by id, a cleared
 * one leaves, "all read" empties the list. A list still being fetched may predate the message,
 * so it is fetched again rather than allowed to overwrite it.
 */
export function applyNotificationServerMessage(queryClient: QueryClient, message: NotificationServerMessage) {
  // A ringing call is not an entry of the list: whoever shows it hears of it through `onOtherMessage`.
  if (message.type === 'call_ringing' || message.type === 'call_ended') return;
  // A family read something of a class this teacher teaches: its read counts change.
  if (message.type === 'content_read') {
    void queryClient.invalidateQueries({ queryKey: classContentReadsQueryKey(message.data.school_class) });
    return;
  }
  const isFetching = queryClient.isFetching({ queryKey: notificationsQueryKey }) > 0;
  const held = queryClient.getQueryData<NotificationDto[]>(notificationsQueryKey);
  if (held) {
    switch (message.type) {
      case 'notification':
        queryClient.setQueryData(notificationsQueryKey, upsertNotification(held, message.notification));
        break;
      case 'notification_read':
        queryClient.setQueryData(notificationsQueryKey, removeNotification(held, message.id));
        break;
      case 'notifications_read_all':
        queryClient.setQueryData(notificationsQueryKey, []);
        break;
    }
  }
  if (!held || isFetching) void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
  // A new message in a chat the user does not have open: the inbox moves it up and counts it.
  if (message.type === 'notification' && message.notification.type === 'Message') {
    void queryClient.invalidateQueries({ queryKey: chatListQueryKey });
  }
}

export interface NotificationConnectionOptions {
  queryClient: QueryClient;
  token: string;
  createSocket?: (url: string, protocols: string[]) => SocketLike;
  /** Every message, after the list took it: the app shell hands ringing calls to the calls feature. */
  onOtherMessage?: (message: NotificationServerMessage) => void;
}

/**
 * The user's notification socket, feeding the query cache. Nothing is replayed after a drop,
 * so each reconnect fetches the list again for what changed meanwhile. Messages are taken in the
 * order they came, each once the contract's check has loaded.
 */
export function connectNotificationSocket({
  queryClient,
  token,
  createSocket,
  onOtherMessage,
}: NotificationConnectionOptions): ReconnectingSocket {
  let taken = Promise.resolve();
  const take = async (data: unknown) => {
    const parse = await loadMessageParser();
    // Closed meanwhile (signed out): what it heard is no longer this page's.
    if (socket.getStatus() === 'closed') return;
    const message = parse(data);
    if (!message) return;
    applyNotificationServerMessage(queryClient, message);
    onOtherMessage?.(message);
  };
  const socket = openReconnectingSocket({
    name: 'notifications',
    url: () => notificationSocketUrl(),
    token,
    finalCloseCodes: [NOTIFICATION_SOCKET_REFUSED],
    createSocket,
    onOpen: ({ isReconnect }) => {
      if (isReconnect) void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    },
    onMessage: (data) => {
      taken = taken
        .then(() => take(data))
        .catch((error: unknown) => console.warn('A notification could not be taken; it is ignored.', error));
    },
  });
  return socket;
}
