import {
  MODERATED_KIND_NOUNS,
  MODERATION_MESSAGES,
  type ContentReportDto,
  type HiddenItemDto,
} from '@homeroom/contract/moderation';
import { Eye, EyeOff, Flag, ShieldCheck, X } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { fullNameOf } from '../../../lib/full-name.ts';
import type { ModerationAction } from '../api/moderate-content.ts';

const FORMER_MEMBER = 'a former member';

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

function nameOf(person: ContentReportDto['author']): string {
  return person ? fullNameOf(person) : FORMER_MEMBER;
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The open reports with Hide and Dismiss, and what the school hides with Unhide, each asked for first. */
export function ReportLists({ reports, hidden, onAction }: ReportListsProps) {
  const [pending, setPending] = useState<PendingAction | null>(null);

  return (
    <>
      <section aria-labelledby="open-reports" className="flex flex-col gap-3">
        <h2 id="open-reports" className="text-lg font-semibold text-slate-900">
          Open reports <span className="font-normal text-slate-600">({reports.length})</span>
        </h2>
        {reports.length === 0 ? (
          <div className="rounded-2xl bg-white ring-1 ring-slate-200">
            <EmptyState icon={<ShieldCheck className="size-7" />} title={MODERATION_MESSAGES.noOpenReports} />
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {reports.map((report) => {
              const noun = MODERATED_KIND_NOUNS[report.kind];
              const item = { kind: report.kind, id: report.item };
              return (
                <li
                  key={report.id}
                  className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
                >
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                    <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-0.5 font-semibold text-amber-900 ring-1 ring-amber-200">
                      <Flag aria-hidden="true" className="size-3.5" />
                      {capitalized(noun)}
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
                    <dt className="font-medium text-slate-600">Written by</dt>
                    <dd className="text-slate-900">{nameOf(report.author)}</dd>
                    <dt className="font-medium text-slate-600">Reported by</dt>
                    <dd className="text-slate-900">{nameOf(report.reporter)}</dd>
                    {report.reason && (
                      <>
                        <dt className="font-medium text-slate-600">Reason</dt>
                        <dd className="wrap-anywhere text-slate-900">{report.reason}</dd>
                      </>
                    )}
                  </dl>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="danger"
                      size="sm"
                      icon={<EyeOff aria-hidden="true" className="size-4" />}
                      aria-label={`Hide the reported ${noun} by ${nameOf(report.author)}`}
                      onClick={() =>
                        setPending({
                          action: { type: 'hide', item },
                          title: `Hide this ${noun}?`,
                          question: MODERATION_MESSAGES.hideConfirm,
                          confirmLabel: MODERATION_MESSAGES.hide,
                        })
                      }
                    >
                      {MODERATION_MESSAGES.hide}
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      icon={<X aria-hidden="true" className="size-4" />}
                      aria-label={`Dismiss the report of the ${noun} by ${nameOf(report.author)}`}
                      onClick={() =>
                        setPending({
                          action: { type: 'dismiss', reportId: report.id },
                          title: 'Dismiss this report?',
                          question: MODERATION_MESSAGES.dismissConfirm,
                          confirmLabel: MODERATION_MESSAGES.dismiss,
                        })
                      }
                    >
                      {MODERATION_MESSAGES.dismiss}
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
          {MODERATION_MESSAGES.hiddenTitle}{' '}
          <span className="font-normal text-slate-600">({hidden.length})</span>
        </h2>
        {hidden.length === 0 ? (
          <div className="rounded-2xl bg-white ring-1 ring-slate-200">
            <EmptyState icon={<Eye className="size-7" />} title={MODERATION_MESSAGES.noHiddenItems} />
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {hidden.map((entry) => {
              const noun = MODERATED_KIND_NOUNS[entry.kind];
              return (
                <li
                  key={`${entry.kind}-${entry.item}`}
                  className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
                >
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                    <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-0.5 font-semibold text-slate-800 ring-1 ring-slate-200">
                      <EyeOff aria-hidden="true" className="size-3.5" />
                      {capitalized(noun)}
                    </span>
                    {entry.school_class && <span className="text-slate-700">{entry.school_class.name}</span>}
                    <span className="text-slate-600">
                      Hidden by {nameOf(entry.hidden_by)} on{' '}
                      <time dateTime={entry.hidden_at}>{formatDate(entry.hidden_at)}</time>
                    </span>
                  </div>
                  <blockquote className="rounded-xl bg-slate-50 px-4 py-3 text-sm whitespace-pre-line wrap-anywhere text-slate-700 ring-1 ring-slate-200">
                    {entry.text}
                  </blockquote>
                  <p className="text-sm text-slate-700">Written by {nameOf(entry.author)}</p>
                  <div>
                    <Button
                      variant="secondary"
                      size="sm"
                      icon={<Eye aria-hidden="true" className="size-4" />}
                      aria-label={`Unhide the ${noun} by ${nameOf(entry.author)}`}
                      onClick={() =>
                        setPending({
                          action: { type: 'unhide', item: { kind: entry.kind, id: entry.item } },
                          title: `Unhide this ${noun}?`,
                          question: MODERATION_MESSAGES.unhideConfirm,
                          confirmLabel: MODERATION_MESSAGES.unhide,
                        })
                      }
                    >
                      {MODERATION_MESSAGES.unhide}
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
