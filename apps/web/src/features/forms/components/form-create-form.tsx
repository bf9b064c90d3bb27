import { FormCreateBodySchema, type FormQuestionKind } from '@homeroom/contract/forms';
import type { ClassStudentDto } from '@homeroom/contract/students';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { ContentForm, FormButtons } from '../../../components/content-card.tsx';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { FormErrors } from '../../../components/ui/status-message.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { useAttachFormPdf } from '../api/attach-form-pdf.ts';
import { useCreateForm } from '../api/create-form.ts';

interface DraftQuestion {
  key: number;
  kind: FormQuestionKind;
  label: string;
  options: string;
}

type FieldErrors = Record<string, string[]>;

/** The first error of each field, as zod names its path (`questions.0.label`). */
function errorsOf(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

/** The set with `id` added or taken out. */
function toggled(set: Set<number>, id: number, isIn: boolean): Set<number> {
  const next = new Set(set);
  if (isIn) next.add(id);
  else next.delete(id);
  return next;
}

/** A day a week from now at 17:00, as the deadline input shows it. */
function defaultDeadline(): string {
  const day = new Date(Date.now() + 7 * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T17:00`;
}

/** Whom a form is for: one class's children (a teacher), or chosen classes of a school (a leader). */
export type FormAudience =
  { classId: number; students: ClassStudentDto[] } | { classChoices: { id: number; name: string }[] };

interface FormCreateFormProps {
  audience: FormAudience;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/**
 * A teacher writes a form for their class (text, questions, children, deadline, an optional PDF);
 * a school leader the same form for several classes of the school, for every child of each.
 */
export function FormCreateForm({ audience, onDone, onCancel }: FormCreateFormProps) {
  const { t } = useTranslation('forms');
  const ids = useId();
  const createForm = useCreateForm();
  const attachPdf = useAttachFormPdf();
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [deadline, setDeadline] = useState(defaultDeadline);
  const [questions, setQuestions] = useState<DraftQuestion[]>([
    { key: 0, kind: 'consent', label: '', options: '' },
  ]);
  const [isEveryone, setIsEveryone] = useState(true);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [chosenClasses, setChosenClasses] = useState<Set<number>>(new Set());
  const [pdf, setPdf] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const error = (key: string) => errors[key]?.join('\n');

  const changeQuestion = (key: number, change: Partial<DraftQuestion>) =>
    setQuestions((current) =>
      current.map((question) => (question.key === key ? { ...question, ...change } : question)),
    );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormErrors([]);
    const moment = new Date(deadline);
    const body = {
      title,
      text,
      deadline: Number.isNaN(moment.getTime()) ? deadline : moment.toISOString(),
      ...('classId' in audience
        ? { classes: [audience.classId], ...(isEveryone ? {} : { students: [...chosen] }) }
        : { classes: [...chosenClasses] }),
      questions: questions.map((question) => ({
        kind: question.kind,
        label: question.label,
        options: question.options
          .split('\n')
          .map((option) => option.trim())
          .filter(Boolean),
      })),
    };
    const parsed = FormCreateBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    setIsSubmitting(true);
    try {
      const form = await createForm.mutateAsync(parsed.data);
      let message = t('create.sent');
      if (pdf) {
        try {
          await attachPdf.mutateAsync({ formId: form.id, file: pdf });
        } catch (failure) {
          message = t('create.pdfFailed', { reason: failure instanceof Error ? failure.message : '' });
        }
      }
      onDone(message);
    } catch (failure) {
      if (failure instanceof ApiError) {
        setErrors(failure.fieldErrors);
        setFormErrors(failure.detail ? [failure.detail] : []);
      } else setFormErrors([String(failure)]);
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <ContentForm heading={t('create.heading')} onSubmit={(event) => void submit(event)}>
      <FormErrors messages={formErrors} />
      <Input
        label={t('create.title')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={error('title')}
        maxLength={200}
      />
      <Textarea
        label={t('create.text')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error('text')}
        rows={4}
      />
      <Input
        label={t('create.deadline')}
        type="datetime-local"
        value={deadline}
        onChange={(event) => setDeadline(event.target.value)}
        error={error('deadline')}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium text-slate-800">{t('create.questions')}</legend>
        {error('questions') && (
          <p className="text-sm text-red-700">{translateMessage(error('questions') ?? '')}</p>
        )}
        {questions.map((question, index) => (
          <div
            key={question.key}
            className="flex flex-col gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200"
          >
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-semibold text-slate-900">
                {t('create.question', { number: index + 1 })}
              </p>
              {questions.length > 1 && (
                <IconButton
                  label={t('create.removeQuestion', { number: index + 1 })}
                  icon={<Trash2 aria-hidden="true" className="size-4" />}
                  onClick={() =>
                    setQuestions((current) => current.filter((item) => item.key !== question.key))
                  }
                />
              )}
            </div>
            <Select
              label={t('create.kind')}
              value={question.kind}
              onChange={(event) =>
                changeQuestion(question.key, { kind: event.target.value as FormQuestionKind })
              }
            >
              <option value="consent">{t('create.kinds.consent')}</option>
              <option value="choice">{t('create.kinds.choice')}</option>
              <option value="text">{t('create.kinds.text')}</option>
            </Select>
            <Input
              label={t('create.label')}
              value={question.label}
              onChange={(event) => changeQuestion(question.key, { label: event.target.value })}
              error={error(`questions.${index}.label`)}
            />
            {question.kind === 'choice' && (
              <Textarea
                label={t('create.options')}
                value={question.options}
                rows={3}
                onChange={(event) => changeQuestion(question.key, { options: event.target.value })}
                error={error(`questions.${index}.options`)}
              />
            )}
          </div>
        ))}
        <div>
          <Button
            variant="secondary"
            size="sm"
            icon={<Plus aria-hidden="true" className="size-4" />}
            onClick={() =>
              setQuestions((current) => [
                ...current,
                {
                  key: Math.max(...current.map((item) => item.key)) + 1,
                  kind: 'consent',
                  label: '',
                  options: '',
                },
              ])
            }
          >
            {t('create.addQuestion')}
          </Button>
        </div>
      </fieldset>
      {'classChoices' in audience ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-2 text-sm font-medium text-slate-800">{t('create.classes')}</legend>
          {audience.classChoices.map((schoolClass) => (
            <label key={schoolClass.id} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4"
                checked={chosenClasses.has(schoolClass.id)}
                onChange={(event) =>
                  setChosenClasses((current) => toggled(current, schoolClass.id, event.target.checked))
                }
              />
              {schoolClass.name}
            </label>
          ))}
          {error('classes') && (
            <p className="text-sm text-red-700">{translateMessage(error('classes') ?? '')}</p>
          )}
        </fieldset>
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-slate-800">{t('create.children')}</legend>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={`${ids}-children`}
              checked={isEveryone}
              onChange={() => setIsEveryone(true)}
              className="size-4"
            />
            {t('create.allChildren')}
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={`${ids}-children`}
              checked={!isEveryone}
              onChange={() => setIsEveryone(false)}
              className="size-4"
            />
            {t('create.someChildren')}
          </label>
          {!isEveryone && (
            <ul className="ms-6 flex flex-col gap-1">
              {audience.students.map((student) => (
                <li key={student.id}>
                  <label className="flex items-center gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      className="size-4"
                      checked={chosen.has(student.id)}
                      onChange={(event) =>
                        setChosen((current) => toggled(current, student.id, event.target.checked))
                      }
                    />
                    {student.name}
                  </label>
                </li>
              ))}
            </ul>
          )}
          {error('students') && (
            <p className="text-sm text-red-700">{translateMessage(error('students') ?? '')}</p>
          )}
        </fieldset>
      )}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${ids}-pdf`} className="text-sm font-medium text-slate-800">
          {t('create.pdf')}
        </label>
        <input
          id={`${ids}-pdf`}
          type="file"
          accept="application/pdf"
          onChange={(event) => setPdf(event.target.files?.[0] ?? null)}
          className="text-sm text-slate-800"
        />
      </div>
      <FormButtons submitLabel={t('create.submit')} isSubmitting={isSubmitting} onCancel={onCancel} />
    </ContentForm>
  );
}
