import type { ClassNotificationsReadBody, NotificationDto } from '@homeroom/contract/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { apiRequest } from './api-client.ts';
import { classPageQueryKey } from './class-page-query-key.ts';
import { notificationsQueryKey } from './notifications-query-key.ts';

export type ClassContentType = ClassNotificationsReadBody['types'][number];

/** PUT school/class-notifications-read/{classId}/: the user read these kinds of the class's content. */
export function markClassContentRead(
  classId: number,
  types: readonly ClassContentType[],
): Promise<{ read: number[] }> {
  return apiRequest<{ read: number[] }>(`/school/class-notifications-read/${classId}/`, {
    method: 'PUT',
    body: { types },
  });
}

/**
 * The bell tells the truth (docs/product.md, "The bell tells the truth"): while a page shows these
 * kinds of a class's content (its Stories tab shows 'Story'), the user's unread entries of them are
 * marked read, so the bell goes down by itself; the server tells every open page over the
 * notification socket. An entry that arrives while the page is open brings the class page up to
 * date first, so what it announced is on the screen it clears. Nothing is sent while nothing
 * matches.
 */
export function useMarkClassContentRead(classId: number, types: readonly ClassContentType[]) {
  const queryClient = useQueryClient();
  // Watches the list the bell keeps, without fetching it a second time.
  const notifications = useSyncExternalStore(
    (onChange) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryKey[0] === notificationsQueryKey[0]) onChange();
      }),
    () => queryClient.getQueryData<NotificationDto[]>(notificationsQueryKey),
  );
  const sentFor = useRef(new Set<string>());
  const typesKey = types.join(',');

  useEffect(() => {
    if (!notifications || typesKey === '') return;
    const kinds = typesKey.split(',');
    const matching = notifications.filter(
      (entry) => !entry.read && entry.school_class?.id === classId && kinds.includes(entry.type),
    );
    // One request per entry and version: a repeat of the same kind updates the entry's time.
    const unsent = matching.filter((entry) => !sentFor.current.has(`${entry.id}@${entry.updated_at}`));
    if (unsent.length === 0) return;
    for (const entry of unsent) sentFor.current.add(`${entry.id}@${entry.updated_at}`);
    const shownSince = queryClient.getQueryState(classPageQueryKey(classId))?.dataUpdatedAt ?? 0;
    if (unsent.some((entry) => Date.parse(entry.updated_at) > shownSince)) {
      void queryClient.invalidateQueries({ queryKey: classPageQueryKey(classId) });
    }
    markClassContentRead(classId, kinds as ClassContentType[]).catch((error: unknown) => {
      // Like any clear, a failure is only logged (docs/product.md, "Notification panel"); the entry stays on the bell.
      console.error('The notifications of the class could not be marked read.', error);
      for (const entry of unsent) sentFor.current.delete(`${entry.id}@${entry.updated_at}`);
    });
  }, [notifications, classId, typesKey, queryClient]);
}
