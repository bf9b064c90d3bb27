import type { ClassStudentDto } from '@homeroom/contract/students';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { StickerCounts } from '../../../components/sticker-counts.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';

/** A student in the classroom grid; pressing it opens the student's details. */
export function StudentCard({ student, onOpen }: { student: ClassStudentDto; onOpen: () => void }) {
  const { t } = useTranslation('students');
  const detailsId = useId();
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={student.name}
      aria-describedby={detailsId}
      aria-haspopup="dialog"
      className="flex h-full w-full flex-col items-center gap-2 rounded-2xl bg-white px-2 py-4 text-center sm:px-3 ring-1 ring-slate-200 transition-colors hover:bg-brand-50/60 hover:ring-brand-300"
    >
      <Avatar name={student.name} src={student.image} size="lg" className="shadow-sm ring-4 ring-white" />
      <span className="w-full font-semibold break-words text-slate-900">{student.name}</span>
      <span id={detailsId} className="flex flex-col items-center gap-1.5">
        <StickerCounts stickers={student.stickers} />
        <span className="text-xs text-slate-600">
          {student.parent ? t('card.parentLinked') : t('card.noParent')}
        </span>
      </span>
    </button>
  );
}
