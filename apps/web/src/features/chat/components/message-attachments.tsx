import type { ChatAttachmentDto } from '@homeroom/contract/chat-attachments';
import { Download, FileText } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { classNames } from '../../../lib/class-names.ts';
import { useStableMediaUrl } from '../../../lib/media-url.ts';
import { formatFileSize } from './attachment-tray.tsx';

function InlinePicture({ attachment }: { attachment: ChatAttachmentDto }) {
  const { t } = useTranslation('chatAttachments');
  const url = useStableMediaUrl(attachment.url);
  const preview = useStableMediaUrl(attachment.preview_url) ?? url;
  return (
    <a
      href={url ?? undefined}
      target="_blank"
      rel="noopener"
      className="block overflow-hidden rounded-xl ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <img
        src={preview ?? undefined}
        alt={t('pictureAlt', { name: attachment.name })}
        width={attachment.width ?? undefined}
        height={attachment.height ?? undefined}
        loading="lazy"
        className="block h-auto max-h-72 w-auto max-w-full bg-slate-100 object-contain"
      />
    </a>
  );
}

function PdfCard({ attachment }: { attachment: ChatAttachmentDto }) {
  const { t } = useTranslation('chatAttachments');
  const url = useStableMediaUrl(attachment.url);
  return (
    <div className="flex max-w-full min-w-0 items-center gap-2 rounded-xl bg-white px-3 py-2 ring-1 ring-slate-200">
      <FileText aria-hidden="true" className="size-6 shrink-0 text-red-700" />
      <a
        href={url ?? undefined}
        target="_blank"
        rel="noopener"
        className="flex min-w-0 flex-1 flex-col rounded-md focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span dir="auto" className="truncate text-sm font-medium text-slate-900 underline-offset-2 hover:underline">{attachment.name}</span>
        <span className="text-xs text-slate-600">{t('pdfSize', { size: formatFileSize(attachment.size) })}</span>
      </a>
      <a
        href={url ?? undefined}
        download={attachment.name}
        aria-label={t('download', { name: attachment.name })}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Download aria-hidden="true" className="size-5" />
      </a>
    </div>
  );
}

/** The files of a message: pictures inline at their preview size (opening the full picture), PDFs as file cards. */
export function MessageAttachments({ attachments, isOwn }: { attachments: readonly ChatAttachmentDto[]; isOwn: boolean }) {
  const { t } = useTranslation('chatAttachments');
  if (attachments.length === 0) return null;
  return (
    <ul
      aria-label={t('listLabel')}
      className={classNames('flex max-w-[85%] min-w-0 flex-col gap-1.5 sm:max-w-[75%]', isOwn ? 'items-end' : 'items-start')}
    >
      {attachments.map((attachment) => (
        <li key={attachment.id} className="max-w-full min-w-0">
          {attachment.kind === 'image' ? <InlinePicture attachment={attachment} /> : <PdfCard attachment={attachment} />}
        </li>
      ))}
    </ul>
  );
}
