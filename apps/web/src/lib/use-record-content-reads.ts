import type { ContentReadBody } from '@homeroom/contract/read-receipts';
import { useEffect, useRef } from 'react';
import { apiRequest } from './api-client.ts';

/** POST school/content-read/: the parent was shown these items of the class. */
export function recordContentReads(body: ContentReadBody): Promise<void> {
  return apiRequest<void>('/school/content-read/', { method: 'POST', body });
}

/**
 * Tells the server which items of a class a parent's page shows, once per item, so that the
 * class's teachers see who has read them (docs/product.md, "Read receipts"). A failure is only
 * logged: the read is told again the next time the item is shown.
 */
export function useRecordContentReads(
  classId: number,
  items: { announcements?: readonly number[]; stories?: readonly number[]; events?: readonly number[] },
  isEnabled: boolean,
) {
  const sent = useRef(new Set<string>());
  const key = JSON.stringify(items);
  useEffect(() => {
    if (!isEnabled) return;
    const parsed = JSON.parse(key) as typeof items;
    const unsent = (kind: 'announcements' | 'stories' | 'events') => (parsed[kind] ?? []).filter((id) => !sent.current.has(`${kind}:${id}`));
    const body = { school_class: classId, announcements: unsent('announcements'), stories: unsent('stories'), events: unsent('events') };
    const all = [...body.announcements.map((id) => `announcements:${id}`), ...body.stories.map((id) => `stories:${id}`), ...body.events.map((id) => `events:${id}`)];
    if (all.length === 0) return;
    for (const entry of all) sent.current.add(entry);
    recordContentReads(body).catch((error: unknown) => {
      console.error('The reads of the class could not be recorded.', error);
      for (const entry of all) sent.current.delete(entry);
    });
  }, [classId, key, isEnabled]);
}
