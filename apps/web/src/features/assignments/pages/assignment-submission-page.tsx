import { ASSIGNMENT_MESSAGES, type AssignmentByCodeDto } from '@homeroom/contract/assignments';
import { ClipboardList, MousePointerClick, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { useParams } from 'react-router';
import { PageGate } from '../../../components/page-gate.tsx';
import { PageMessage } from '../../../components/page-message.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { formatNumber } from '../../../lib/format-date.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useAssignmentByCode } from '../api/get-assignment-by-code.ts';
import { AssignmentResponseForm } from '../components/assignment-response-form.tsx';
import { AssignmentStudentList } from '../components/assignment-student-list.tsx';
import { ResponseFormatName } from '../components/response-format-name.tsx';

/** /assignment/{code}: where a student hands in work by link, without an account (docs/product.md, "Handing in by link"). */
export function AssignmentSubmissionPage() {
  const code = useParams().code?.trim() ?? '';
  if (!code) return <AssignmentNotFound />;
  return <AssignmentSubmissionContent key={code} code={code} />;
}

function AssignmentSubmissionContent({ code }: { code: string }) {
  const { t } = useTranslation('assignments');
  const assignmentQuery = useAssignmentByCode(code);

  return (
    <PageGate
      query={assignmentQuery}
      loadingLabel={t('submission.loading')}
      notFound={<AssignmentNotFound />}
      loadError={{ title: t('submission.loadErrorTitle'), heading: t('submission.loadErrorHeading') }}
    >
      {(assignment) => <AssignmentSubmission code={code} assignment={assignment} />}
    </PageGate>
  );
}

function AssignmentNotFound() {
  const { t } = useTranslation('assignments');
  return (
    <PageMessage icon={<SearchX className="size-7" />} title={t('submission.notFoundTitle')}>
      {t('submission.notFound')}
    </PageMessage>
  );
}

function AssignmentSubmission({ code, assignment }: { code: string; assignment: AssignmentByCodeDto }) {
  const { t } = useTranslation('assignments');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const status = useTimedMessage();
  const selected = assignment.assigned_students.find((assignee) => assignee.id === selectedId) ?? null;

  return (
    // Phones read the assignment first, then pick a name, then hand in; wider screens show the
    // names on the left and the assignment with its hand-in on the right.
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-12 md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)] md:items-start">
      <title>{`${assignment.title} · Homeroom`}</title>
      <Card className="flex flex-col gap-3 p-4 sm:p-6 md:col-start-2 md:row-start-1">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">
          <ClipboardList aria-hidden="true" className="size-4" />
          {t('submission.eyebrow')}
        </p>
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900">{assignment.title}</h1>
        <p className="text-sm whitespace-pre-line wrap-anywhere text-slate-700">{assignment.description}</p>
        <dl className="flex flex-wrap gap-2 text-sm">
          <div className="flex gap-1.5 rounded-xl bg-slate-50 px-3 py-1.5 ring-1 ring-slate-200">
            <dt className="font-medium text-slate-600">{t('details.responseFormat')}</dt>
            <dd className="font-semibold text-slate-900">
              <ResponseFormatName format={assignment.response_format} />
            </dd>
          </div>
          <div className="flex gap-1.5 rounded-xl bg-slate-50 px-3 py-1.5 ring-1 ring-slate-200">
            <dt className="font-medium text-slate-600">{t('details.maxScore')}</dt>
            <dd className="font-semibold text-slate-900">{formatNumber(assignment.maximum_score)}</dd>
          </div>
        </dl>
      </Card>

      <Card className="p-4 sm:p-6 md:col-start-1 md:row-span-2 md:row-start-1">
        <AssignmentStudentList
          assignees={assignment.assigned_students}
          selectedId={selectedId}
          onSelect={(id) => {
            status.clear();
            setSelectedId(id);
          }}
        />
      </Card>

      <Card className="flex flex-col gap-4 p-4 sm:p-6 md:col-start-2">
        {status.message && <StatusMessage tone={status.message.tone}>{status.message.text}</StatusMessage>}
        {selected === null ? (
          <EmptyState
            icon={<MousePointerClick className="size-7" />}
            title={translateMessage(ASSIGNMENT_MESSAGES.selectStudentToStart)}
          />
        ) : (
          <>
            <h2 className="text-base font-semibold break-words text-slate-900">
              {t('submission.workOf', { name: selected.student.name })}
            </h2>
            {selected.submitted ? (
              <StatusMessage tone="info">{ASSIGNMENT_MESSAGES.alreadySubmitted}</StatusMessage>
            ) : (
              <AssignmentResponseForm
                key={selected.id}
                code={code}
                format={assignment.response_format}
                assigneeId={selected.id}
                studentName={selected.student.name}
                onSubmitted={() =>
                  status.show({ tone: 'success', text: ASSIGNMENT_MESSAGES.uploadSucceeded })
                }
              />
            )}
          </>
        )}
      </Card>
    </div>
  );
}
