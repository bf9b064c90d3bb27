import { CHAT_ATTACHMENT_UPLOAD } from '@homeroom/contract/chat-attachments';
import { FileText, ImageIcon, Paperclip, RotateCcw, X } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { IconButton } from '../../../components/ui/button.tsx';
import { classNames } from '../../../lib/class-names.ts';
import { formatNumber } from '../../../lib/format-date.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import type { AttachmentUploads } from '../hooks/use-attachment-uploads.ts';

/** A file size as people read it: KB under a megabyte, MB above, in the page's language. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${formatNumber(bytes / (1024 * 1024), { maximumFractionDigits: 1 })} MB`;
}

/** The paper clip beside the message box: a real button, so the keyboard reaches it, opening the file picker. */
export function AttachButton({ onChoose, isDisabled }: { onChoose: (files: File[]) => void; isDisabled?: boolean }) {
  const { t } = useTranslation('chatAttachments');
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <IconButton
        label={t('attach')}
        icon={<Paperclip aria-hidden="true" className="size-5" />}
        disabled={isDisabled}
        onClick={() => inputRef.current?.click()}
      />
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={CHAT_ATTACHMENT_UPLOAD.accept}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="chat-attachment-input"
        onChange={(event) => {
          onChoose(Array.from(event.target.files ?? []));
          // The same file may be chosen again after it was removed.
          event.target.value = '';
        }}
      />
    </>
  );
}

/** The files chosen for the next message: each with its progress, its error and Retry, and Remove (which cancels an upload). */
export function AttachmentTray({ uploads }: { uploads: Pick<AttachmentUploads, 'items' | 'retry' | 'remove'> }) {
  const { t } = useTranslation('chatAttachments');
  if (uploads.items.length === 0) return null;
  return (
    <ul aria-label={t('trayLabel')} className="flex flex-col gap-1.5">
      {uploads.items.map((item) => {
        const isImage = item.file.type.startsWith('image/');
        const Icon = isImage ? ImageIcon : FileText;
        return (
          <li
            key={item.key}
            className={classNames(
              'flex min-w-0 items-center gap-2 rounded-xl bg-white px-2.5 py-1.5 ring-1',
              item.status === 'failed' ? 'ring-red-300' : 'ring-slate-200',
            )}
          >
            <Icon aria-hidden="true" className="size-5 shrink-0 text-slate-600" />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="flex min-w-0 items-baseline gap-2 text-sm">
                <span dir="auto" className="min-w-0 truncate font-medium text-slate-900">{item.file.name}</span>
                <span className="shrink-0 text-xs text-slate-600">{formatFileSize(item.file.size)}</span>
              </span>
              {item.status === 'uploading' && (
                <div
                  role="progressbar"
                  aria-label={t('uploading', { name: item.file.name })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={item.percent}
                  className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200"
                >
                  <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${item.percent}%` }} />
                </div>
              )}
              {item.status === 'done' && <span className="text-xs text-emerald-700">{t('ready')}</span>}
              {item.status === 'failed' && (
                <span role="alert" className="text-xs text-red-700">
                  {item.error ? translateMessage(item.error) : t('failed')}
                </span>
              )}
            </div>
            {item.status === 'failed' && item.canRetry && (
              <IconButton
                label={t('retry', { name: item.file.name })}
                icon={<RotateCcw aria-hidden="true" className="size-4" />}
                onClick={() => uploads.retry(item.key)}
              />
            )}
            <IconButton
              label={item.status === 'uploading' ? t('cancel', { name: item.file.name }) : t('remove', { name: item.file.name })}
              icon={<X aria-hidden="true" className="size-4" />}
              onClick={() => uploads.remove(item.key)}
            />
          </li>
        );
      })}
    </ul>
  );
}
