import type { NotificationDto } from '@homeroom/contract/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../test/factories.ts';
import { routeFetch, sentBodies } from '../test/route-fetch.ts';
import { stubFetch } from '../test/stub-fetch.ts';
import { notificationsQueryKey } from './notifications-query-key.ts';
import { useMarkClassContentRead, type ClassContentType } from './use-mark-class-content-read.ts';

function buildClassNotification(overrides: Partial<NotificationDto> = {}): NotificationDto {
  return {
    id: 101,
    type: 'Story',
    title: 'New story',
    group: null,
    school_class: { id: 12, name: 'Year 3 Robins' },
    school: null,
    updated_at: '2031-05-03T14:05:00.000Z',
    read: false,
    qty_missed: 1,
    ...overrides,
  };
}

function buildChatNotification(): NotificationDto {
  return {
    ...buildClassNotification({ id: 102, type: 'Message', title: 'New message', school_class: null }),
    group: {
      id: 5,
      name: 'direct',
      direct_message: true,
      recipient: { id: 8, first_name: 'Sam', last_name: 'Carter' },
    },
  };
}

function renderMarking(notifications: NotificationDto[], classId: number, types: ClassContentType[]) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(notificationsQueryKey, notifications);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  renderHook(({ kinds }) => useMarkClassContentRead(classId, kinds), {
    wrapper,
    initialProps: { kinds: types },
  });
  return queryClient;
}

describe('useMarkClassContentRead', () => {
  const fetchMock = stubFetch();
  const READ = 'PUT /school/class-notifications-read/12/';

  it("marks the class's unread entries of the kinds shown read, once", async () => {
    routeFetch(fetchMock, { [READ]: jsonResponse({ read: [101] }) });
    const queryClient = renderMarking([buildClassNotification(), buildChatNotification()], 12, ['Story']);
    await waitFor(() => expect(sentBodies(fetchMock, READ)).toEqual([{ types: ['Story'] }]));

    // The same entry seen again sends nothing more; a repeat of it (a newer time) does.
    act(() =>
      queryClient.setQueryData(notificationsQueryKey, [buildClassNotification(), buildChatNotification()]),
    );
    act(() =>
      queryClient.setQueryData(notificationsQueryKey, [
        buildClassNotification({ updated_at: '2031-05-04T09:00:00.000Z', qty_missed: 2 }),
      ]),
    );
    await waitFor(() => expect(sentBodies(fetchMock, READ)).toHaveLength(2));
  });

  it('sends nothing for other kinds, other classes or a tab that shows none', async () => {
    routeFetch(fetchMock, {});
    renderMarking([buildClassNotification({ type: 'Announcement', title: 'New announcement' })], 12, [
      'Story',
    ]);
    renderMarking([buildClassNotification({ school_class: { id: 13, name: 'Year 4' } })], 12, ['Story']);
    renderMarking([buildClassNotification()], 12, []);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
