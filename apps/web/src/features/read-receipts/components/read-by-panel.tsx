import type { ReadContentKind, ReadFamilyDto } from '@homeroom/contract/read-receipts';
import { BellRing, CheckCheck, ChevronDown, CircleCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime, formatNumber } from '../../../lib/format-date.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { useAcknowledgeAnnouncement } from '../api/acknowledge-announcement.ts';
import { useClassAcknowledgements } from '../api/get-class-acknowledgements.ts';
import { useClassContentReads } from '../api/get-class-content-reads.ts';
import { useContentReads } from '../api/get-content-reads.ts';
import { useRemindFamilies } from '../api/remind-families.ts';

interface ReadByPanelProps {
  classId: number;
  kind: ReadContentKind;
  itemId: number;
  /** The class's teachers and its school's leaders see who read it; a parent acknowledges. */
  viewer: 'teacher' | 'leader' | 'parent';
  /** An announcement that asks each family to tap "I've read this". */
  needsAcknowledgement?: boolean;
  /** Whether the class takes part any more (its year has not ended). */
  isReadOnly?: boolean;
}

/**
 * Under an announcement, story or event (docs/product.md, "Read receipts"): "Read by 18 of 24
 * families" with who has and has not for the class's staff, and the reminder of those who have
 * not acknowledged; "I've read this" for a family when the teacher asks for it.
 */
export function ReadByPanel(props: ReadByPanelProps) {
  if (props.viewer === 'parent') return props.needsAcknowledgement ? <AcknowledgeButton {...props} /> : null;
  return <ReadBySummary {...props} />;
}

