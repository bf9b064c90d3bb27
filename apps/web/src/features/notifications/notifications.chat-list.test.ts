import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { chatListQueryKey } from '../../lib/chat-list-query-key.ts';
import { notificationsQueryKey } from './api/get-notifications.ts';
import { applyNotificationServerMessage } from './notifications.realtime.ts';
import { buildChatNotification, buildClassNotification } from './notifications.factories.ts';

function withChatList() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(notificationsQueryKey, []);
  queryClient.setQueryData(chatListQueryKey, { chat_group_member: [] });
  const isStale = () => queryClient.getQueryState(chatListQueryKey)?.isInvalidated ?? false;
  return { queryClient, isStale };
}

describe('a pushed notification and the inbox', () => {
  it("refreshes the chat list on a 'New message', so the inbox moves that chat up and counts it", () => {
    const { queryClient, isStale } = withChatList();
    applyNotificationServerMessage(queryClient, {
      type: 'notification',
      notification: buildChatNotification(),
    });
    expect(isStale()).toBe(true);
  });

  it('leaves the chat list alone for class news and cleared entries', () => {
    const { queryClient, isStale } = withChatList();
    applyNotificationServerMessage(queryClient, {
      type: 'notification',
      notification: buildClassNotification(),
    });
    applyNotificationServerMessage(queryClient, { type: 'notification_read', id: 3 });
    expect(isStale()).toBe(false);
  });
});
