import type { FormChildDto, FormDto } from '@homeroom/contract/forms';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { FormErrors } from '../../../components/ui/status-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { useAnswerForm } from '../api/answer-form.ts';

interface FormAnswerFormProps {
  form: FormDto;
  child: FormChildDto;
  /** The answer a correction replaces; a first answer has none. */
  corrects?: number;
  onDone: () => void;
  onCancel?: () => void;
}

/** A guardian answers each question for one child and signs with their typed full name. */
export function FormAnswerForm({ form, child, corrects, onDone, onCancel }: FormAnswerFormProps) {
  const { t } = useTranslation('forms');
  const ids = useId();
  const answerForm = useAnswerForm(form.id);
  const [values, setValues] = useState<(boolean | string | undefined)[]>(() =>
    form.questions.map((question, index) => (corrects === undefined ? undefined : (child.answer?.answers[index] ?? (question.kind === 'consent' ? undefined : '')))),
  );
  const [signedName, setSignedName] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const setValue = (index: number, value: boolean | string) => setValues((current) => current.map((item, at) => (at === index ? value : item)));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    setFormErrors([]);
    try {
      await answerForm.mutateAsync({
        student: child.student.id,
        signed_name: signedName,
        // An unanswered question goes as an empty text: the server names it.
        answers: values.map((value) => value ?? ''),
        ...(corrects === undefined ? {} : { corrects }),
      });
      onDone();
    } catch (failure) {
      if (failure instanceof ApiError) {
        const { answers, ...fields } = failure.fieldErrors;
        setErrors(fields);
        setFormErrors([...(failure.detail ? [failure.detail] : []), ...(answers ?? []), ...(fields.non_field_errors ?? [])]);
      } else setFormErrors([String(failure)]);
    }
  }

  const heading = corrects === undefined ? t('answer.heading', { name: child.student.name }) : t('answer.correctHeading', { name: child.student.name });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${ids}-heading`} className="flex flex-col gap-4">
      <h3 id={`${ids}-heading`} className="text-base font-semibold text-slate-900">
        {heading}
      </h3>
      <FormErrors messages={formErrors} />
      {form.questions.map((question, index) => {
        const error = errors[`answers.${index}`]?.join('\n');
        if (question.kind === 'consent') {
          return (
            <fieldset key={index} className="flex flex-col gap-2" aria-describedby={error ? `${ids}-${index}-error` : undefined}>
              <legend dir="auto" className="mb-1 text-sm font-medium text-slate-800">{question.label}</legend>
              <div className="flex flex-wrap gap-4">
                {[true, false].map((choice) => (
                  <label key={String(choice)} className="flex min-h-11 items-center gap-2 text-base text-slate-900">
                    <input
                      type="radio"
                      className="size-5"
                      name={`${ids}-${index}`}
                      checked={values[index] === choice}
                      onChange={() => setValue(index, choice)}
                    />
                    {choice ? t('answer.yes') : t('answer.no')}
                  </label>
                ))}
              </div>
              {error && (
                <p id={`${ids}-${index}-error`} className="text-sm text-red-700">
                  {translateMessage(error)}
                </p>
              )}
            </fieldset>
          );
        }
        if (question.kind === 'choice') {
          return (
            <Select
              key={index}
              label={question.label}
              value={typeof values[index] === 'string' ? values[index] : ''}
              onChange={(event) => setValue(index, event.target.value)}
              error={error}
            >
              <option value="" disabled>
                —
              </option>
              {question.options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Select>
          );
        }
        return (
          <Input
            key={index}
            label={question.label}
            value={typeof values[index] === 'string' ? values[index] : ''}
            onChange={(event) => setValue(index, event.target.value)}
            error={error}
            maxLength={500}
          />
        );
      })}
      <Input
        label={t('answer.signature')}
        hint={t('answer.signatureHint')}
        value={signedName}
        onChange={(event) => setSignedName(event.target.value)}
        error={errors.signed_name?.join('\n')}
        autoComplete="name"
        maxLength={200}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={answerForm.isPending}>
            {t('answer.cancel')}
          </Button>
        )}
        <Button type="submit" isLoading={answerForm.isPending}>
          {t('answer.submit')}
        </Button>
      </div>
    </form>
  );
}
