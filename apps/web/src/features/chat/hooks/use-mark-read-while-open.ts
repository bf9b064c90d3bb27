import type { ChatMessageDto } from '@homeroom/contract/chat';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useMarkChatRead } from '../api/mark-chat-read.ts';

function subscribeToVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

function isPageVisible(): boolean {
  return document.visibilityState !== 'hidden';
}

/**
 * While the chat is open and its tab seen, marks it read up to its newest message: at once, and
 * again as messages of others arrive, one request at a time (a burst makes one more, for the
 * newest). One's own messages are read already: sending marks them.
 */
export function useMarkReadWhileOpen(
  groupId: number,
  messages: readonly ChatMessageDto[],
  currentUserId: number | undefined,
) {
  const { mutate, isPending } = useMarkChatRead(groupId);
  const isVisible = useSyncExternalStore(subscribeToVisibility, isPageVisible, () => true);
  const markedIdRef = useRef(0);
  const newest = messages.at(-1);
  const newestId = newest?.id ?? 0;
  const isNewestOwn = newest?.sender?.id !== undefined && newest.sender.id === currentUserId;

  useEffect(() => {
    if (!isVisible || isPending || isNewestOwn || newestId <= markedIdRef.current) return;
    markedIdRef.current = newestId;
    // A failure is not shown: the next message, or the next visit, marks the chat again.
    mutate(newestId);
  }, [isVisible, isPending, isNewestOwn, newestId, mutate]);
}
