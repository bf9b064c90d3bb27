import type { ClassPageDto } from '@homeroom/contract/schools';
import { ClipboardList } from 'lucide-react';
import { ContentCard, ContentEmpty, ContentList } from './content-card.tsx';

/** The class's assignments; creating, assigning and scoring arrive with the assignments feature. */
export function AssignmentsPanel({ assignments }: { assignments: ClassPageDto['assignments'] }) {
  if (assignments.length === 0) {
    return <ContentEmpty icon={<ClipboardList className="size-7" />} title="There are no assignments set." />;
  }
  return (
    <ContentList>
      {assignments.map((assignment) => (
        <li key={assignment.id}>
          <ContentCard title={assignment.title}>
            <p className="text-sm whitespace-pre-line text-slate-700">{assignment.description}</p>
            <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
              <div className="flex gap-1.5">
                <dt className="font-medium text-slate-600">Max. Score</dt>
                <dd className="text-slate-900">{assignment.maximum_score}</dd>
              </div>
              <div className="flex gap-1.5">
                <dt className="font-medium text-slate-600">Response format</dt>
                <dd className="text-slate-900">{assignment.response_format}</dd>
              </div>
            </dl>
          </ContentCard>
        </li>
      ))}
    </ContentList>
  );
}
