import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { classNames } from '../../lib/class-names.ts';
import { translateMessage } from '../../lib/i18n/i18n.ts';

export interface FieldProps {
  id: string;
  label: ReactNode;
  /** One message per line; several come from the server as a list. */
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** Ids of the hint and error texts, for the control's aria-describedby. */
export function describedByOf(id: string, { error, hint }: { error?: string; hint?: ReactNode }) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A label, the control, a hint and its error messages: the frame of every form control. */
export function Field({ id, label, error, hint, children, className }: FieldProps) {
  // Validation messages come from the contract in English (its zod schemas, the server's answers):
  // each is shown in the language the app speaks, re-rendered when it changes.
  useTranslation();
  return (
    <div className={classNames('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <div id={`${id}-error`} className="flex flex-col gap-0.5 text-sm text-red-700">
          {error.split('\n').map((line, index) => (
            <p key={index}>{translateMessage(line)}</p>
          ))}
        </div>
      )}
    </div>
  );
}

/** The look shared by text inputs, text areas and selects. */
export function controlClassName(hasError: boolean) {
  return classNames(
    'w-full rounded-xl border bg-white px-3.5 text-base text-slate-900 shadow-xs transition-colors',
    'placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-0',
    'disabled:bg-slate-100 disabled:text-slate-500',
    hasError
      ? 'border-red-600 focus-visible:outline-red-600'
      : 'border-field hover:border-slate-600 focus-visible:border-brand-600 focus-visible:outline-brand-600',
  );
}
