import type { FormDto } from '@homeroom/contract/forms';
import type { ClassStudentDto } from '@homeroom/contract/students';
import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { ContentEmpty, ContentList, PanelHeader } from '../../../components/content-card.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useForms } from '../api/list-forms.ts';
import { FormCreateForm } from './form-create-form.tsx';
import { FormStatusBadge } from './form-status-badge.tsx';

/** How many children are at each status. */
export function countStatuses(form: FormDto) {
  const counts = { yes: 0, no: 0, signed: 0, waiting: 0 };
  for (const child of form.children) counts[child.status] += 1;
  return counts;
}

/** One form in a list: its title, deadline, and where its children stand. */
export function FormSummary({ form, showsChildren }: { form: FormDto; showsChildren: boolean }) {
  const { t } = useTranslation('forms');
  return (
    <li className="flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <TextLink to={`/forms/${form.id}`} className="text-base font-semibold" aria-label={t('panel.view', { title: form.title })}>
          {form.title}
        </TextLink>
        <span className="text-sm text-slate-700">
          {form.is_open ? t('panel.deadline', { date: formatDateTime(form.deadline) }) : t('panel.closed')}
        </span>
      </div>
      {showsChildren ? (
        <ul className="flex flex-wrap gap-2">
          {form.children.map((child) => (
            <li key={child.student.id} className="flex items-center gap-2 text-sm text-slate-800">
              {child.student.name} <FormStatusBadge status={child.status} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">{t('panel.summary', countStatuses(form))}</p>
      )}
    </li>
  );
}

interface FormsPanelProps {
  classId: number;
  students: ClassStudentDto[];
  /** The class's teacher, whose year has not ended: they send forms. */
  canManage: boolean;
}

/** The class page's forms: the staff see each form's answers at a glance and send new ones; a family sees its own children's. */
export function FormsPanel({ classId, students, canManage }: FormsPanelProps) {
  const { t } = useTranslation('forms');
  const formsQuery = useForms(classId);
  const [isCreating, setIsCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section className="flex flex-col gap-4" aria-label={t('panel.title')}>
      <PanelHeader
        title={t('panel.title')}
        count={formsQuery.data?.length}
        createLabel={canManage && !isCreating ? t('panel.create') : undefined}
        onCreate={() => {
          setNotice(null);
          setIsCreating(true);
        }}
      />
      {notice && <StatusMessage tone="success">{notice}</StatusMessage>}
      {isCreating && (
        <FormCreateForm
          audience={{ classId, students }}
          onCancel={() => setIsCreating(false)}
          onDone={(message) => {
            setIsCreating(false);
            setNotice(message);
          }}
        />
      )}
      {formsQuery.isPending ? (
        <Spinner label={t('page.loading')} />
      ) : formsQuery.isError ? (
        <LoadError onRetry={() => void formsQuery.refetch()} isRetrying={formsQuery.isFetching}>
          {t('page.loadFailed')}
        </LoadError>
      ) : formsQuery.data.length === 0 ? (
        <ContentEmpty icon={<ClipboardCheck aria-hidden="true" className="size-6" />} title={t('panel.empty')} />
      ) : (
        <ContentList>
          {formsQuery.data.map((form) => (
            <FormSummary key={form.id} form={form} showsChildren={!form.can_manage} />
          ))}
        </ContentList>
      )}
    </section>
  );
}
