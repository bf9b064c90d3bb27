import type { NotificationDto, NotificationServerMessage } from '@homeroom/contract/notifications';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../test/fake-web-socket.ts';
import { notificationsQueryKey } from './api/get-notifications.ts';
import { parseNotificationServerMessage } from './notification-message.ts';
import { connectNotificationSocket, notificationSocketUrl } from './notifications.realtime.ts';
import { buildChatNotification, buildClassNotification } from './notifications.factories.ts';

function setUp(
  held: NotificationDto[] | undefined,
  onOtherMessage?: (message: NotificationServerMessage) => void,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (held) queryClient.setQueryData(notificationsQueryKey, held);
  const sockets: FakeSocket[] = [];
  const client = connectNotificationSocket({
    queryClient,
    token: 'tok3n',
    onOtherMessage,
    createSocket: (url, protocols) => {
      const socket = new FakeSocket(url, protocols);
      sockets.push(socket);
      return socket;
    },
  });
  return {
    queryClient,
    client,
    sockets,
    latest: () => sockets.at(-1)!,
    held: () => queryClient.getQueryData<NotificationDto[]>(notificationsQueryKey),
  };
}

describe('notificationSocketUrl', () => {
  it('is /ws/notifications/-/ on the page host, wss under https, with no token in it', () => {
    expect(notificationSocketUrl({ protocol: 'http:', host: 'localhost:8000' })).toBe(
      'ws://localhost:8000/ws/notifications/-/',
    );
    expect(notificationSocketUrl({ protocol: 'https:', host: 'school.example' })).toBe(
      'wss://school.example/ws/notifications/-/',
    );
  });
});

describe('parseNotificationServerMessage', () => {
  it('knows the three messages and ignores anything else', () => {
    const entry = buildChatNotification();
    expect(parseNotificationServerMessage({ type: 'notification', notification: entry })).toEqual({
      type: 'notification',
      notification: entry,
    });
    expect(parseNotificationServerMessage({ type: 'notification_read', id: 4 })).toEqual({
      type: 'notification_read',
      id: 4,
    });
    expect(parseNotificationServerMessage({ type: 'notifications_read_all' })).toEqual({
      type: 'notifications_read_all',
    });
    expect(parseNotificationServerMessage({ type: 'notification', notification: { id: 1 } })).toBeNull();
    expect(parseNotificationServerMessage({ type: 'notification_read', id: '4' })).toBeNull();
    expect(parseNotificationServerMessage({ type: 'chat_message' })).toBeNull();
    expect(parseNotificationServerMessage('notification')).toBeNull();
  });
});

