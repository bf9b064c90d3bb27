import { CheckCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { formatMessageTime } from '../chat-messages.ts';
import type { Reader } from '../chat-receipts.ts';

interface SeenReceiptProps {
  readers: readonly Reader[];
  /** A direct chat says when the other person saw it; a group how many saw it, with the list on click. */
  isDirect: boolean;
}

/** "Seen 14:32" under the sender's message in a direct chat, "Seen by N" with who and when in a group. */
export function SeenReceipt({ readers, isDirect }: SeenReceiptProps) {
  const { t } = useTranslation('readReceipts');
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  const first = readers[0];
  if (!first) return null;
  if (isDirect) {
    return (
      <span className="flex items-center gap-1 px-1 text-xs text-slate-600" data-testid="seen-receipt">
        <CheckCheck aria-hidden="true" className="size-3.5 text-brand-700" />
        {t('chat.seenAt', { time: formatMessageTime(first.readAt) })}
      </span>
    );
  }
  return (
    <span className="flex flex-col items-end px-1 text-xs text-slate-600">
      <button
        type="button"
        className="flex min-h-8 items-center gap-1 rounded-md px-1 font-medium text-brand-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
        data-testid="seen-receipt"
      >
        <CheckCheck aria-hidden="true" className="size-3.5" />
        {t('chat.seenBy', { count: readers.length })}
      </button>
      {isOpen && (
        <ul id={listId} aria-label={t('chat.seenByList')} className="mt-1 flex flex-col gap-0.5 rounded-lg bg-white px-3 py-2 text-start shadow-sm ring-1 ring-slate-200">
          {readers.map((reader) => (
            <li key={reader.userId} className="flex justify-between gap-3">
              <span className="font-medium text-slate-800">{reader.name}</span>
              <time dateTime={reader.readAt}>{formatMessageTime(reader.readAt)}</time>
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}
