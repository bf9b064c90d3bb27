import { CircleCheck, CircleExclamationPoint, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { classNames } from '../../lib/class-names.ts';
import { translateMessage } from '../../lib/i18n/i18n.ts';

export type StatusTone = 'success' | 'error' | 'info';

interface StatusMessageProps {
  tone: StatusTone;
  /** One message, or several shown one per line. */
  children: ReactNode | string[];
  className?: string;
}

const TONES: Record<StatusTone, { box: string; icon: ReactNode }> = {
  success: {
    box: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
    icon: <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />,
  },
  error: {
    box: 'bg-red-50 text-red-900 ring-red-200',
    icon: <CircleExclamationPoint aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />,
  },
  info: {
    box: 'bg-sky-50 text-sky-950 ring-sky-200',
    icon: <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sky-700" />,
  },
};

/** The outcome of an action: errors are announced at once, other news politely. */
export function StatusMessage({ tone, children, className }: StatusMessageProps) {
  // Re-rendered in a newly chosen language; a contract message (an answer's, a form's) is shown in it.
  useTranslation();
  const lines = (Array.isArray(children) ? children : [children]).map((line) => (typeof line === 'string' ? translateMessage(line) : line));
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={classNames(
        'flex animate-fade-in gap-3 rounded-xl px-4 py-3 text-sm ring-1',
        TONES[tone].box,
        className,
      )}
    >
      {TONES[tone].icon}
      <div className="flex min-w-0 flex-col gap-1 break-words">
        {lines.map((line, index) => (
          <p key={index}>{line}</p>
        ))}
      </div>
    </div>
  );
}

/** The messages of a refused form that belong to no single field, one per line; nothing if none. */
export function FormErrors({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return <StatusMessage tone="error">{[...messages]}</StatusMessage>;
}