describe('connectNotificationSocket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('opens the socket for the token, offered as a subprotocol', () => {
    const { latest, client } = setUp([]);
    expect(latest().url).toBe(`ws://${window.location.host}/ws/notifications/-/`);
    expect(latest().protocols).toEqual(['homeroom', 'token.tok3n']);
    client.close();
  });

  it('adds a new entry, replaces an updated one by id, and removes a cleared one', async () => {
    const story = buildClassNotification({ id: 1 });
    const { latest, held, client } = setUp([story]);
    latest().accept();

    const message = buildChatNotification({ id: 2, qty_missed: 1 });
    latest().receive({ type: 'notification', notification: message });
    await vi.waitFor(() => expect(held()).toEqual([story, message]));

    const again = { ...message, qty_missed: 2, updated_at: '2031-05-03T16:00:00.000Z' };
    latest().receive({ type: 'notification', notification: again });
    await vi.waitFor(() => expect(held()).toEqual([story, again]));

    latest().receive({ type: 'notification_read', id: 1 });
    await vi.waitFor(() => expect(held()).toEqual([again]));

    latest().receive({ type: 'notifications_read_all' });
    await vi.waitFor(() => expect(held()).toEqual([]));
    client.close();
  });

  it('takes messages in the order they came, the first ones too, while its check loads', async () => {
    const story = buildClassNotification({ id: 1 });
    const { latest, held, client } = setUp([story]);
    latest().accept();
    const message = buildChatNotification({ id: 2, qty_missed: 1 });
    latest().receive({ type: 'notification', notification: message });
    latest().receive({ type: 'notification_read', id: 2 });
    latest().receive({ type: 'notification', notification: { ...message, id: 3 } });
    await vi.waitFor(() => expect(held()).toEqual([story, { ...message, id: 3 }]));
    client.close();
  });

  it('drops what it heard once it is closed, as after signing out', async () => {
    const heard = vi.fn();
    const story = buildClassNotification({ id: 1 });
    const { latest, held, client } = setUp([story], heard);
    latest().accept();
    latest().receive({ type: 'notification_read', id: 1 });
    client.close();
    await vi.advanceTimersByTimeAsync(100);
    await import('./notification-message.ts');
    await vi.advanceTimersByTimeAsync(100);
    expect(held()).toEqual([story]);
    expect(heard).not.toHaveBeenCalled();
  });

  it('passes ringing calls on, typed, without touching the list', async () => {
    const heard = vi.fn();
    const entry = buildClassNotification();
    const { latest, held, queryClient } = setUp([entry], heard);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    latest().accept();
    const ringing = {
      type: 'call_ringing',
      group: 6,
      caller: { id: 7, first_name: 'Olivia', last_name: 'Bennett', profile_picture: null },
    };
    latest().receive(ringing);
    latest().receive({ type: 'call_ended', group: 6, reason: 'declined' });
    latest().receive({ type: 'call_ended', group: 6, reason: 'hung up twice' });
    latest().receive({ type: 'notifications_read_all' });
    // The last message taken: everything before it was.
    await vi.waitFor(() => expect(held()).toEqual([]));
    expect(heard.mock.calls.map(([message]) => message)).toEqual([
      ringing,
      { type: 'call_ended', group: 6, reason: 'declined' },
      { type: 'notifications_read_all' },
    ]);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('ignores messages it does not know', async () => {
    const heard = vi.fn();
    const story = buildClassNotification();
    const { latest, held, client } = setUp([story], heard);
    latest().accept();
    latest().receive({ type: 'notification', notification: { id: 3, title: 'broken' } });
    latest().receive({ type: 'something_new', id: 101 });
    latest().receive({ type: 'notification_read', id: 404 });
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    expect(heard).toHaveBeenCalledWith({ type: 'notification_read', id: 404 });
    expect(held()).toEqual([story]);
    client.close();
  });

  it('fetches the list again after a reconnect, not after the first open', async () => {
    const { latest, queryClient, client } = setUp([]);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    latest().accept();
    expect(invalidate).not.toHaveBeenCalled();

    latest().drop();
    await vi.advanceTimersByTimeAsync(1000);
    latest().accept();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: notificationsQueryKey });
    client.close();
  });

  it('fetches the list when a message comes before it is held', async () => {
    const { latest, queryClient, held, client } = setUp(undefined);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    latest().accept();
    latest().receive({ type: 'notification', notification: buildChatNotification() });
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: notificationsQueryKey }));
    expect(held()).toBeUndefined();
    client.close();
  });

  it('fetches the list again when a message comes while an older answer is on its way', async () => {
    const story = buildClassNotification();
    const { latest, queryClient, held, client } = setUp([story]);
    void queryClient.fetchQuery({ queryKey: notificationsQueryKey, queryFn: () => new Promise(() => {}) });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    latest().accept();
    latest().receive({ type: 'notification_read', id: story.id });
    await vi.waitFor(() => expect(held()).toEqual([]));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: notificationsQueryKey });
    client.close();
  });

  it('stays closed when the token is refused with 4401', async () => {
    const { latest, sockets, client } = setUp([]);
    latest().drop(4401);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(client.getStatus()).toBe('closed');
  });
});
