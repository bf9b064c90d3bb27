import type { ChatMessageDto } from '@homeroom/contract/chat';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { useMessageVersions } from '../api/get-message-versions.ts';
import { formatMessageTime } from '../chat-messages.ts';

interface MessageVersionsDialogProps {
  message: ChatMessageDto;
  open: boolean;
  onClose: () => void;
}

/** The earlier texts of an edited message, oldest first, then its text now: what every member may see. */
export function MessageVersionsDialog({ message, open, onClose }: MessageVersionsDialogProps) {
  const { t } = useTranslation('chatRecord');
  const versions = useMessageVersions(message.id, open);

  return (
    <Modal open={open} onClose={onClose} title={t('edited.title')}>
      {versions.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner />
          {t('edited.loading')}
        </p>
      ) : versions.isError ? (
        <StatusMessage tone="error">{t('edited.failed')}</StatusMessage>
      ) : (
        <ol className="flex flex-col gap-3">
          {versions.data.versions.length === 0 && <li className="text-sm text-slate-600">{t('edited.none')}</li>}
          {versions.data.versions.map((version) => (
            <li key={version.id} className="flex flex-col gap-1 rounded-xl bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
              <span className="text-xs text-slate-600">
                {t('edited.writtenAt', { time: formatMessageTime(version.time) })}
              </span>
              <p className="text-sm whitespace-pre-wrap text-slate-900 wrap-anywhere">{version.content}</p>
            </li>
          ))}
          <li className="flex flex-col gap-1 rounded-xl bg-white px-3 py-2 ring-1 ring-brand-600">
            <span className="text-xs font-semibold text-slate-700">
              {t('edited.current')}
              {message.edited_at && ` · ${formatMessageTime(message.edited_at)}`}
            </span>
            <p className="text-sm whitespace-pre-wrap text-slate-900 wrap-anywhere">{message.content}</p>
          </li>
        </ol>
      )}
    </Modal>
  );
}
