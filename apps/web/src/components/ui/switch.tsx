import { useId, type ReactNode } from 'react';
import { classNames } from '../../lib/class-names.ts';

interface SwitchProps {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off setting: a labelled switch, usable with Space and Enter. */
export function Switch({ label, description, checked, onChange, disabled = false }: SwitchProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div className="flex min-w-0 flex-col">
        <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
          {label}
        </span>
        {description && (
          <span id={`${id}-description`} className="text-xs text-slate-600">
            {description}
          </span>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={classNames(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors',
          'disabled:cursor-not-allowed',
          checked ? 'bg-brand-700' : 'bg-slate-500',
          disabled && (checked ? 'bg-brand-700/60' : 'bg-slate-300'),
        )}
      >
        <span
          aria-hidden="true"
          className={classNames(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-6' : 'translate-x-1',
          )}
        />
      </button>
    </div>
  );
}