function AcknowledgeButton({ classId, itemId, isReadOnly }: ReadByPanelProps) {
  const { t } = useTranslation('readReceipts');
  const acknowledgements = useClassAcknowledgements(classId, true);
  const acknowledge = useAcknowledgeAnnouncement(classId, itemId);
  const own = acknowledgements.data?.acknowledgements.find((entry) => entry.announcement === itemId);
  if (acknowledgements.isPending) return null;
  if (own) {
    return (
      <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-800">
        <CircleCheck aria-hidden="true" className="size-4" />
        {t('content.acknowledgedByYou', { time: formatDateTime(own.acknowledged_at) })}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-start gap-2 rounded-xl bg-amber-50 px-3 py-3 ring-1 ring-amber-200">
      <p className="text-sm text-amber-950">{t('content.asksAcknowledgement')}</p>
      {!isReadOnly && (
        <Button size="sm" icon={<CheckCheck aria-hidden="true" className="size-4" />} isLoading={acknowledge.isPending} onClick={() => acknowledge.mutate()}>
          {t('content.acknowledge')}
        </Button>
      )}
      {acknowledge.isError && <StatusMessage tone="error">{t('content.acknowledgeFailed')}</StatusMessage>}
    </div>
  );
}

function ReadBySummary({ classId, kind, itemId, viewer, isReadOnly }: ReadByPanelProps) {
  const { t } = useTranslation('readReceipts');
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  const summaries = useClassContentReads(classId, true);
  const summary = summaries.data?.items.find((item) => item.kind === kind && item.id === itemId);
  if (!summary) return null;
  const counts = { read: formatNumber(summary.read_families), total: formatNumber(summary.total_families) };
  return (
    <div className="flex flex-col gap-2 border-t border-slate-100 pt-3" data-testid={`read-by-${kind}-${itemId}`}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
        <span className="flex items-center gap-1.5 font-medium">
          <CheckCheck aria-hidden="true" className="size-4 text-brand-700" />
          {t('content.readBy', counts)}
        </span>
        {summary.acknowledged_families !== null && (
          <span className="flex items-center gap-1.5 font-medium">
            <CircleCheck aria-hidden="true" className="size-4 text-emerald-700" />
            {t('content.acknowledgedBy', { acknowledged: formatNumber(summary.acknowledged_families), total: counts.total })}
          </span>
        )}
        <button
          type="button"
          className="flex min-h-9 items-center gap-1 rounded-md px-1 font-medium text-brand-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-expanded={isOpen}
          aria-controls={listId}
          onClick={() => setIsOpen((open) => !open)}
        >
          {isOpen ? t('content.hideWho') : t('content.showWho')}
          <ChevronDown aria-hidden="true" className={isOpen ? 'size-4 rotate-180' : 'size-4'} />
        </button>
      </div>
      {isOpen && <ReadList id={listId} classId={classId} kind={kind} itemId={itemId} canRemind={viewer === 'teacher' && !isReadOnly} />}
    </div>
  );
}

function ReadList({ id, classId, kind, itemId, canRemind }: { id: string; classId: number; kind: ReadContentKind; itemId: number; canRemind: boolean }) {
  const { t } = useTranslation('readReceipts');
  const reads = useContentReads(classId, kind, itemId, true);
  const remind = useRemindFamilies(classId, itemId);
  if (reads.isPending) return <p id={id} className="text-sm text-slate-600">{t('content.loading')}</p>;
  if (reads.isError) return <div id={id}><StatusMessage tone="error">{t('content.loadFailed')}</StatusMessage></div>;
  const detail = reads.data;
  const pending = detail.needs_acknowledgement && detail.acknowledged_families !== null && detail.acknowledged_families < detail.total_families;
  const remindError = remind.error instanceof ApiError ? translateMessage(remind.error.messages[0] ?? '') : t('content.remindFailed');
  return (
    <div id={id} className="flex flex-col gap-3">
      <ul className="flex flex-col divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
        {detail.families.map((family) => (
          <FamilyRow key={family.guardians.map((guardian) => guardian.user.id).join('-')} family={family} showAcknowledgement={detail.needs_acknowledgement} />
        ))}
      </ul>
      {detail.needs_acknowledgement && canRemind && (
        <div className="flex flex-wrap items-center gap-3">
          {pending && (
            <Button size="sm" variant="secondary" icon={<BellRing aria-hidden="true" className="size-4" />} isLoading={remind.isPending} onClick={() => remind.mutate()}>
              {t('content.remind')}
            </Button>
          )}
          {detail.last_reminder_at && <span className="text-xs text-slate-600">{t('content.lastReminder', { time: formatDateTime(detail.last_reminder_at) })}</span>}
        </div>
      )}
      {remind.isSuccess && <StatusMessage tone="success">{t('content.reminded', { count: remind.data.reminded })}</StatusMessage>}
      {remind.isError && <StatusMessage tone="error">{remindError}</StatusMessage>}
    </div>
  );
}

function FamilyRow({ family, showAcknowledgement }: { family: ReadFamilyDto; showAcknowledgement: boolean }) {
  const { t } = useTranslation('readReceipts');
  const names = family.guardians.map((guardian) => `${guardian.user.first_name} ${guardian.user.last_name}`.trim()).join(', ');
  return (
    <li className="flex flex-col gap-0.5 px-3 py-2 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <span className="min-w-0">
        <span className="font-medium text-slate-900">{names}</span>
        <span className="block text-xs text-slate-600">{t('content.familyOf', { children: family.children.join(', ') })}</span>
      </span>
      <span className="flex shrink-0 flex-col text-xs sm:items-end">
        <span className={family.read_at ? 'text-slate-700' : 'font-medium text-amber-800'}>
          {family.read_at ? t('content.readAt', { time: formatDateTime(family.read_at) }) : t('content.notRead')}
        </span>
        {showAcknowledgement && (
          <span className={family.acknowledged_at ? 'text-emerald-800' : 'font-medium text-amber-800'}>
            {family.acknowledged_at ? t('content.acknowledgedAt', { time: formatDateTime(family.acknowledged_at) }) : t('content.notAcknowledged')}
          </span>
        )}
      </span>
    </li>
  );
}
