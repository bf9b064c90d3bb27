import { classNames } from '../lib/class-names.ts';

/** The Homeroom logo: a little school house with a warm window. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={classNames('shrink-0', className)}>
      <rect width="32" height="32" rx="9" className="fill-brand-700" />
      <path d="M8 15.5 16 9l8 6.5V24a1 1 0 0 1-1 1h-4.5v-5h-5v5H9a1 1 0 0 1-1-1z" fill="#fff" />
      <circle cx="16" cy="15.5" r="1.8" className="fill-accent-400" />
    </svg>
  );
}
