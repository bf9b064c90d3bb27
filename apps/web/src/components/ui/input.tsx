import { useId, type ComponentProps, type ReactNode } from 'react';
import { classNames } from '../../lib/class-names.ts';
import { controlClassName, describedByOf, Field } from './field.tsx';

interface InputProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** A labelled text input with its hint and error messages. */
export function Input({ label, error, hint, className, ...props }: InputProps) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, { error, hint })}
        className={classNames(controlClassName(Boolean(error)), 'h-11')}
        {...props}
      />
    </Field>
  );
}
