import { ASSIGNMENT_MESSAGES, type AssignmentDto } from '@homeroom/contract/assignments';
import type { ClassPageDto } from '@homeroom/contract/classes';
import { ClipboardList, Link2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ContentEmpty, ContentList } from '../../../components/content-card.tsx';
import { CreatablePanelHeader, usePanelCreation } from '../../../components/panel-creation.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { useAssignWholeClass } from '../api/create-assignees.ts';
import { useCreateAssignment } from '../api/create-assignment.ts';
import { useDeleteAssignment } from '../api/delete-assignment.ts';
import { useUpdateAssignment } from '../api/update-assignment.ts';
import { AssignmentAssignView } from './assignment-assign-view.tsx';
import { AssignmentCard } from './assignment-card.tsx';
import { AssignmentForm } from './assignment-form.tsx';
import { AssignmentResponses } from './assignment-responses.tsx';

type AssignmentDialog = 'assign' | 'responses' | 'edit' | 'delete';

/**
 * The teacher's Assignments tab (docs/product.md, "Handing in by link"): create, the list with each Student Link, and the
 * Assign, Responses, Edit and Delete dialogs, one open at a time.
 */
export function AssignmentsPanel({ classPage }: { classPage: ClassPageDto }) {
  const { t } = useTranslation('assignments');
  const { id: classId, students, assignments } = classPage;
  const [dialog, setDialog] = useState<{ kind: AssignmentDialog; assignmentId: number } | null>(null);
  const creation = usePanelCreation();
  const { status } = creation;
  const createAssignment = useCreateAssignment(classId);
  const assignWholeClass = useAssignWholeClass(classId);
  // Read from the latest class answer, so an edit shows at once; a deleted one closes its dialog.
  const current = dialog
    ? assignments.find((assignment) => assignment.id === dialog.assignmentId)
    : undefined;
  const openDialog = (kind: AssignmentDialog, assignmentId: number) => {
    status.clear();
    setDialog({ kind, assignmentId });
  };
  const closeDialog = () => setDialog(null);

  return (
    <div className="flex flex-col gap-4">
      <CreatablePanelHeader
        title={t('panel.title')}
        count={assignments.length}
        createLabel={t('panel.create')}
        canCreate={!classPage.archived_at}
        creation={creation}
      />
      {creation.isCreating && (
        <AssignmentForm
          heading={t('panel.create')}
          submitLabel={t('panel.createSubmit')}
          students={students}
          onCancel={creation.close}
          onSubmit={async (values, studentIds) => {
            status.clear();
            try {
              await createAssignment.mutateAsync({ ...values, students: studentIds });
            } catch (error) {
              status.show({ tone: 'error', text: ASSIGNMENT_MESSAGES.assignmentCreateFailed });
              throw error;
            }
            creation.close();
            status.show({ tone: 'success', text: ASSIGNMENT_MESSAGES.assignmentCreated });
          }}
        />
      )}
      {assignments.length === 0 ? (
        <ContentEmpty
          icon={<ClipboardList className="size-7" />}
          title={translateMessage(ASSIGNMENT_MESSAGES.noAssignments)}
        />
      ) : (
        <>
          <p className="flex items-start gap-2 rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-950 ring-1 ring-sky-200">
            <Link2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-700" />
            {translateMessage(ASSIGNMENT_MESSAGES.studentLinkHint)}
          </p>
          <ContentList>
            {assignments.map((assignment) => (
              <li key={assignment.id}>
                <AssignmentCard
                  assignment={assignment}
                  onAssign={() => openDialog('assign', assignment.id)}
                  onAssignClass={
                    students.length > 0
                      ? () => {
                          status.clear();
                          assignWholeClass.mutate(
                            {
                              assignmentId: assignment.id,
                              studentIds: students.map((student) => student.id),
                            },
                            {
                              onError: () =>
                                status.show({ tone: 'error', text: t('panel.assignClassFailed') }),
                            },
                          );
                        }
                      : undefined
                  }
                  isAssigningClass={
                    assignWholeClass.isPending && assignWholeClass.variables.assignmentId === assignment.id
                  }
                  onResponses={() => openDialog('responses', assignment.id)}
                  onEdit={() => openDialog('edit', assignment.id)}
                  onDelete={() => openDialog('delete', assignment.id)}
                />
              </li>
            ))}
          </ContentList>
        </>
      )}

      <Modal
        open={dialog?.kind === 'assign' && Boolean(current)}
        onClose={closeDialog}
        title={current ? t('panel.assignTitle', { title: current.title }) : t('card.assign')}
      >
        {current && dialog?.kind === 'assign' && (
          <AssignmentAssignView assignment={current} students={students} />
        )}
      </Modal>
      <Modal
        open={dialog?.kind === 'responses' && Boolean(current)}
        onClose={closeDialog}
        title={current ? t('panel.responsesTitle', { title: current.title }) : t('card.responses')}
      >
        {current && dialog?.kind === 'responses' && <AssignmentResponses assignment={current} />}
      </Modal>
      <Modal
        open={dialog?.kind === 'edit' && Boolean(current)}
        onClose={closeDialog}
        title={t('panel.editTitle')}
      >
        {current && dialog?.kind === 'edit' && (
          <EditAssignment
            classId={classId}
            assignment={current}
            onCancel={closeDialog}
            onSaved={() => {
              closeDialog();
              status.show({ tone: 'success', text: t('panel.updated') });
            }}
          />
        )}
      </Modal>
      {current && (
        <DeleteAssignment
          classId={classId}
          assignment={current}
          open={dialog?.kind === 'delete'}
          onCancel={closeDialog}
          onDeleted={() => {
            closeDialog();
            status.show({ tone: 'success', text: t('panel.deleted') });
          }}
        />
      )}
    </div>
  );
}

interface EditAssignmentProps {
  classId: number;
  assignment: AssignmentDto;
  onCancel: () => void;
  onSaved: () => void;
}

/** Edit: the same fields as on creation (docs/product.md, "Validation": title and description required, score at least 0). */
function EditAssignment({ classId, assignment, onCancel, onSaved }: EditAssignmentProps) {
  const { t } = useTranslation('assignments');
  const updateAssignment = useUpdateAssignment(classId, assignment.id);
  return (
    <AssignmentForm
      submitLabel={t('panel.save')}
      defaultValues={{
        title: assignment.title,
        description: assignment.description,
        maximum_score: assignment.maximum_score,
        response_format: assignment.response_format,
      }}
      onCancel={onCancel}
      onSubmit={async (values) => {
        await updateAssignment.mutateAsync(values);
        onSaved();
      }}
    />
  );
}

interface DeleteAssignmentProps {
  classId: number;
  assignment: AssignmentDto;
  open: boolean;
  onCancel: () => void;
  onDeleted: () => void;
}

/** Delete, after confirmation: the work handed in goes with it. */
function DeleteAssignment({ classId, assignment, open, onCancel, onDeleted }: DeleteAssignmentProps) {
  const { t } = useTranslation('assignments');
  const deleteAssignment = useDeleteAssignment(classId, assignment.id);
  return (
    <ConfirmDialog
      open={open}
      title={t('panel.deleteTitle')}
      failureText={t('panel.deleteFailed')}
      onCancel={onCancel}
      onConfirm={async () => {
        await deleteAssignment.mutateAsync();
        onDeleted();
      }}
    >
      {t('panel.deleteDescription', { title: assignment.title })}
    </ConfirmDialog>
  );
}
