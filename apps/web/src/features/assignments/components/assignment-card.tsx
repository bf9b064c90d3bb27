import { ASSIGNMENT_MESSAGES, type AssignmentDto } from '@homeroom/contract/assignments';
import { CircleAlert, Inbox, UserPlus, UsersRound } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { ContentCard, EditMenu } from '../../../components/content-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatNumber } from '../../../lib/format-date.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { ResponseFormatName } from './response-format-name.tsx';
import { AssignmentStudentLink } from './assignment-student-link.tsx';

interface AssignmentCardProps {
  assignment: AssignmentDto;
  onAssign: () => void;
  /** Sets the work to every student of the class; absent when the class has no students. */
  onAssignClass?: () => void;
  isAssigningClass?: boolean;
  onResponses: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One assignment as its teacher sees it: details, the Student Link, Assign, Responses, and a menu. */
export function AssignmentCard({
  assignment,
  onAssign,
  onAssignClass,
  isAssigningClass = false,
  onResponses,
  onEdit,
  onDelete,
}: AssignmentCardProps) {
  const { t } = useTranslation('assignments');
  const assigned = assignment.assignee_count;
  return (
    <ContentCard
      title={assignment.title}
      actions={<EditMenu itemTitle={assignment.title} onEdit={onEdit} onDelete={onDelete} />}
    >
      <p className="text-sm whitespace-pre-line wrap-anywhere text-slate-700">{assignment.description}</p>
      <dl className="flex flex-wrap gap-2 text-sm">
        <div className="flex gap-1.5 rounded-xl bg-slate-50 px-3 py-1.5 ring-1 ring-slate-200">
          <dt className="font-medium text-slate-600">{t('details.maxScore')}</dt>
          <dd className="font-semibold text-slate-900">{formatNumber(assignment.maximum_score)}</dd>
        </div>
        <div className="flex gap-1.5 rounded-xl bg-slate-50 px-3 py-1.5 ring-1 ring-slate-200">
          <dt className="font-medium text-slate-600">{t('details.responseFormat')}</dt>
          <dd className="font-semibold text-slate-900">
            <ResponseFormatName format={assignment.response_format} />
          </dd>
        </div>
      </dl>
      {assigned === 0 && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
          <p className="flex items-center gap-2 font-medium">
            <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
            {translateMessage(ASSIGNMENT_MESSAGES.assignedToNobody)}
          </p>
          <Button
            size="sm"
            icon={<UsersRound aria-hidden="true" className="size-4" />}
            isLoading={isAssigningClass}
            onClick={onAssignClass ?? onAssign}
          >
            {onAssignClass ? translateMessage(ASSIGNMENT_MESSAGES.assignTheClass) : t('card.assignStudents')}
          </Button>
        </div>
      )}
      {assigned !== undefined && assigned > 0 && (
        <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <Inbox aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          {t('card.handedIn', {
            handedIn: formatNumber(assignment.handed_in_count ?? 0),
            assigned: formatNumber(assigned),
          })}
        </p>
      )}
      {assignment.code && <AssignmentStudentLink code={assignment.code} title={assignment.title} />}
      <div className="flex flex-wrap gap-2 pt-1">
        <Button
          variant="secondary"
          size="sm"
          icon={<UserPlus aria-hidden="true" className="size-4" />}
          onClick={onAssign}
        >
          {t('card.assign')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          icon={<Inbox aria-hidden="true" className="size-4" />}
          onClick={onResponses}
        >
          {t('card.responses')}
        </Button>
      </div>
    </ContentCard>
  );
}
