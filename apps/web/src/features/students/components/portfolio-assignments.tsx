import {
  ASSIGNMENT_MESSAGES,
  type PortfolioItemDto,
  type ResponseFormat,
} from '@homeroom/contract/assignments';
import { ClipboardList, Upload } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { AssignmentWork } from '../../../components/assignment-work.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { classNames } from '../../../lib/class-names.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';

/** Each response format's name in the app's language. */
const FORMAT_KEYS = {
  Text: 'portfolio.formats.text',
  Image: 'portfolio.formats.image',
  Video: 'portfolio.formats.video',
} as const satisfies Record<ResponseFormat, string>;

/** The student's assignments with score, feedback and the work handed in (docs/product.md, "Portfolio"). */
export function PortfolioAssignments({ name, items }: { name: string; items: readonly PortfolioItemDto[] }) {
  const { t } = useTranslation('students');
  if (items.length === 0) {
    return (
      <div className="rounded-2xl ring-1 ring-slate-200">
        <EmptyState
          icon={<ClipboardList className="size-7" />}
          title={t('portfolio.noAssignments', { name })}
        />
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {items.map((item) => (
        <li key={item.assignment.id}>
          <PortfolioAssignment name={name} item={item} />
        </li>
      ))}
    </ul>
  );
}

function PortfolioAssignment({ name, item }: { name: string; item: PortfolioItemDto }) {
  const { t } = useTranslation('students');
  const { assignment, score, feedback } = item;
  // One response per assignee; docs/product.md, "Data": the first item is the one shown.
  const response = item.assignment_responses[0];
  const headingId = `portfolio-assignment-${assignment.id}`;

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl p-4 ring-1 ring-slate-200 sm:p-5"
    >
      <div className="flex items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={headingId} className="font-semibold break-words text-slate-900">
            {assignment.title}
          </h3>
          <p className="text-sm whitespace-pre-line wrap-anywhere text-slate-700">{assignment.description}</p>
        </div>
        <p
          className={classNames(
            'shrink-0 rounded-xl px-3 py-1.5 text-sm font-bold whitespace-nowrap ring-1',
            score === null
              ? 'bg-slate-50 text-slate-700 ring-slate-200'
              : 'bg-brand-50 text-brand-800 ring-brand-100',
          )}
        >
          <span className="sr-only">{t('portfolio.score')}</span>
          {`${score ?? '--'} / ${assignment.maximum_score}`}
        </p>
      </div>

      <div className="flex flex-col gap-1 rounded-xl bg-accent-50 px-3 py-2 ring-1 ring-accent-100">
        <p className="text-xs font-semibold tracking-wide text-slate-700 uppercase">
          {t('portfolio.feedback')}
        </p>
        <p className="text-sm whitespace-pre-line wrap-anywhere text-slate-800">
          {feedback || translateMessage(ASSIGNMENT_MESSAGES.noFeedbackYet)}
        </p>
      </div>

      {response ? (
        <div className="flex flex-col gap-1.5">
          <p className="text-xs font-semibold tracking-wide text-slate-700 uppercase">
            {t('portfolio.workHandedIn', { format: t(FORMAT_KEYS[assignment.response_format]) })}
          </p>
          <AssignmentWork format={assignment.response_format} response={response} studentName={name} />
        </div>
      ) : (
        assignment.code && (
          <ButtonLink
            to={`/assignment/${assignment.code}/`}
            variant="secondary"
            size="sm"
            icon={<Upload aria-hidden="true" className="size-4" />}
            className="self-start"
          >
            {translateMessage(ASSIGNMENT_MESSAGES.uploadYourWork)}
          </ButtonLink>
        )
      )}
    </article>
  );
}
