import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { classNames } from '../../../lib/class-names.ts';

interface HomeSectionProps {
  title: ReactNode;
  icon: ReactNode;
  /** A link beside the title, to where the section's things live. */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One card of Home: a titled section with its own heading. */
export function HomeSection({ title, icon, action, className, children }: HomeSectionProps) {
  return (
    <Card className={classNames('flex min-w-0 flex-col gap-4 p-4 sm:p-6', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex min-w-0 items-center gap-2 text-lg font-semibold break-words text-slate-900">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
          >
            {icon}
          </span>
          <span className="min-w-0">{title}</span>
        </h2>
        {action}
      </div>
      {children}
    </Card>
  );
}

/** The "New" mark of something published since the last visit. */
export function NewBadge() {
  const { t } = useTranslation('home');
  return (
    <span className="inline-flex shrink-0 items-center rounded-full bg-accent-100 px-2 py-0.5 text-xs font-bold text-accent-700">
      {t('newBadge')}
    </span>
  );
}

/** A line of a section that says nothing needs doing. */
export function QuietLine({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600">{children}</p>;
}
