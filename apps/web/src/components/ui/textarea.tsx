import { useId, type ComponentProps, type ReactNode } from 'react';
import { classNames } from '../../lib/class-names.ts';
import { controlClassName, describedByOf, Field } from './field.tsx';

interface TextareaProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** A labelled multi-line text input with its hint and error messages. */
export function Textarea({ label, error, hint, className, rows = 4, ...props }: TextareaProps) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, { error, hint })}
        className={classNames(controlClassName(Boolean(error)), 'py-2.5')}
        {...props}
      />
    </Field>
  );
}
