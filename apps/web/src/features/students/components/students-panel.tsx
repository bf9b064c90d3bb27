import type { ClassStudentDto } from '@homeroom/contract/students';
import { Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Trans, useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { AddStudentForm } from './add-student-form.tsx';
import { StudentCard } from './student-card.tsx';
import { StudentDetails } from './student-details.tsx';

interface StudentsPanelProps {
  classId: number;
  students: readonly ClassStudentDto[];
  /** Draws the stickers section of an open student; the page passes the stickers feature's panel. */
  renderStickers: (student: ClassStudentDto) => ReactNode;
  /** An archived class: no adding, its children are listed as they were that year. */
  readOnly?: boolean;
}

/** The teacher's classroom: the student grid, adding students, and each student's details. */
export function StudentsPanel({ classId, students, renderStickers, readOnly = false }: StudentsPanelProps) {
  const { t } = useTranslation('students');
  const [openStudentId, setOpenStudentId] = useState<number | null>(null);
  // Read from the latest class answer, so a rename, a photo or a sticker shows at once.
  const openStudent = students.find((student) => student.id === openStudentId) ?? null;
  const status = useTimedMessage();

  return (
    <div className="flex flex-col gap-6">
      {!readOnly && (
        <AddStudentForm
          classId={classId}
          onAdded={(name) => status.show({ tone: 'success', text: t('panel.added', { name }) })}
        />
      )}
      {status.message && <StatusMessage tone={status.message.tone}>{status.message.text}</StatusMessage>}
      <p className="text-sm text-slate-700">
        <Trans
          t={t}
          i18nKey={'panel.importHint'}
          components={{ 1: <TextLink to={`/roster?class=${classId}`} /> }}
        />
      </p>
      <section aria-labelledby="students-heading" className="flex flex-col gap-3">
        <h2 id="students-heading" className="text-base font-semibold text-slate-900">
          {t('panel.heading')} <span className="font-normal text-slate-600">({students.length})</span>
        </h2>
        {students.length === 0 ? (
          <div className="rounded-2xl ring-1 ring-slate-200">
            <EmptyState icon={<Users className="size-7" />} title={t('panel.emptyTitle')}>
              {readOnly ? null : t('panel.emptyHint')}
            </EmptyState>
          </div>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {students.map((student) => (
              <li key={student.id}>
                <StudentCard student={student} onOpen={() => setOpenStudentId(student.id)} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <Modal
        open={openStudent !== null}
        onClose={() => setOpenStudentId(null)}
        title={openStudent?.name ?? t('panel.studentFallback')}
      >
        {openStudent && (
          <StudentDetails
            key={openStudent.id}
            classId={classId}
            student={openStudent}
            stickers={renderStickers(openStudent)}
            onDeleted={(name) => {
              setOpenStudentId(null);
              status.show({ tone: 'success', text: t('panel.deleted', { name }) });
            }}
          />
        )}
      </Modal>
    </div>
  );
}
