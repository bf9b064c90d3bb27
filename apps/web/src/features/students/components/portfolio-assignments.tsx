import type { PortfolioDto } from '@homeroom/contract/schools';
import { ClipboardList } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

type PortfolioItem = PortfolioDto['portfolio'][number];

function recordOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function scoreOf(item: PortfolioItem): string {
  const maximum = recordOf(item.assignment).maximum_score;
  const score = typeof item.score === 'number' ? String(item.score) : '--';
  return typeof maximum === 'number' ? `${score} / ${maximum}` : score;
}

/**
 * The student's assignments with score and feedback. The work itself, and the link to hand it in,
 * arrive with the assignments feature.
 */
export function PortfolioAssignments({ name, items }: { name: string; items: PortfolioDto['portfolio'] }) {
  if (items.length === 0) {
    return (
      <div className="rounded-2xl ring-1 ring-slate-200">
        <EmptyState icon={<ClipboardList className="size-7" />} title={`${name} has no assignments yet.`} />
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item, index) => {
        const assignment = recordOf(item.assignment);
        const title = typeof assignment.title === 'string' ? assignment.title : 'Assignment';
        const feedback =
          typeof item.feedback === 'string' && item.feedback ? item.feedback : 'No feedback yet.';
        return (
          <li
            key={typeof assignment.id === 'number' ? assignment.id : index}
            className="flex flex-col gap-1 rounded-2xl p-4 ring-1 ring-slate-200"
          >
            <div className="flex items-baseline justify-between gap-4">
              <h3 className="font-semibold break-words text-slate-900">{title}</h3>
              <span className="shrink-0 text-sm font-semibold text-slate-700">{scoreOf(item)}</span>
            </div>
            {typeof assignment.description === 'string' && (
              <p className="text-sm whitespace-pre-line text-slate-700">{assignment.description}</p>
            )}
            <p className="text-sm text-slate-600">{feedback}</p>
          </li>
        );
      })}
    </ul>
  );
}
