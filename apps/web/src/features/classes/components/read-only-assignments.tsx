import { ASSIGNMENT_MESSAGES, type AssignmentDto } from '@homeroom/contract/assignments';
import { ClipboardList } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { ContentCard, ContentEmpty, ContentList, PanelHeader } from '../../../components/content-card.tsx';
import { formatNumber } from '../../../lib/format-date.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';

const FORMAT_KEYS = {
  Text: 'readOnly.formats.text',
  Image: 'readOnly.formats.image',
  Video: 'readOnly.formats.video',
} as const satisfies Record<AssignmentDto['response_format'], string>;

/** The class's assignments as a leader of the school reads them: what is set, without links, answers or scores. */
export function ReadOnlyAssignments({ assignments }: { assignments: readonly AssignmentDto[] }) {
  const { t } = useTranslation('classes');
  return (
    <div className="flex flex-col gap-4">
      <PanelHeader title={t('readOnly.assignments')} count={assignments.length} />
      {assignments.length === 0 ? (
        <ContentEmpty
          icon={<ClipboardList className="size-7" />}
          title={translateMessage(ASSIGNMENT_MESSAGES.noAssignments)}
        />
      ) : (
        <ContentList>
          {assignments.map((assignment) => (
            <li key={assignment.id}>
              <ContentCard title={assignment.title}>
                <p className="text-sm whitespace-pre-line wrap-anywhere text-slate-700">
                  {assignment.description}
                </p>
                <p className="text-sm text-slate-600">{`${t('readOnly.outOf', { score: formatNumber(assignment.maximum_score) })} · ${t(FORMAT_KEYS[assignment.response_format])}`}</p>
              </ContentCard>
            </li>
          ))}
        </ContentList>
      )}
    </div>
  );
}
