import type { ClassPageDto } from '@homeroom/contract/classes';
import { ArrowRight, CalendarCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Trans, useTranslation } from '../../../lib/i18n/use-translation.tsx';
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
  const { t } = useTranslation('classes');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <CalendarCheck aria-hidden="true" className="size-4" />
        {t('endYear.open')}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('endYear.title', { name: classPage.name })}>
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
  const { t } = useTranslation('classes');
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
  const [nameMissing, setNameMissing] = useState(false);
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
      setNameMissing(true);
      return;
    }
    setNameMissing(false);
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
    endYear.error instanceof ApiError ? endYear.error.messages : endYear.error ? [t('endYear.failed')] : null;

  if (isConfirming) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-slate-700">
          <Trans
            t={t}
            i18nKey={'endYear.archivedWarning'}
            values={{ name: classPage.name }}
            components={{ 1: <strong className="font-semibold text-slate-900" /> }}
          />
        </p>
        <ul className="flex list-disc flex-col gap-1 ps-5 text-sm text-slate-700">
          <li>
            {onePerStudent
              ? t('endYear.movingChosen', { moving, count: classPage.students.length })
              : t('endYear.movingAll', { count: classPage.students.length, name: nameOf(target) })}{' '}
            {t('endYear.keepTheirThings')}
          </li>
          {staying.length > 0 && (
            <li>
              {t('endYear.staying', {
                count: staying.length,
                names: staying.map((s) => s.name).join(t('page.listSeparator')),
              })}
            </li>
          )}
          {usesNewClass && <li>{t('endYear.createdFirst', { name: newClassName.trim() })}</li>}
          <li>{t('endYear.cannotUndo')}</li>
        </ul>
        {failure && <StatusMessage tone="error">{failure}</StatusMessage>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setIsConfirming(false)} disabled={endYear.isPending}>
            {t('endYear.back')}
          </Button>
          <Button
            variant="danger"
            isLoading={endYear.isPending}
            onClick={() => void confirm().catch(() => undefined)}
          >
            {t('endYear.open')}
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
        {newClassName.trim()
          ? t('endYear.newClassNamed', { name: newClassName.trim() })
          : t('endYear.newClass')}
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
      <p className="text-sm text-slate-700">{t('endYear.intro')}</p>
      <Select label={t('endYear.target')} value={target} onChange={(event) => setTarget(event.target.value)}>
        {targetOptions}
      </Select>
      {usesNewClass && (
        <Input
          label={t('endYear.newClassName')}
          placeholder={t('endYear.newClassPlaceholder')}
          maxLength={100}
          value={newClassName}
          error={nameMissing ? t('endYear.nameRequired') : undefined}
          onChange={(event) => setNewClassName(event.target.value)}
        />
      )}
      {classPage.students.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('endYear.students')}</legend>
          {[
            { value: false, label: t('endYear.moveAll', { count: classPage.students.length }) },
            { value: true, label: t('endYear.choosePerStudent') },
          ].map((option) => (
            <label
              key={String(option.value)}
              className="flex min-h-11 items-center gap-3 text-sm text-slate-800"
            >
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
                    <ArrowRight aria-hidden="true" className="size-4 text-slate-500 rtl:-scale-x-100" />
                  </span>
                }
                value={choiceOf(student.id)}
                onChange={(event) =>
                  setPerStudent((current) => ({ ...current, [student.id]: event.target.value }))
                }
              >
                {targetOptions}
                <option value={STAYS}>{t('endYear.staysInArchive')}</option>
              </Select>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('endYear.cancel')}
        </Button>
        <Button type="submit">{t('endYear.continue')}</Button>
      </div>
    </form>
  );
}
