import type { ClassPageDto } from '@homeroom/contract/classes';
import { ArrowRight, CalendarCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { NEW_CLASS, useEndClassYear, type YearEndPlan } from '../api/end-class-year.ts';

const STAYS = 'stays';

type Choice = string;

interface EndYearDialogProps {
  classPage: ClassPageDto;
  /** Told the new year's class once the year has ended, to say so on the page. */
  onEnded: (result: { moved: number; leftBehind: number; targetId: number; targetName: string }) => void;
}

/**
 * "End the year" on the class page (docs/product.md, "A new school year"): choose or create the
 * class of the new year, move everyone or choose per student, then confirm. The class becomes
 * read only; its children keep their portfolios, stickers and guardians.
 */
export function EndYearDialog({ classPage, onEnded }: EndYearDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <CalendarCheck aria-hidden="true" className="size-4" />
        End the year
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={`End the year of ${classPage.name}`}>
        {open && (
          <EndYearForm
            classPage={classPage}
            onCancel={() => setOpen(false)}
            onEnded={(result) => {
              setOpen(false);
              onEnded(result);
            }}
          />
        )}
      </Modal>
    </>
  );
}

function EndYearForm({ classPage, onCancel, onEnded }: EndYearDialogProps & { onCancel: () => void }) {
  const user = useCurrentUser().data;
  const otherClasses = (user?.teacher?.school_classes ?? []).filter(
    (schoolClass) => schoolClass.id !== classPage.id && !schoolClass.archived_at,
  );
  // Until the teacher picks, the first class of the new year (the user may still be loading).
  const [chosenTarget, setTarget] = useState<Choice | null>(null);
  const target = chosenTarget ?? (otherClasses[0] ? String(otherClasses[0].id) : NEW_CLASS);
  const [newClassName, setNewClassName] = useState('');
  const [onePerStudent, setOnePerStudent] = useState(false);
  const [perStudent, setPerStudent] = useState<Record<number, Choice>>({});
  const [isConfirming, setIsConfirming] = useState(false);
  const [nameError, setNameError] = useState<string | undefined>();
  const endYear = useEndClassYear(classPage.id);
  const modeName = useId();

  const choiceOf = (studentId: number): Choice => perStudent[studentId] ?? target;
  const nameOf = (choice: Choice) =>
    choice === NEW_CLASS
      ? newClassName.trim()
      : (otherClasses.find((c) => String(c.id) === choice)?.name ?? '');
  const usesNewClass =
    target === NEW_CLASS || (onePerStudent && classPage.students.some((s) => choiceOf(s.id) === NEW_CLASS));
  const staying = onePerStudent ? classPage.students.filter((s) => choiceOf(s.id) === STAYS) : [];
  const moving = classPage.students.length - staying.length;

  function toTarget(choice: Choice): number | typeof NEW_CLASS {
    return choice === NEW_CLASS ? NEW_CLASS : Number(choice);
  }

  function review() {
    if (usesNewClass && newClassName.trim() === '') {
      setNameError('Name the class of the new year.');
      return;
    }
    setNameError(undefined);
    setIsConfirming(true);
  }

  async function confirm() {
    const plan: YearEndPlan = {
      newClassName: usesNewClass ? newClassName.trim() : null,
      target: toTarget(target),
      perStudent: onePerStudent
        ? new Map(
            classPage.students.map((s) => [s.id, choiceOf(s.id) === STAYS ? null : toTarget(choiceOf(s.id))]),
          )
        : null,
    };
    const { ended, targetId } = await endYear.mutateAsync(plan);
    onEnded({ moved: ended.moved, leftBehind: ended.left_behind, targetId, targetName: nameOf(target) });
  }

  const failure =
    endYear.error instanceof ApiError
      ? endYear.error.messages
      : endYear.error
        ? ['The year could not be ended. Please try again.']
        : null;

  if (isConfirming) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-slate-700">
          <strong className="font-semibold text-slate-900">{classPage.name}</strong> will be archived: its
          page stays for its families to read, but nobody can change it, and it leaves everyone&apos;s
          contacts.
        </p>
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-slate-700">
          <li>
            {onePerStudent
              ? `${moving} of ${classPage.students.length} students move on, each to the class chosen.`
              : `All ${classPage.students.length} students move to ${nameOf(target)}.`}{' '}
            They keep their portfolios, stickers and guardians.
          </li>
          {staying.length > 0 && (
            <li>{`${staying.map((s) => s.name).join(', ')} stay${staying.length === 1 ? 's' : ''} in the archive.`}</li>
          )}
          {usesNewClass && <li>{`The class ${newClassName.trim()} is created first.`}</li>}
          <li>This cannot be undone.</li>
        </ul>
        {failure && <StatusMessage tone="error">{failure}</StatusMessage>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setIsConfirming(false)} disabled={endYear.isPending}>
            Back
          </Button>
          <Button
            variant="danger"
            isLoading={endYear.isPending}
            onClick={() => void confirm().catch(() => undefined)}
          >
            End the year
          </Button>
        </div>
      </div>
    );
  }

  const targetOptions = (
    <>
      {otherClasses.map((schoolClass) => (
        <option key={schoolClass.id} value={String(schoolClass.id)}>
          {schoolClass.name}
        </option>
      ))}
      <option value={NEW_CLASS}>
        {newClassName.trim() ? `${newClassName.trim()} (new)` : 'A new class…'}
      </option>
    </>
  );

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        review();
      }}
    >
      <p className="text-sm text-slate-700">
        The students move on as themselves, with their portfolios, stickers and guardians. The class stays,
        read only, for its families.
      </p>
      <Select
        label="Class of the new year"
        value={target}
        onChange={(event) => setTarget(event.target.value)}
      >
        {targetOptions}
      </Select>
      {usesNewClass && (
        <Input
          label="Name of the new class"
          placeholder="e.g. Year 4 Robins"
          maxLength={100}
          value={newClassName}
          error={nameError}
          onChange={(event) => setNewClassName(event.target.value)}
        />
      )}
      {classPage.students.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">Students</legend>
          {[
            { value: false, label: `Move all ${classPage.students.length} students together` },
            { value: true, label: 'Choose for each student' },
          ].map((option) => (
            <label key={option.label} className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
              <input
                type="radio"
                name={modeName}
                className="size-4 accent-brand-700"
                checked={onePerStudent === option.value}
                onChange={() => setOnePerStudent(option.value)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      )}
      {onePerStudent && (
        <ul className="flex flex-col gap-3 rounded-2xl p-3 ring-1 ring-slate-200">
          {classPage.students.map((student) => (
            <li key={student.id}>
              <Select
                label={
                  <span className="flex items-center gap-1.5">
                    {student.name}
                    <ArrowRight aria-hidden="true" className="size-4 text-slate-500" />
                  </span>
                }
                value={choiceOf(student.id)}
                onChange={(event) =>
                  setPerStudent((current) => ({ ...current, [student.id]: event.target.value }))
                }
              >
                {targetOptions}
                <option value={STAYS}>Stays in the archive (leaves the school)</option>
              </Select>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Continue</Button>
      </div>
    </form>
  );
}
