import { useId, type ComponentProps, type FormEventHandler, type ReactNode } from 'react';
import { classNames } from '../lib/class-names.ts';
import { Button } from './ui/button.tsx';
import { Input } from './ui/input.tsx';

const SURFACES = {
  /** On a panel of its own: a tinted box. */
  inset: 'gap-3 bg-slate-50 p-4',
  /** Alone in a tab: an outline with more room. */
  outlined: 'gap-4 p-4 sm:p-5',
};

interface InlineTextFormProps {
  heading: string;
  /** A line under the heading saying what to type. */
  description?: ReactNode;
  /** What the last submission came to, shown above the field. */
  message?: ReactNode;
  /** The one text field: its label, placeholder, error and the form's registration. */
  field: ComponentProps<typeof Input>;
  submitLabel: string;
  submitIcon: ReactNode;
  isSubmitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  surface: keyof typeof SURFACES;
}

/** A headed form of one text field with its submit button beside it (below it on small screens). */
export function InlineTextForm({
  heading,
  description,
  message,
  field: { className: fieldClassName, ...field },
  submitLabel,
  submitIcon,
  isSubmitting,
  onSubmit,
  surface,
}: InlineTextFormProps) {
  const headingId = useId();
  const headingElement = (
    <h3 id={headingId} className="text-base font-semibold text-slate-900">
      {heading}
    </h3>
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      className={classNames('flex flex-col rounded-2xl ring-1 ring-slate-200', SURFACES[surface])}
    >
      {description ? (
        <div className="flex flex-col gap-1">
          {headingElement}
          <p className="text-sm text-slate-600">{description}</p>
        </div>
      ) : (
        headingElement
      )}
      {message}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Input autoComplete="off" className={classNames('flex-1', fieldClassName)} {...field} />
        <Button type="submit" isLoading={isSubmitting} icon={submitIcon} className="sm:mt-[1.625rem]">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
