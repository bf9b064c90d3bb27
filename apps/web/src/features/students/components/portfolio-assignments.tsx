import type { PortfolioItemDto } from '@homeroom/contract/assignments';
import { ClipboardList } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

/**
 * The student's assignments with score and feedback (SPEC §2). The work itself, and the link to
 * hand it in, arrive with the assignments feature.
 */
export function PortfolioAssignments({ name, items }: { name: string; items: readonly PortfolioItemDto[] }) {
  if (items.length === 0) {
    return (
      <div className="rounded-2xl ring-1 ring-slate-200">
        <EmptyState icon={<ClipboardList className="size-7" />} title={`${name} has no assignments yet.`} />
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {items.map(({ assignment, score, feedback }) => (
        <li key={assignment.id} className="flex flex-col gap-1 rounded-2xl p-4 ring-1 ring-slate-200">
          <div className="flex items-baseline justify-between gap-4">
            <h3 className="font-semibold break-words text-slate-900">{assignment.title}</h3>
            <span className="shrink-0 text-sm font-semibold text-slate-700">
              {`${score ?? '--'} / ${assignment.maximum_score}`}
            </span>
          </div>
          <p className="text-sm whitespace-pre-line text-slate-700">{assignment.description}</p>
          <p className="text-sm text-slate-600">{feedback || 'No feedback yet.'}</p>
        </li>
      ))}
    </ul>
  );
}
