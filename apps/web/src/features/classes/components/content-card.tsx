import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatDate } from '../../../lib/format-date.ts';

interface ContentCardProps {
  title: string;
  date?: string;
  children?: ReactNode;
}

/** One story, announcement, event or assignment in a class tab. */
export function ContentCard({ title, date, children }: ContentCardProps) {
  return (
    <article className="flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5">
      <div className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
        <h3 className="text-base font-semibold break-words text-slate-900">{title}</h3>
        {date && (
          <time dateTime={date} className="shrink-0 text-sm text-slate-600">
            {formatDate(date)}
          </time>
        )}
      </div>
      {children}
    </article>
  );
}

/** What an empty class tab says. */
export function ContentEmpty({ icon, title }: { icon: ReactNode; title: string }) {
  return (
    <div className="rounded-2xl ring-1 ring-slate-200">
      <EmptyState icon={icon} title={title} />
    </div>
  );
}

/** A list of content cards. */
export function ContentList({ children }: { children: ReactNode }) {
  return <ul className="flex flex-col gap-4">{children}</ul>;
}
