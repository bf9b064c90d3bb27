import type { AssignmentDto } from '@homeroom/contract/assignments';
import type { ClassStudentDto } from '@homeroom/contract/students';
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format-date.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useCreateAssignees } from '../api/create-assignees.ts';
import { useDeleteAssignees } from '../api/delete-assignees.ts';
import { useAssignees } from '../api/get-assignees.ts';
import { StudentChecklist } from './student-checklist.tsx';

type Student = Pick<ClassStudentDto, 'id' | 'name'>;

/** The class's students split into those set the assignment and the others, in class order (docs/product.md, "States at a glance"). */
export function splitStudents<T extends Student>(
  students: readonly T[],
  assignedStudentIds: ReadonlySet<number>,
) {
  return {
    assigned: students.filter((student) => assignedStudentIds.has(student.id)),
    notAssigned: students.filter((student) => !assignedStudentIds.has(student.id)),
  };
}

interface AssignmentAssignViewProps {
  assignment: AssignmentDto;
  students: readonly ClassStudentDto[];
}

/** Assign: select students and move them between Not Assigned and Assigned. */
export function AssignmentAssignView({ assignment, students }: AssignmentAssignViewProps) {
  const { t } = useTranslation('assignments');
  const assigneesQuery = useAssignees(assignment.id);
  const createAssignees = useCreateAssignees(assignment);
  const deleteAssignees = useDeleteAssignees(assignment);
  const [toAssign, setToAssign] = useState<ReadonlySet<number>>(new Set());
  const [toUnassign, setToUnassign] = useState<ReadonlySet<number>>(new Set());
  const status = useTimedMessage();

  if (students.length === 0) {
    return <p className="text-sm text-slate-700">{t('assign.noStudents')}</p>;
  }
  if (assigneesQuery.isPending) return <Spinner label={t('assign.loading')} showLabel />;
  if (assigneesQuery.isError) {
    return (
      <LoadError onRetry={() => void assigneesQuery.refetch()} isRetrying={assigneesQuery.isFetching}>
        {messagesOf(assigneesQuery.error, t('assign.loadFailed'))}
      </LoadError>
    );
  }

  const { assigned, notAssigned } = splitStudents(
    students,
    new Set(assigneesQuery.data.map((assignee) => assignee.student)),
  );
  // Only students still in that column count, whatever was ticked before the list refreshed.
  const chosenToAssign = notAssigned
    .filter((student) => toAssign.has(student.id))
    .map((student) => student.id);
  const chosenToUnassign = assigned
    .filter((student) => toUnassign.has(student.id))
    .map((student) => student.id);
  const isBusy = createAssignees.isPending || deleteAssignees.isPending;

  async function assign() {
    status.clear();
    try {
      await createAssignees.mutateAsync(chosenToAssign);
      setToAssign(new Set());
      status.show({ tone: 'success', text: t('assign.assigned', { count: chosenToAssign.length }) });
    } catch (error) {
      status.show({
        tone: 'error',
        text: messagesOf(error, t('assign.assignFailed')).join('\n'),
      });
    }
  }

  async function unassign() {
    status.clear();
    try {
      await deleteAssignees.mutateAsync(chosenToUnassign);
      setToUnassign(new Set());
      status.show({ tone: 'success', text: t('assign.unassigned', { count: chosenToUnassign.length }) });
    } catch (error) {
      status.show({
        tone: 'error',
        text: messagesOf(error, t('assign.unassignFailed')).join('\n'),
      });
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{t('assign.intro')}</p>
      {status.message && (
        <StatusMessage tone={status.message.tone}>{status.message.text.split('\n')}</StatusMessage>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <StudentColumn
          title={t('assign.notAssignedColumn')}
          students={notAssigned}
          selected={toAssign}
          onSelect={setToAssign}
          emptyText={t('assign.everyoneAssigned')}
          action={
            <Button
              size="sm"
              fullWidth
              icon={<MoveIcon direction="forward" />}
              disabled={chosenToAssign.length === 0 || isBusy}
              isLoading={createAssignees.isPending}
              onClick={() => void assign()}
            >
              {t('assign.assignSelected')}
            </Button>
          }
        />
        <StudentColumn
          title={t('assign.assignedColumn')}
          students={assigned}
          selected={toUnassign}
          onSelect={setToUnassign}
          emptyText={t('assign.nobodyAssigned')}
          action={
            <Button
              variant="secondary"
              size="sm"
              fullWidth
              icon={<MoveIcon direction="back" />}
              disabled={chosenToUnassign.length === 0 || isBusy}
              isLoading={deleteAssignees.isPending}
              onClick={() => void unassign()}
            >
              {t('assign.unassignSelected')}
            </Button>
          }
          hint={t('assign.unassignHint')}
        />
      </div>
    </div>
  );
}

interface StudentColumnProps {
  title: string;
  students: readonly Student[];
  selected: ReadonlySet<number>;
  onSelect: (selected: ReadonlySet<number>) => void;
  emptyText: string;
  action: ReactNode;
  hint?: string;
}

function StudentColumn({ title, students, selected, onSelect, emptyText, action, hint }: StudentColumnProps) {
  const { t } = useTranslation('assignments');
  const headingId = useId();
  const chosen = students.filter((student) => selected.has(student.id));
  const isAllChosen = students.length > 0 && chosen.length === students.length;

  function toggle(studentId: number) {
    const next = new Set(selected);
    if (next.has(studentId)) next.delete(studentId);
    else next.add(studentId);
    onSelect(next);
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-2xl p-3 ring-1 ring-slate-200"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          {title}{' '}
          <span className="font-normal text-slate-600">
            {t('assign.columnCount', { number: formatNumber(students.length) })}
          </span>
        </h3>
        {students.length > 1 && (
          <button
            type="button"
            onClick={() => onSelect(isAllChosen ? new Set() : new Set(students.map((student) => student.id)))}
            className="rounded-lg px-2 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-50"
          >
            {/* Seen: "Select all"; heard: "Select all in Assigned", to tell the two columns' buttons apart. */}
            <span aria-hidden="true">{isAllChosen ? t('assign.clear') : t('assign.selectAll')}</span>
            <span className="sr-only">
              {isAllChosen
                ? t('assign.clearIn', { column: title })
                : t('assign.selectAllIn', { column: title })}
            </span>
          </button>
        )}
      </div>
      {students.length === 0 ? (
        <p className="rounded-xl bg-slate-50 px-3 py-4 text-center text-sm text-slate-600">{emptyText}</p>
      ) : (
        <StudentChecklist students={students} checked={selected} onToggle={toggle} />
      )}
      <div className="mt-auto flex flex-col gap-1.5 pt-1">
        {action}
        {hint && <p className="text-xs text-slate-600">{hint}</p>}
      </div>
    </section>
  );
}

/** Points to the other column: sideways beside it, up or down when the columns stack on phones. */
function MoveIcon({ direction }: { direction: 'forward' | 'back' }) {
  const [Stacked, Beside] = direction === 'forward' ? [ArrowDown, ArrowRight] : [ArrowUp, ArrowLeft];
  return (
    <>
      <Stacked aria-hidden="true" className="size-4 sm:hidden" />
      <Beside aria-hidden="true" className="hidden size-4 sm:block rtl:-scale-x-100" />
    </>
  );
}

function messagesOf(error: unknown, fallback: string): string[] {
  return error instanceof ApiError ? error.messages : [fallback];
}
