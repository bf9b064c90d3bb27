import { LoaderCircle } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { classNames } from '../../lib/class-names.ts';

interface SpinnerProps {
  /** Read by screen readers; shown beside the spinner when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const SIZES = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export function Spinner({ label, showLabel = false, size = 'md', className }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <span role="status" className={classNames('inline-flex items-center gap-2 text-brand-700', className)}>
      <LoaderCircle aria-hidden="true" className={classNames('animate-spin', SIZES[size])} />
      <span className={showLabel ? 'text-sm font-medium text-slate-600' : 'sr-only'}>{label ?? t('shell.loading')}</span>
    </span>
  );
}

/**
 * A spinner centred in the page area while a page or its data loads. It fills the screen, so the
 * footer stays below it and does not jump down when the page arrives (layout shift).
 */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner size="lg" label={label} showLabel={Boolean(label)} className="flex-col" />
    </div>
  );
}
