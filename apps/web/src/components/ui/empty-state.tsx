import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  /** The element of the title: a heading where the empty state is the page's main content. */
  titleAs?: 'h1' | 'h2' | 'h3' | 'p';
  children?: ReactNode;
  action?: ReactNode;
}

/** What an empty list or a missing page shows instead of nothing. */
export function EmptyState({ icon, title, titleAs: Title = 'p', children, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-10 text-center">
      {icon && (
        <div
          aria-hidden="true"
          className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700"
        >
          {icon}
        </div>
      )}
      <Title className="text-base font-semibold text-slate-900">{title}</Title>
      {children && <div className="max-w-sm text-sm text-slate-600">{children}</div>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
