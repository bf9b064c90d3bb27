import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGES,
  MESSAGE_EDIT_WINDOW_MS,
  type ChatMessageDto,
} from '@homeroom/contract/chat';
import { Ban, EllipsisVertical, Pencil, Trash2 } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { controlClassName } from '../../../components/ui/field.tsx';
import { Menu, type MenuItem } from '../../../components/ui/menu.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { classNames } from '../../../lib/class-names.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { useDeleteChatMessage } from '../api/delete-chat-message.ts';
import { useUpdateChatMessage } from '../api/update-chat-message.ts';
import { formatMessageTime } from '../chat-messages.ts';
import { MessageVersionsDialog } from './message-versions-dialog.tsx';

interface MessageContentProps {
  message: ChatMessageDto;
  isOwn: boolean;
  /** What the list shows under every message (who, when); the marker and menu join it. */
  meta: ReactNode;
  /** The message's files (pictures, PDFs), under its text; a message of files alone has no text bubble. */
  attachments?: ReactNode;
  /** Now, for whether the edit window is still open; a prop so that tests can set it. */
  now?: () => number;
}

/** Whether its sender may still edit the message: within 15 minutes of sending (the server decides at the end). */
export function isStillEditable(message: ChatMessageDto, now: number): boolean {
  return (
    !message.is_removed &&
    !message.hidden_by_school &&
    now - new Date(message.time).getTime() < MESSAGE_EDIT_WINDOW_MS
  );
}

/**
 * A message's bubble on the record: 'Message removed' in place of a removed one; an 'edited'
 * marker that opens the earlier versions; for its sender, a menu with Edit (inline: Enter
 * saves, Escape cancels) and Remove (asked first).
 */
export function MessageContent({ message, isOwn, meta, attachments, now = Date.now }: MessageContentProps) {
  const { t } = useTranslation('chatRecord');
  const [mode, setMode] = useState<'view' | 'edit' | 'confirmRemove' | 'versions'>('view');
  const update = useUpdateChatMessage(message.group);
  const remove = useDeleteChatMessage(message.group);

  const metaLine = (extra?: ReactNode) => (
    <span className="flex items-center gap-1 px-1 pt-0.5 text-xs text-slate-600">
      {meta}
      {extra}
    </span>
  );

  if (message.is_removed) {
    return (
      <>
        <p className="inline-flex items-center gap-1.5 rounded-2xl bg-white px-3.5 py-2 text-sm text-slate-600 italic ring-1 ring-slate-200">
          <Ban aria-hidden="true" className="size-4 shrink-0" />
          {translateMessage(CHAT_MESSAGES.messageRemoved)}
        </p>
        {metaLine()}
      </>
    );
  }

  if (mode === 'edit') {
    return (
      <>
        <InlineEditor
          initialText={message.content}
          isSaving={update.isPending}
          error={update.error}
          onCancel={() => {
            update.reset();
            setMode('view');
          }}
          onSave={(content) => {
            if (content === message.content) return setMode('view');
            update.mutate({ messageId: message.id, content }, { onSuccess: () => setMode('view') });
          }}
        />
        {metaLine()}
      </>
    );
  }

  const items: MenuItem[] = [];
  if (message.content !== '' && isStillEditable(message, now())) {
    items.push({
      label: t('actions.edit'),
      icon: <Pencil aria-hidden="true" className="size-4" />,
      onSelect: () => setMode('edit'),
    });
  }
  items.push({
    label: t('actions.remove'),
    icon: <Trash2 aria-hidden="true" className="size-4" />,
    tone: 'danger',
    onSelect: () => setMode('confirmRemove'),
  });

  return (
    <>
      {message.content !== '' && (
        <p
          className={classNames(
            'max-w-[85%] min-w-0 rounded-2xl px-3.5 py-2 text-sm whitespace-pre-wrap wrap-anywhere shadow-xs sm:max-w-[75%]',
            isOwn
              ? 'rounded-ee-md bg-brand-700 text-white'
              : 'rounded-es-md bg-white text-slate-900 ring-1 ring-slate-200',
          )}
        >
          {message.content}
        </p>
      )}
      {attachments}
      {metaLine(
        <>
          {message.edited_at && (
            <>
              {' · '}
              <button
                type="button"
                onClick={() => setMode('versions')}
                aria-label={t('edited.markerLabel', { time: formatMessageTime(message.edited_at) })}
                className="min-h-6 rounded px-0.5 text-xs text-slate-600 underline decoration-dotted underline-offset-2 hover:text-slate-900"
              >
                {t('edited.marker')}
              </button>
            </>
          )}
          {isOwn && !message.hidden_by_school && (
            <Menu
              label={t('actions.menu')}
              trigger={<EllipsisVertical aria-hidden="true" className="size-4" />}
              items={items}
              align="end"
              isCompact
            />
          )}
        </>,
      )}
      <ConfirmDialog
        open={mode === 'confirmRemove'}
        title={t('removal.title')}
        confirmLabel={t('removal.confirm')}
        failureText={t('removal.failed')}
        onCancel={() => setMode('view')}
        onConfirm={async () => {
          await remove.mutateAsync(message.id);
          setMode('view');
        }}
      >
        {t('removal.text')}
      </ConfirmDialog>
      {message.edited_at && (
        <MessageVersionsDialog message={message} open={mode === 'versions'} onClose={() => setMode('view')} />
      )}
    </>
  );
}

interface InlineEditorProps {
  initialText: string;
  isSaving: boolean;
  error: Error | null;
  onSave: (content: string) => void;
  onCancel: () => void;
}

/** The message's text in a box in its place: Enter saves, Shift+Enter a new line, Escape cancels. */
function InlineEditor({ initialText, isSaving, error, onSave, onCancel }: InlineEditorProps) {
  const { t } = useTranslation('chatRecord');
  const id = useId();
  const [text, setText] = useState(initialText);
  const [localError, setLocalError] = useState<string | null>(null);

  function save() {
    const content = text.trim();
    if (content === '') return setLocalError(translateMessage(CHAT_MESSAGES.messageEmpty));
    if (content.length > CHAT_MESSAGE_MAX_LENGTH)
      return setLocalError(translateMessage(CHAT_MESSAGES.messageTooLong));
    setLocalError(null);
    onSave(content);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
    }
  }

  const serverError = error
    ? error instanceof ApiError
      ? error.messages.map(translateMessage).join(' ')
      : t('editor.failed')
    : null;
  const shownError = localError ?? serverError;

  return (
    <div className="flex w-full max-w-[85%] flex-col gap-1.5 sm:max-w-[75%]">
      <label htmlFor={id} className="sr-only">
        {t('editor.label')}
      </label>
      <textarea
        id={id}
        value={text}
        // Opened from the menu on purpose: the box takes the focus, as a dialog would.
        autoFocus
        aria-describedby={`${id}-hint${shownError ? ` ${id}-error` : ''}`}
        aria-invalid={shownError ? true : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
        className={classNames(
          controlClassName(Boolean(shownError)),
          'field-sizing-content max-h-40 min-h-11 w-full resize-none py-2 wrap-anywhere',
        )}
      />
      <div className="flex flex-wrap items-center justify-end gap-2">
        <span id={`${id}-hint`} className="me-auto text-xs text-slate-600">
          {t('editor.hint')}
        </span>
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={isSaving}>
          {t('editor.cancel')}
        </Button>
        <Button size="sm" isLoading={isSaving} onClick={save}>
          {t('editor.save')}
        </Button>
      </div>
      {shownError && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {shownError}
        </p>
      )}
    </div>
  );
}
