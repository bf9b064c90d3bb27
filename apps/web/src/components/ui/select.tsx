import { ChevronDown } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { classNames } from '../../lib/class-names.ts';
import { controlClassName, describedByOf, Field } from './field.tsx';

interface SelectProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** A labelled native select: the platform's picker is the most usable one on phones. */
export function Select({ label, error, hint, className, children, ...props }: SelectProps) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <div className="relative">
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByOf(id, { error, hint })}
          className={classNames(controlClassName(Boolean(error)), 'h-11 appearance-none pe-10')}
          {...props}
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 end-3 size-4 -translate-y-1/2 text-slate-500"
        />
      </div>
    </Field>
  );
}
