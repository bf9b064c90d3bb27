import {
  ASSIGNMENT_MESSAGES,
  ScoreUpdateBodySchema,
  type AssigneeDetailDto,
  type AssignmentDto,
} from '@homeroom/contract/assignments';
import { ArrowLeft, ChevronRight, Circle, CircleCheck, Pencil } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { z } from 'zod';
import { AssignmentWork } from '../../../components/assignment-work.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { FormErrors, StatusMessage } from '../../../components/ui/status-message.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { classNames } from '../../../lib/class-names.ts';
import { formatNumber } from '../../../lib/format-date.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useAssigneeDetails } from '../api/get-assignee-details.ts';
import { useUpdateAssigneeScore } from '../api/update-assignee-score.ts';

type AssignmentsT = TFunction<'assignments'>;

function scoreText(t: AssignmentsT, score: number | null, maximumScore: number): string {
  return t('responses.score', {
    score: score === null ? t('responses.noScore') : formatNumber(score),
    maximum: formatNumber(maximumScore),
  });
}

function rowLabel(t: AssignmentsT, assignee: AssigneeDetailDto, maximumScore: number): string {
  if (!assignee.submitted) return t('responses.rowNotSubmitted', { name: assignee.student.name });
  return t('responses.rowSubmitted', {
    name: assignee.student.name,
    score: scoreText(t, assignee.score, maximumScore),
  });
}

