import { ASSIGNMENT_MESSAGES, type AssignmentByCodeDto } from '@homeroom/contract/assignments';
import { Circle, CircleCheck } from 'lucide-react';
import { classNames } from '../../../lib/class-names.ts';

type Assignee = AssignmentByCodeDto['assigned_students'][number];

interface AssignmentStudentListProps {
  assignees: readonly Assignee[];
  selectedId: number | null;
  onSelect: (assigneeId: number) => void;
}

/** 'Students': the assignees' names, each submitted or not; the student picks their own. */
export function AssignmentStudentList({ assignees, selectedId, onSelect }: AssignmentStudentListProps) {
  return (
    <section aria-labelledby="students-heading" className="flex flex-col gap-3">
      <div className="flex flex-col gap-0.5">
        <h2 id="students-heading" className="text-base font-semibold text-slate-900">
          Students
        </h2>
        <p className="text-sm text-slate-600">{ASSIGNMENT_MESSAGES.selectYourName}</p>
      </div>
      {assignees.length === 0 ? (
        <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200">
          No students have been set this work yet.
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
                  aria-label={`${assignee.student.name}, ${assignee.submitted ? 'Submitted' : 'Not submitted'}`}
                  onClick={() => onSelect(assignee.id)}
                  className={classNames(
                    'flex min-h-11 w-full flex-col gap-0.5 rounded-xl px-3 py-2 text-left ring-1 transition-colors',
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
  const tone = isSelected ? 'text-white' : isSubmitted ? 'text-emerald-700' : 'text-slate-500';
  return (
    <span className={classNames('flex items-center gap-1 text-xs font-medium', tone)}>
      {isSubmitted ? (
        <CircleCheck aria-hidden="true" className="size-4" />
      ) : (
        <Circle aria-hidden="true" className="size-4" />
      )}
      {isSubmitted ? 'Submitted' : 'Not submitted'}
    </span>
  );
}
