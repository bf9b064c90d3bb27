import {
  MODERATION_MESSAGES,
  type ContentReportDto,
  type HiddenItemDto,
  type ModeratedKind,
} from '@homeroom/contract/moderation';
import type { TFunction } from 'i18next';
import { Eye, EyeOff, Flag, ShieldCheck, X } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { fullNameOf } from '../../../lib/full-name.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import type { ModerationAction } from '../api/moderate-content.ts';

/** Each kind's texts: a whole sentence per kind, as other languages agree their words with the noun. */
const KIND_TEXTS = {
  story: {
    badge: 'kinds.story.badge',
    hideLabel: 'kinds.story.hideLabel',
    hideTitle: 'kinds.story.hideTitle',
    dismissLabel: 'kinds.story.dismissLabel',
    unhideLabel: 'kinds.story.unhideLabel',
    unhideTitle: 'kinds.story.unhideTitle',
  },
  comment: {
    badge: 'kinds.comment.badge',
    hideLabel: 'kinds.comment.hideLabel',
    hideTitle: 'kinds.comment.hideTitle',
    dismissLabel: 'kinds.comment.dismissLabel',
    unhideLabel: 'kinds.comment.unhideLabel',
    unhideTitle: 'kinds.comment.unhideTitle',
  },
  message: {
    badge: 'kinds.message.badge',
    hideLabel: 'kinds.message.hideLabel',
    hideTitle: 'kinds.message.hideTitle',
    dismissLabel: 'kinds.message.dismissLabel',
    unhideLabel: 'kinds.message.unhideLabel',
    unhideTitle: 'kinds.message.unhideTitle',
  },
} as const satisfies Record<ModeratedKind, Record<string, string>>;

/** A leader's pending choice, waiting for the confirmation. */
export interface PendingAction {
  action: ModerationAction;
  title: string;
  question: string;
  confirmLabel: string;
}

interface ReportListsProps {
  reports: readonly ContentReportDto[];
  hidden: readonly HiddenItemDto[];
  /** Runs the confirmed action; throws when it fails, so that the dialog says so. */
  onAction: (action: ModerationAction) => Promise<void>;
}

function nameOf(t: TFunction<'moderation'>, person: ContentReportDto['author']): string {
  return person ? fullNameOf(person) : t('reports.formerMember');
}