/** Responses: each assignee submitted or not; only handed-in work opens, to score it (docs/product.md, "States at a glance"). */
export function AssignmentResponses({ assignment }: { assignment: AssignmentDto }) {
  const { t } = useTranslation('assignments');
  const detailsQuery = useAssigneeDetails(assignment.id);
  const [openId, setOpenId] = useState<number | null>(null);
  const status = useTimedMessage();

  if (detailsQuery.isPending) return <Spinner label={t('responses.loading')} showLabel />;
  if (detailsQuery.isError) {
    const { error } = detailsQuery;
    return (
      <LoadError onRetry={() => void detailsQuery.refetch()} isRetrying={detailsQuery.isFetching}>
        {error instanceof ApiError ? error.messages : [t('responses.loadFailed')]}
      </LoadError>
    );
  }

  const assignees = detailsQuery.data;
  const open = assignees.find((assignee) => assignee.id === openId && assignee.submitted);
  if (open) {
    return (
      <AssigneeResponse
        key={open.id}
        assignment={assignment}
        assignee={open}
        onBack={() => setOpenId(null)}
      />
    );
  }
  if (assignees.length === 0) {
    return <p className="text-sm text-slate-700">{t('responses.nobodyAssigned')}</p>;
  }

  const submittedCount = assignees.filter((assignee) => assignee.submitted).length;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">
        {t('responses.summary', {
          handedIn: formatNumber(submittedCount),
          assigned: formatNumber(assignees.length),
        })}
      </p>
      {status.message && <StatusMessage tone={status.message.tone}>{status.message.text}</StatusMessage>}
      <ul className="flex flex-col gap-1.5">
        {assignees.map((assignee) => (
          <li key={assignee.id}>
            <button
              type="button"
              aria-label={rowLabel(t, assignee, assignment.maximum_score)}
              onClick={() => {
                if (assignee.submitted) {
                  status.clear();
                  setOpenId(assignee.id);
                } else {
                  status.show({ tone: 'info', text: ASSIGNMENT_MESSAGES.notSubmittedYet });
                }
              }}
              className="flex min-h-12 w-full items-center gap-3 rounded-xl px-3 py-2 text-start ring-1 ring-slate-200 transition-colors hover:bg-slate-50"
            >
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="text-sm font-semibold break-words text-slate-900">
                  {assignee.student.name}
                </span>
                <span
                  className={classNames(
                    'flex items-center gap-1 text-xs font-medium',
                    assignee.submitted ? 'text-emerald-700' : 'text-slate-600',
                  )}
                >
                  {assignee.submitted ? (
                    <CircleCheck aria-hidden="true" className="size-4" />
                  ) : (
                    <Circle aria-hidden="true" className="size-4" />
                  )}
                  {assignee.submitted ? t('submission.submitted') : t('submission.notSubmitted')}
                </span>
              </span>
              {assignee.submitted && (
                <>
                  <span className="shrink-0 text-sm font-semibold text-slate-700">
                    {scoreText(t, assignee.score, assignment.maximum_score)}
                  </span>
                  <ChevronRight
                    aria-hidden="true"
                    className="size-4 shrink-0 text-slate-500 rtl:-scale-x-100"
                  />
                </>
              )}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface AssigneeResponseProps {
  assignment: AssignmentDto;
  assignee: AssigneeDetailDto;
  onBack: () => void;
}

/** One student's work with its score and feedback. */
function AssigneeResponse({ assignment, assignee, onBack }: AssigneeResponseProps) {
  // One response per assignee; docs/product.md, "Data": the first item is the one shown.
  const { t } = useTranslation('assignments');
  const response = assignee.assignment_responses[0];
  return (
    <div className="flex flex-col gap-4">
      <Button
        variant="ghost"
        size="sm"
        icon={<ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />}
        onClick={onBack}
        className="self-start"
      >
        {t('responses.all')}
      </Button>
      <h3 className="text-base font-semibold break-words text-slate-900">{assignee.student.name}</h3>
      {response ? (
        <AssignmentWork
          format={assignment.response_format}
          response={response}
          studentName={assignee.student.name}
        />
      ) : (
        <p className="text-sm text-slate-600">{t('responses.nothingHandedIn')}</p>
      )}
      <AssigneeFeedback assignment={assignment} assignee={assignee} />
    </div>
  );
}

/** The score box may be left empty: no score yet. */
const FeedbackFormSchema = z.object({
  score: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    ScoreUpdateBodySchema.shape.score,
  ),
  feedback: ScoreUpdateBodySchema.shape.feedback,
});

/** Score and feedback, changed in edit mode (docs/product.md, "States at a glance" and "Validation"). */
function AssigneeFeedback({
  assignment,
  assignee,
}: {
  assignment: AssignmentDto;
  assignee: AssigneeDetailDto;
}) {
  const { t } = useTranslation('assignments');
  const [isEditing, setIsEditing] = useState(false);
  const status = useTimedMessage();
  const updateScore = useUpdateAssigneeScore(assignment.id, assignee.id);
  const currentValues = {
    score: assignee.score === null ? '' : String(assignee.score),
    feedback: assignee.feedback ?? '',
  };
  const { register, errors, isSubmitting, formErrors, submit, reset } = useApiForm({
    schema: FeedbackFormSchema,
    defaultValues: currentValues,
    fields: ['score', 'feedback'],
    onSubmit: async (values) => {
      status.clear();
      try {
        await updateScore.mutateAsync({ score: values.score ?? null, feedback: values.feedback ?? '' });
      } catch (error) {
        status.show({ tone: 'error', text: ASSIGNMENT_MESSAGES.feedbackFailed });
        throw error;
      }
      setIsEditing(false);
      status.show({ tone: 'success', text: ASSIGNMENT_MESSAGES.feedbackUpdated });
    },
  });

  return (
    <section
      aria-label={t('responses.feedbackSection')}
      className="flex flex-col gap-3 border-t border-slate-200 pt-4"
    >
      {status.message && <StatusMessage tone={status.message.tone}>{status.message.text}</StatusMessage>}
      {isEditing ? (
        <form noValidate onSubmit={submit} className="flex flex-col gap-3">
          <FormErrors messages={formErrors} />
          <Input
            label={t('responses.scoreOutOf', { maximum: formatNumber(assignment.maximum_score) })}
            type="number"
            inputMode="numeric"
            min={0}
            max={assignment.maximum_score}
            step={1}
            autoFocus
            error={errors.score?.message}
            className="sm:max-w-48"
            {...register('score')}
          />
          <Textarea
            label={t('responses.feedback')}
            rows={4}
            placeholder={translateMessage(ASSIGNMENT_MESSAGES.defaultFeedback)}
            error={errors.feedback?.message}
            {...register('feedback')}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setIsEditing(false)} disabled={isSubmitting}>
              {t('responses.cancel')}
            </Button>
            <Button type="submit" isLoading={isSubmitting}>
              {t('responses.saveFeedback')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <dl className="flex flex-col gap-3 text-sm">
            <div className="flex flex-col gap-0.5">
              <dt className="font-medium text-slate-600">{t('responses.scoreLabel')}</dt>
              <dd className="text-lg font-bold text-slate-900">
                {scoreText(t, assignee.score, assignment.maximum_score)}
              </dd>
            </div>
            <div className="flex flex-col gap-0.5">
              <dt className="font-medium text-slate-600">{t('responses.feedback')}</dt>
              <dd
                className={classNames(
                  'whitespace-pre-line wrap-anywhere',
                  assignee.feedback ? 'text-slate-900' : 'text-slate-600 italic',
                )}
              >
                {assignee.feedback || translateMessage(ASSIGNMENT_MESSAGES.defaultFeedback)}
              </dd>
            </div>
          </dl>
          <Button
            variant="secondary"
            size="sm"
            icon={<Pencil aria-hidden="true" className="size-4" />}
            onClick={() => {
              status.clear();
              reset(currentValues);
              setIsEditing(true);
            }}
            className="self-start"
          >
            {t('responses.editFeedback')}
          </Button>
        </>
      )}
    </section>
  );
}
