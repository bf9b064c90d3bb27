import { classNames } from '../../../lib/class-names.ts';

interface StudentChecklistProps {
  students: readonly { id: number; name: string }[];
  checked: ReadonlySet<number>;
  onToggle: (studentId: number) => void;
  /** Two columns from the small breakpoint on, where the list has the room. */
  isTwoColumns?: boolean;
}

/** Students to tick, one 44 px row each, scrolling past a dozen: the create form and the assign view. */
export function StudentChecklist({ students, checked, onToggle, isTwoColumns = false }: StudentChecklistProps) {
  return (
    <ul className={classNames('max-h-72 gap-0.5 overflow-y-auto', isTwoColumns ? 'grid sm:grid-cols-2' : 'flex flex-col')}>
      {students.map((student) => (
        <li key={student.id} className="min-w-0">
          <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 py-2 text-sm text-slate-900 hover:bg-slate-50">
            <input
              type="checkbox"
              checked={checked.has(student.id)}
              onChange={() => onToggle(student.id)}
              className="size-4 shrink-0 accent-brand-700"
            />
            <span className="min-w-0 break-words">{student.name}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
