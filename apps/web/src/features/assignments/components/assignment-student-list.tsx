import { ASSIGNMENT_MESSAGES, type AssignmentByCodeDto } from '@homeroom/contract/assignments';
import { Circle, CircleCheck } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { classNames } from '../../../lib/class-names.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';

type Assignee = AssignmentByCodeDto['assigned_students'][number];

interface AssignmentStudentListProps {
  assignees: readonly Assignee[];
  selectedId: number | null;
  onSelect: (assigneeId: number) => void;
}

/** 'Students': the assignees' names, each submitted or not; the student picks their own. */
export function AssignmentStudentList({ assignees, selectedId, onSelect }: AssignmentStudentListProps) {
  const { t } = useTranslation('assignments');
  return (
    <section aria-labelledby="students-heading" className="flex flex-col gap-3">
      <div className="flex flex-col gap-0.5">
        <h2 id="students-heading" className="text-base font-semibold text-slate-900">
          {t('submission.students')}
        </h2>
        <p className="text-sm text-slate-600">{translateMessage(ASSIGNMENT_MESSAGES.selectYourName)}</p>
      </div>
      {assignees.length === 0 ? (
        <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200">
          {t('submission.noStudents')}
        </p>
      ) : (
        <ul className="flex flex-col gap-1.5">
          {assignees.map((assignee) => {
            const isSelected = assignee.id === selectedId;
            return (
              <li key={assignee.id}>
                <button
                  type="button"
                  aria-pressed={isSelected}
                  aria-label={t(
                    assignee.submitted ? 'responses.rowSubmittedShort' : 'responses.rowNotSubmitted',
                    { name: assignee.student.name },
                  )}
                  onClick={() => onSelect(assignee.id)}
                  className={classNames(
                    'flex min-h-11 w-full flex-col gap-0.5 rounded-xl px-3 py-2 text-start ring-1 transition-colors',
                    isSelected
                      ? 'bg-brand-700 text-white ring-brand-700'
                      : 'bg-white text-slate-900 ring-slate-200 hover:bg-brand-50 hover:ring-brand-200',
                  )}
                >
                  <span className="text-sm font-semibold break-words">{assignee.student.name}</span>
                  <SubmittedMark isSubmitted={assignee.submitted} isSelected={isSelected} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function SubmittedMark({ isSubmitted, isSelected }: { isSubmitted: boolean; isSelected: boolean }) {
  const { t } = useTranslation('assignments');
  const tone = isSelected ? 'text-white' : isSubmitted ? 'text-emerald-700' : 'text-slate-500';
  return (
    <span className={classNames('flex items-center gap-1 text-xs font-medium', tone)}>
      {isSubmitted ? (
        <CircleCheck aria-hidden="true" className="size-4" />
      ) : (
        <Circle aria-hidden="true" className="size-4" />
      )}
      {isSubmitted ? t('submission.submitted') : t('submission.notSubmitted')}
    </span>
  );
}
