import { CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES } from '@homeroom/contract/chat';
import { SendHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { controlClassName } from '../../../components/ui/field.tsx';
import { classNames } from '../../../lib/class-names.ts';
import { formatNumber } from '../../../lib/format-date.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { useAttachmentUploads } from '../hooks/use-attachment-uploads.ts';
import { AttachButton, AttachmentTray } from './attachment-tray.tsx';

/** The counter shows from here on, before the limit is reached. */
const COUNTER_FROM = CHAT_MESSAGE_MAX_LENGTH - 500;

interface MessageComposerProps {
  /** Sends the text with the ids of uploaded files; answers false when it cannot go now (the chat is reconnecting). */
  onSend: (text: string, attachmentIds: number[]) => boolean;
  /** The chat files are uploaded to. */
  groupId: number;
  /** Called as the user types; the caller throttles what it tells the others. */
  onTyping?: () => void;
}

/**
 * 'Type message...' and Send. Enter sends, Shift+Enter starts a new line. Empty and
 * whitespace-only messages are not sent, nor are ones above 5,000 characters.
 */
export function MessageComposer({ onSend, groupId, onTyping }: MessageComposerProps) {
  const { t } = useTranslation('chat');
  const { t: tAttachments } = useTranslation('chatAttachments');
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const uploads = useAttachmentUploads(groupId);
  const length = text.trim().length;
  const isTooLong = length > CHAT_MESSAGE_MAX_LENGTH;
  const shownError = isTooLong ? CHAT_MESSAGES.messageTooLong : error;

  function send() {
    const message = text.trim();
    if (uploads.isPending) return setError(tAttachments('waitForFiles'));
    if (message === '' && uploads.readyIds.length === 0) return setError(CHAT_MESSAGES.messageEmpty);
    if (message.length > CHAT_MESSAGE_MAX_LENGTH) return setError(CHAT_MESSAGES.messageTooLong);
    if (!onSend(message, uploads.readyIds)) return setError(t('composer.notConnected'));
    setError(null);
    setText('');
    uploads.clear();
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    send();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  const describedBy = [shownError ? `${id}-error` : '', length >= COUNTER_FROM ? `${id}-count` : '']
    .filter(Boolean)
    .join(' ');

  return (
    <form noValidate onSubmit={handleSubmit} aria-label={t('composer.formLabel')} className="flex flex-col gap-1.5">
      <label htmlFor={id} className="sr-only">
        {t('composer.label')}
      </label>
      <AttachmentTray uploads={uploads} />
      <div className="flex items-end gap-2">
        <AttachButton
          onChoose={(files) => {
            const refusal = uploads.add(files);
            setError(refusal);
          }}
        />
        <textarea
          id={id}
          rows={1}
          value={text}
          placeholder={translateMessage(CHAT_MESSAGES.typeMessage)}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
            if (event.target.value.trim() !== '') onTyping?.();
          }}
          onKeyDown={handleKeyDown}
          onFocus={(event) => keepInView(event.currentTarget)}
          className={classNames(
            controlClassName(Boolean(shownError)),
            'field-sizing-content max-h-40 min-h-11 w-full min-w-0 flex-1 resize-none py-2.5 wrap-anywhere',
          )}
        />
        <Button type="submit" icon={<SendHorizontal aria-hidden="true" className="size-4 rtl:-scale-x-100" />}>
          {t('composer.send')}
        </Button>
      </div>
      {(shownError || length >= COUNTER_FROM) && (
        <div className="flex items-start justify-between gap-3 px-1">
          {shownError ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
              {translateMessage(shownError)}
            </p>
          ) : (
            <span />
          )}
          {length >= COUNTER_FROM && (
            <p
              id={`${id}-count`}
              className={classNames(
                'shrink-0 text-xs tabular-nums',
                isTooLong ? 'font-semibold text-red-700' : 'text-slate-600',
              )}
            >
              {t('composer.counter', { length: formatNumber(length), max: formatNumber(CHAT_MESSAGE_MAX_LENGTH) })}
            </p>
          )}
        </div>
      )}
    </form>
  );
}

/**
 * Keeps the message box above a phone's keyboard: now, and once more when the keyboard has
 * opened and shrunk the visible part of the page.
 */
function keepInView(box: HTMLTextAreaElement) {
  const scroll = () => box.scrollIntoView?.({ block: 'nearest' });
  scroll();
  window.visualViewport?.addEventListener('resize', scroll, { once: true });
}
