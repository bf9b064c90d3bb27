import { SCHOOL_MESSAGES } from '@homeroom/contract/school-fields';
import { StudentUpdateBodySchema, type ClassStudentDto } from '@homeroom/contract/students';
import { useQueryClient } from '@tanstack/react-query';
import { BookUser, Pencil, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { StudentPhotoUpload } from '../../../components/student-photo-upload.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { FormErrors, StatusMessage } from '../../../components/ui/status-message.tsx';
import { classPageQueryKey } from '../../../lib/class-page-query-key.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { useDeleteStudent } from '../api/delete-student.ts';
import { useRenameStudent } from '../api/update-student.ts';
import { StudentGuardians } from './student-guardians.tsx';

interface StudentDetailsProps {
  classId: number;
  student: ClassStudentDto;
  /** The student's stickers section, which the stickers feature draws. */
  stickers: ReactNode;
  onDeleted: (name: string) => void;
}

/** The teacher's view of one student: photo, name, stickers, guardians and invite code, delete. */
export function StudentDetails({ classId, student, stickers, onDeleted }: StudentDetailsProps) {
  const { t } = useTranslation('students');
  const queryClient = useQueryClient();
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);

  return (
    <div className="flex flex-col gap-6">
      <section aria-label={t('details.photo')} className="flex flex-col items-center gap-4 sm:flex-row">
        <Avatar name={student.name} src={student.image} size="xl" className="shadow-md ring-4 ring-white" />
        <StudentPhotoUpload
          studentId={student.id}
          studentName={student.name}
          label={t('details.takePhoto')}
          useCamera
          onUploaded={() => queryClient.invalidateQueries({ queryKey: classPageQueryKey(classId) })}
        />
      </section>

      <DetailSection title={t('details.name')}>
        <StudentName classId={classId} student={student} />
      </DetailSection>

      <DetailSection title={t('details.stickers')}>{stickers}</DetailSection>

      <DetailSection title={t('details.guardians')}>
        <StudentGuardians classId={classId} student={student} />
      </DetailSection>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-between">
        <Button
          variant="ghost"
          icon={<Trash2 aria-hidden="true" className="size-4" />}
          onClick={() => setIsConfirmingDelete(true)}
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
        >
          {t('details.delete')}
        </Button>
        <ButtonLink
          to={`/studentProfile/${student.id}`}
          variant="secondary"
          icon={<BookUser aria-hidden="true" className="size-4" />}
        >
          {t('details.openPortfolio')}
        </ButtonLink>
      </div>

      <DeleteStudentDialog
        open={isConfirmingDelete}
        classId={classId}
        student={student}
        onCancel={() => setIsConfirmingDelete(false)}
        onDeleted={() => {
          setIsConfirmingDelete(false);
          onDeleted(student.name);
        }}
      />
    </div>
  );
}

function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** The name, renamed in edit mode (docs/product.md, "States at a glance"). */
function StudentName({ classId, student }: { classId: number; student: ClassStudentDto }) {
  const { t } = useTranslation('students');
  const [isEditing, setIsEditing] = useState(false);
  const rename = useRenameStudent(classId, student.id);
  const { register, errors, isSubmitting, formErrors, submit, reset } = useApiForm({
    schema: StudentUpdateBodySchema,
    defaultValues: { name: student.name },
    fields: ['name'],
    onSubmit: async ({ name }) => {
      await rename.mutateAsync(name);
      setIsEditing(false);
    },
  });

  if (!isEditing) {
    return (
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0 text-base font-semibold break-words text-slate-900">{student.name}</p>
        <Button
          variant="secondary"
          size="sm"
          icon={<Pencil aria-hidden="true" className="size-4" />}
          onClick={() => {
            reset({ name: student.name });
            setIsEditing(true);
          }}
        >
          {t('details.rename')}
        </Button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <FormErrors messages={formErrors} />
      <Input
        label={t('details.studentName')}
        autoComplete="off"
        autoFocus
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={() => setIsEditing(false)} disabled={isSubmitting}>
          {t('details.cancel')}
        </Button>
        <Button type="submit" size="sm" isLoading={isSubmitting}>
          {t('details.saveName')}
        </Button>
      </div>
    </form>
  );
}

interface DeleteStudentDialogProps {
  open: boolean;
  classId: number;
  student: ClassStudentDto;
  onCancel: () => void;
  onDeleted: () => void;
}

/** Deleting a student asks first (docs/product.md, "States at a glance"). */
function DeleteStudentDialog({ open, classId, student, onCancel, onDeleted }: DeleteStudentDialogProps) {
  const { t } = useTranslation('students');
  const deleteStudent = useDeleteStudent(classId, student.id);

  function cancel() {
    deleteStudent.reset();
    onCancel();
  }

  async function confirm() {
    try {
      await deleteStudent.mutateAsync();
    } catch {
      return; // Shown below from the mutation's state.
    }
    // Awaited rather than passed to mutate(): the refetched class no longer holds the student, so
    // this dialog may be gone by now, and mutate() drops the callbacks of unmounted components.
    onDeleted();
  }

  return (
    <Modal
      open={open}
      onClose={cancel}
      title={t('details.deleteTitle', { name: student.name })}
      footer={
        <>
          <Button variant="secondary" onClick={cancel} disabled={deleteStudent.isPending}>
            {t('details.cancel')}
          </Button>
          <Button variant="danger" isLoading={deleteStudent.isPending} onClick={() => void confirm()}>
            {t('details.deleteConfirm')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p className="text-slate-700">{translateMessage(SCHOOL_MESSAGES.deleteStudentConfirm)}</p>
        {deleteStudent.isError && (
          <StatusMessage tone="error">{t('details.deleteFailed', { name: student.name })}</StatusMessage>
        )}
      </div>
    </Modal>
  );
}
