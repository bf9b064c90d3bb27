import type { ChatGroupDto } from '@homeroom/contract/chat';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The message a link asked for (`/chatGroup/{id}?message={mid}`, from the search): older pages
 * load until it is among the messages held, then the page scrolls to it and highlights it.
 * Answers its id while it is to be highlighted, and whether it could not be found.
 */
export function useMessageInContext(group: ChatGroupDto, loadOlder: { mutate: (beforeId: number) => void; isPending: boolean; isError: boolean }) {
  const [searchParams] = useSearchParams();
  const requested = Number(searchParams.get('message'));
  const targetId = Number.isInteger(requested) && requested > 0 ? requested : null;
  const [shownId, setShownId] = useState<number | null>(null);
  const isHeld = targetId !== null && group.chat_messages.some((message) => message.id === targetId);
  const oldest = group.chat_messages[0];
  const shouldLoadOlder = targetId !== null && !isHeld && group.has_older_messages && oldest !== undefined && oldest.id > targetId;

  useEffect(() => {
    if (shouldLoadOlder && !loadOlder.isPending && !loadOlder.isError && oldest) loadOlder.mutate(oldest.id);
  }, [shouldLoadOlder, loadOlder, oldest]);

  useEffect(() => {
    if (!isHeld || targetId === null || shownId === targetId) return;
    document.getElementById(`message-${targetId}`)?.scrollIntoView({ block: 'center' });
    setShownId(targetId);
  }, [isHeld, targetId, shownId]);

  return { highlightedId: isHeld ? targetId : null, isMissing: targetId !== null && !isHeld && !shouldLoadOlder };
}