/** The open reports with Hide and Dismiss, and what the school hides with Unhide, each asked for first. */
export function ReportLists({ reports, hidden, onAction }: ReportListsProps) {
  const { t } = useTranslation('moderation');
  const [pending, setPending] = useState<PendingAction | null>(null);

  return (
    <>
      <section aria-labelledby="open-reports" className="flex flex-col gap-3">
        <h2 id="open-reports" className="text-lg font-semibold text-slate-900">
          {t('reports.open')} <span className="font-normal text-slate-600">({reports.length})</span>
        </h2>
        {reports.length === 0 ? (
          <div className="rounded-2xl bg-white ring-1 ring-slate-200">
            <EmptyState
              icon={<ShieldCheck className="size-7" />}
              title={translateMessage(MODERATION_MESSAGES.noOpenReports)}
            />
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {reports.map((report) => {
              const texts = KIND_TEXTS[report.kind];
              const author = nameOf(t, report.author);
              const item = { kind: report.kind, id: report.item };
              return (
                <li
                  key={report.id}
                  className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
                >
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                    <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-0.5 font-semibold text-amber-900 ring-1 ring-amber-200">
                      <Flag aria-hidden="true" className="size-3.5" />
                      {t(texts.badge)}
                    </span>
                    {report.school_class && (
                      <span className="text-slate-700">{report.school_class.name}</span>
                    )}
                    <time dateTime={report.created_at} className="text-slate-600">
                      {formatDate(report.created_at)}
                    </time>
                  </div>
                  <blockquote className="rounded-xl bg-slate-50 px-4 py-3 text-sm whitespace-pre-line wrap-anywhere text-slate-800 ring-1 ring-slate-200">
                    {report.text}
                  </blockquote>
                  <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
                    <dt className="font-medium text-slate-600">{t('reports.writtenBy')}</dt>
                    <dd className="text-slate-900">{author}</dd>
                    <dt className="font-medium text-slate-600">{t('reports.reportedBy')}</dt>
                    <dd className="text-slate-900">{nameOf(t, report.reporter)}</dd>
                    {report.reason && (
                      <>
                        <dt className="font-medium text-slate-600">{t('reports.reason')}</dt>
                        <dd className="wrap-anywhere text-slate-900">{report.reason}</dd>
                      </>
                    )}
                  </dl>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="danger"
                      size="sm"
                      icon={<EyeOff aria-hidden="true" className="size-4" />}
                      aria-label={t(texts.hideLabel, { name: author })}
                      onClick={() =>
                        setPending({
                          action: { type: 'hide', item },
                          title: t(texts.hideTitle),
                          question: translateMessage(MODERATION_MESSAGES.hideConfirm),
                          confirmLabel: translateMessage(MODERATION_MESSAGES.hide),
                        })
                      }
                    >
                      {translateMessage(MODERATION_MESSAGES.hide)}
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      icon={<X aria-hidden="true" className="size-4" />}
                      aria-label={t(texts.dismissLabel, { name: author })}
                      onClick={() =>
                        setPending({
                          action: { type: 'dismiss', reportId: report.id },
                          title: t('reports.dismissTitle'),
                          question: translateMessage(MODERATION_MESSAGES.dismissConfirm),
                          confirmLabel: translateMessage(MODERATION_MESSAGES.dismiss),
                        })
                      }
                    >
                      {translateMessage(MODERATION_MESSAGES.dismiss)}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="hidden-items" className="flex flex-col gap-3">
        <h2 id="hidden-items" className="text-lg font-semibold text-slate-900">
          {translateMessage(MODERATION_MESSAGES.hiddenTitle)}{' '}
          <span className="font-normal text-slate-600">({hidden.length})</span>
        </h2>
        {hidden.length === 0 ? (
          <div className="rounded-2xl bg-white ring-1 ring-slate-200">
            <EmptyState
              icon={<Eye className="size-7" />}
              title={translateMessage(MODERATION_MESSAGES.noHiddenItems)}
            />
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {hidden.map((entry) => {
              const texts = KIND_TEXTS[entry.kind];
              const author = nameOf(t, entry.author);
              return (
                <li
                  key={`${entry.kind}-${entry.item}`}
                  className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
                >
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                    <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-0.5 font-semibold text-slate-800 ring-1 ring-slate-200">
                      <EyeOff aria-hidden="true" className="size-3.5" />
                      {t(texts.badge)}
                    </span>
                    {entry.school_class && <span className="text-slate-700">{entry.school_class.name}</span>}
                    <span className="text-slate-600">
                      <Trans
                        t={t}
                        i18nKey={'reports.hiddenBy'}
                        tOptions={{ name: nameOf(t, entry.hidden_by), date: formatDate(entry.hidden_at) }}
                        components={{ 1: <time dateTime={entry.hidden_at} /> }}
                      />
                    </span>
                  </div>
                  <blockquote className="rounded-xl bg-slate-50 px-4 py-3 text-sm whitespace-pre-line wrap-anywhere text-slate-700 ring-1 ring-slate-200">
                    {entry.text}
                  </blockquote>
                  <p className="text-sm text-slate-700">{t('reports.writtenByName', { name: author })}</p>
                  <div>
                    <Button
                      variant="secondary"
                      size="sm"
                      icon={<Eye aria-hidden="true" className="size-4" />}
                      aria-label={t(texts.unhideLabel, { name: author })}
                      onClick={() =>
                        setPending({
                          action: { type: 'unhide', item: { kind: entry.kind, id: entry.item } },
                          title: t(texts.unhideTitle),
                          question: translateMessage(MODERATION_MESSAGES.unhideConfirm),
                          confirmLabel: translateMessage(MODERATION_MESSAGES.unhide),
                        })
                      }
                    >
                      {translateMessage(MODERATION_MESSAGES.unhide)}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <ConfirmDialog
        open={pending !== null}
        title={pending?.title ?? ''}
        confirmLabel={pending?.confirmLabel ?? ''}
        failureText={MODERATION_MESSAGES.actionFailed}
        onCancel={() => setPending(null)}
        onConfirm={async () => {
          if (!pending) return;
          await onAction(pending.action);
          setPending(null);
        }}
      >
        {pending?.question}
      </ConfirmDialog>
    </>
  );
}
