import type { ChatMessageDto } from '@homeroom/contract/chat';
import { MessagesSquare } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { PersonAvatar } from '../../../components/person-avatar.tsx';
import { HiddenBySchool, ReportToSchool } from '../../../components/report-to-school.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { classNames } from '../../../lib/class-names.ts';
import { formatMessageTime, toMessageRows } from '../chat-messages.ts';
import { MessageAttachments } from './message-attachments.tsx';
import { MessageContent } from './message-content.tsx';

/** Scrolled this close to the top, the older messages load. */
const LOAD_OLDER_THRESHOLD_PX = 48;

interface MessageListProps {
  messages: readonly ChatMessageDto[];
  currentUserId: number | undefined;
  hasOlderMessages: boolean;
  isLoadingOlder: boolean;
  /** Loads the page before the oldest message shown. */
  onLoadOlder: () => void;
  /** What shows under a message once others have read it (read receipts). */
  renderReceipt?: (message: ChatMessageDto) => ReactNode;
  /** The message a search result opened, marked until the page is left. */
  highlightedMessageId?: number | null;
}

/**
 * The messages of a chat in a 400px box (docs/product.md, "Messages"): own on the right labelled 'You', others on
 * the left with the first name where the sender changes. It opens on the newest message and
 * scrolls to each new one; scrolling to the top loads older ones without moving the view.
 */
export function MessageList({
  messages,
  currentUserId,
  hasOlderMessages,
  isLoadingOlder,
  onLoadOlder,
  renderReceipt,
  highlightedMessageId = null,
}: MessageListProps) {
  const { t } = useTranslation('chat');
  const scrollRef = useRef<HTMLDivElement>(null);
  /** The height and position before older messages were put in front. */
  const beforeOlderRef = useRef<{ height: number; top: number } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  /** Whether the view is at the newest message: then pictures that load keep it there. */
  const isAtBottomRef = useRef(true);
  const newestId = messages.at(-1)?.id;
  const hasMessages = messages.length > 0;
  const oldestId = messages[0]?.id;

  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [newestId]);

  useLayoutEffect(() => {
    const box = scrollRef.current;
    const before = beforeOlderRef.current;
    if (!box || !before) return;
    beforeOlderRef.current = null;
    box.scrollTop = box.scrollHeight - before.height + before.top;
  }, [oldestId]);

  // A picture that loads makes its message taller after the scroll to the newest one.
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const box = scrollRef.current;
      if (box && isAtBottomRef.current) box.scrollTop = box.scrollHeight;
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [hasMessages]);

  function loadOlder() {
    const box = scrollRef.current;
    if (!hasOlderMessages || isLoadingOlder) return;
    if (box) beforeOlderRef.current = { height: box.scrollHeight, top: box.scrollTop };
    onLoadOlder();
  }

  const rows = toMessageRows(messages, currentUserId);

  return (
    <div
      ref={scrollRef}
      role="log"
      aria-label={t('messages.label')}
      // Focusable, so that keyboard users can scroll it too.
      tabIndex={0}
      onScroll={(event) => {
        const box = event.currentTarget;
        isAtBottomRef.current =
          box.scrollHeight - box.scrollTop - box.clientHeight <= LOAD_OLDER_THRESHOLD_PX;
        if (box.scrollTop <= LOAD_OLDER_THRESHOLD_PX) loadOlder();
      }}
      className="h-[min(400px,55dvh)] min-h-48 overflow-y-auto overscroll-contain rounded-2xl bg-slate-50 px-3 py-3 ring-1 ring-slate-200 sm:px-4"
    >
      {/* Both lines are as tall, so the view keeps its place when the last page arrives. */}
      {hasOlderMessages ? (
        <div className="flex h-11 items-center justify-center">
          <Button variant="ghost" size="sm" isLoading={isLoadingOlder} onClick={loadOlder}>
            {isLoadingOlder ? t('messages.loadingOlder') : t('messages.loadOlder')}
          </Button>
        </div>
      ) : (
        rows.length > 0 && (
          <p className="flex h-11 items-center justify-center text-xs text-slate-600">
            {t('messages.start')}
          </p>
        )
      )}
      {rows.length === 0 ? (
        <div className="flex h-full flex-col items-center justify-center gap-2 text-center text-slate-600">
          <MessagesSquare aria-hidden="true" className="size-8 text-brand-600" />
          <p className="text-sm">{t('messages.empty')}</p>
        </div>
      ) : (
        <ol ref={listRef} className="flex flex-col">
          {rows.map(({ message, isOwn, senderLabel, showSender }) => (
            <li
              key={message.id}
              id={`message-${message.id}`}
              aria-current={message.id === highlightedMessageId ? 'true' : undefined}
              className={classNames(
                'flex flex-col',
                message.id === highlightedMessageId && 'rounded-2xl bg-amber-100 p-1.5 ring-2 ring-amber-400',
                isOwn ? 'items-end' : 'items-start',
                showSender && !isOwn ? 'mt-3 first:mt-0' : 'mt-1.5 first:mt-0',
              )}
            >
              {showSender && !isOwn && (
                <span className="flex max-w-full min-w-0 items-center gap-1.5 px-1 pb-0.5 text-xs font-semibold text-slate-700">
                  {message.sender && (
                    <PersonAvatar person={message.sender.user} size="sm" className="size-6 text-[10px]" />
                  )}
                  <span className="min-w-0 break-words">{senderLabel}</span>
                </span>
              )}
              {message.hidden_by_school ? (
                <>
                  {/* Only its sender still gets a message the school hides. */}
                  <HiddenBySchool className="rounded-2xl bg-white px-3.5 py-2 ring-1 ring-slate-200" />
                  <span className="flex items-center gap-1 px-1 pt-0.5 text-xs text-slate-600">
                    <MessageMeta message={message} isOwn={isOwn} senderLabel={senderLabel} />
                  </span>
                </>
              ) : (
                <MessageContent
                  message={message}
                  isOwn={isOwn}
                  meta={<MessageMeta message={message} isOwn={isOwn} senderLabel={senderLabel} />}
                  attachments={
                    message.attachments && message.attachments.length > 0 ? (
                      <MessageAttachments attachments={message.attachments} isOwn={isOwn} />
                    ) : undefined
                  }
                />
              )}
              {isOwn && renderReceipt?.(message)}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** Under a message: 'You' on one's own, its time, and the report button on others'. */
function MessageMeta({
  message,
  isOwn,
  senderLabel,
}: {
  message: ChatMessageDto;
  isOwn: boolean;
  senderLabel: string;
}) {
  const { t } = useTranslation('chat');
  return (
    <>
      {isOwn && <span className="font-semibold text-slate-700">{senderLabel}</span>}
      {isOwn && ' · '}
      <time dateTime={message.time} className="shrink-0">
        {formatMessageTime(message.time)}
      </time>
      {!isOwn && message.sender && !message.is_removed && (
        <ReportToSchool
          kind="message"
          id={message.id}
          itemName={t('messages.reportItem', { name: senderLabel })}
          isCompact
        />
      )}
    </>
  );
}
