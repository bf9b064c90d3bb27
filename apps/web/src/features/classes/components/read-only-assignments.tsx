import { ASSIGNMENT_MESSAGES, type AssignmentDto } from '@homeroom/contract/assignments';
import { ClipboardList } from 'lucide-react';
import { ContentCard, ContentEmpty, ContentList, PanelHeader } from '../../../components/content-card.tsx';

/** The class's assignments as a leader of the school reads them: what is set, without links, answers or scores. */
export function ReadOnlyAssignments({ assignments }: { assignments: readonly AssignmentDto[] }) {
  return (
    <div className="flex flex-col gap-4">
      <PanelHeader title="Assignments" count={assignments.length} />
      {assignments.length === 0 ? (
        <ContentEmpty icon={<ClipboardList className="size-7" />} title={ASSIGNMENT_MESSAGES.noAssignments} />
      ) : (
        <ContentList>
          {assignments.map((assignment) => (
            <li key={assignment.id}>
              <ContentCard title={assignment.title}>
                <p className="text-sm whitespace-pre-line wrap-anywhere text-slate-700">
                  {assignment.description}
                </p>
                <p className="text-sm text-slate-600">{`Out of ${assignment.maximum_score} · ${assignment.response_format}`}</p>
              </ContentCard>
            </li>
          ))}
        </ContentList>
      )}
    </div>
  );
}
