import type { ContentReportCreateBody, ContentReportCreatedDto, ModeratedKind } from '@homeroom/contract/moderation';
import { MODERATION_MESSAGES, REPORT_REASON_MAX_LENGTH } from '@homeroom/contract/moderation-messages';
import { EyeOff, Flag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { ApiError, apiRequest } from '../lib/api-client.ts';
import { translateMessage } from '../lib/i18n/i18n.ts';
import { Button } from './ui/button.tsx';
import { EllipsisVerticalIcon } from './ui/list-icons.tsx';
import { Menu } from './ui/menu.tsx';
import { Modal } from './ui/modal.tsx';
import { StatusMessage } from './ui/status-message.tsx';
import { Textarea } from './ui/textarea.tsx';

/** POST school/content-report-create/: any member who sees a story, comment or chat message reports it to the school. */
export function reportContent(body: ContentReportCreateBody): Promise<ContentReportCreatedDto> {
  return apiRequest<ContentReportCreatedDto>('/school/content-report-create/', { method: 'POST', body });
}

interface ReportToSchoolProps {
  kind: ModeratedKind;
  id: number;
  /** What the item is, for the menu button's accessible name: "the comment by Ada Rude". */
  itemName: string;
  /** A smaller button, on each message of a chat. */
  isCompact?: boolean;
}

/**
 * A "more" menu on a story, comment or message with "Report to the school", which asks for an
 * optional reason and a confirmation, then says it is sent. Shared by the stories and chat pages.
 */
export function ReportToSchool({ kind, id, itemName, isCompact = false }: ReportToSchoolProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'failed' | 'sent'>('idle');
  const [sentTo, setSentTo] = useState<'school' | 'teachers'>('school');
  const [errors, setErrors] = useState<string[]>([]);

  async function send() {
    setState('sending');
    try {
      const report = await reportContent({ kind, id, reason });
      setSentTo(report.sent_to ?? 'school');
      setState('sent');
      setIsOpen(false);
      setReason('');
    } catch (error) {
      setErrors(error instanceof ApiError ? error.messages : [MODERATION_MESSAGES.reportFailed]);
      setState('failed');
    }
  }

  function cancel() {
    setIsOpen(false);
    setState('idle');
    setErrors([]);
  }

  return (
    <div className={isCompact ? 'flex items-center gap-1' : 'flex shrink-0 flex-col items-end gap-1'}>
      <Menu
        label={t('reportToSchool.moreActions', { item: itemName })}
        isCompact={isCompact}
        trigger={<EllipsisVerticalIcon className={isCompact ? 'size-4' : 'size-5'} />}
        items={[
          {
            label: translateMessage(MODERATION_MESSAGES.reportAction),
            icon: <Flag aria-hidden="true" className="size-4" />,
            onSelect: () => {
              setState('idle');
              setIsOpen(true);
            },
          },
        ]}
      />
      {state === 'sent' && (
        <p
          role="status"
          className={isCompact ? 'text-xs text-emerald-800' : 'max-w-56 text-end text-xs text-emerald-800'}
        >
          {translateMessage(sentMessage(sentTo, isCompact))}
        </p>
      )}
      <Modal
        open={isOpen}
        onClose={cancel}
        title={translateMessage(MODERATION_MESSAGES.reportConfirmTitle)}
        footer={
          <>
            <Button variant="secondary" onClick={cancel} disabled={state === 'sending'}>
              {t('actions.cancel')}
            </Button>
            <Button
              variant="danger"
              isLoading={state === 'sending'}
              icon={<Flag aria-hidden="true" className="size-4" />}
              onClick={() => void send()}
            >
              {t('actions.report')}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-3">
          <p className="text-slate-700">{translateMessage(MODERATION_MESSAGES.reportConfirm)}</p>
          <Textarea
            label={translateMessage(MODERATION_MESSAGES.reportReasonLabel)}
            rows={3}
            maxLength={REPORT_REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          {state === 'failed' && <StatusMessage tone="error">{errors}</StatusMessage>}
        </div>
      </Modal>
    </div>
  );
}

/** What replaces, for its author, a story, comment or message the school hides. */
export function HiddenBySchool({ className }: { className?: string }) {
  // Re-rendered in the language the app speaks.
  useTranslation();
  return (
    <p className={`inline-flex items-center gap-1.5 text-sm text-slate-600 italic ${className ?? ''}`}>
      <EyeOff aria-hidden="true" className="size-4 shrink-0" />
      {translateMessage(MODERATION_MESSAGES.hiddenBySchool)}
    </p>
  );
}

/** The confirmation names who will look at the report: the school's leaders, or the class's teachers. */
function sentMessage(sentTo: 'school' | 'teachers', isCompact: boolean): string {
  if (sentTo === 'teachers') return isCompact ? MODERATION_MESSAGES.reportSentShortToTeachers : MODERATION_MESSAGES.reportSentToTeachers;
  return isCompact ? MODERATION_MESSAGES.reportSentShort : MODERATION_MESSAGES.reportSent;
}
