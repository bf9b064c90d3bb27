import type { AssignmentDto } from '@homeroom/contract/assignments';
import { Inbox, UserPlus } from 'lucide-react';
import { ContentCard, EditMenu } from '../../../components/content-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { AssignmentStudentLink } from './assignment-student-link.tsx';

interface AssignmentCardProps {
  assignment: AssignmentDto;
  onAssign: () => void;
  onResponses: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One assignment as its teacher sees it: details, the Student Link, Assign, Responses, and a menu. */
export function AssignmentCard({ assignment, onAssign, onResponses, onEdit, onDelete }: AssignmentCardProps) {
  return (
    <ContentCard
      title={assignment.title}
      actions={<EditMenu itemTitle={assignment.title} onEdit={onEdit} onDelete={onDelete} />}
    >
      <p className="text-sm whitespace-pre-line break-words text-slate-700">{assignment.description}</p>
      <dl className="flex flex-wrap gap-2 text-sm">
        <div className="flex gap-1.5 rounded-xl bg-slate-50 px-3 py-1.5 ring-1 ring-slate-200">
          <dt className="font-medium text-slate-600">Max. Score</dt>
          <dd className="font-semibold text-slate-900">{assignment.maximum_score}</dd>
        </div>
        <div className="flex gap-1.5 rounded-xl bg-slate-50 px-3 py-1.5 ring-1 ring-slate-200">
          <dt className="font-medium text-slate-600">Response format</dt>
          <dd className="font-semibold text-slate-900">{assignment.response_format}</dd>
        </div>
      </dl>
      {assignment.code && <AssignmentStudentLink code={assignment.code} title={assignment.title} />}
      <div className="flex flex-wrap gap-2 pt-1">
        <Button
          variant="secondary"
          size="sm"
          icon={<UserPlus aria-hidden="true" className="size-4" />}
          onClick={onAssign}
        >
          Assign
        </Button>
        <Button
          variant="secondary"
          size="sm"
          icon={<Inbox aria-hidden="true" className="size-4" />}
          onClick={onResponses}
        >
          Responses
        </Button>
      </div>
    </ContentCard>
  );
}
