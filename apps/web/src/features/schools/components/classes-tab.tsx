import type { TeacherDto } from '@homeroom/contract/accounts';
import { ClassCreateBodySchema } from '@homeroom/contract/classes';
import { SCHOOL_MESSAGES } from '@homeroom/contract/school-fields';
import { Archive, ChevronRight, Plus, Users } from 'lucide-react';
import { Trans, useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { InlineTextForm } from '../../../components/inline-text-form.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useCreateClass } from '../api/create-class.ts';
import { CoteacherInvitations } from './coteacher-invitations.tsx';

/**
 * The teacher's invitations to co-teach, their classes (owned and co-taught) as links to their
 * pages, and a form to create one (docs/product.md, "Classes").
 */
export function ClassesTab({ teacher }: { teacher: TeacherDto }) {
  const { t } = useTranslation('schools');
  // Classes whose year has ended are listed apart, below (docs/decisions.md, "A new school year").
  const classes = teacher.school_classes.filter((schoolClass) => !schoolClass.archived_at);
  const archived = teacher.school_classes.filter((schoolClass) => schoolClass.archived_at);

  return (
    <div className="flex flex-col gap-6">
      <CoteacherInvitations />
      <section aria-labelledby="classes-heading" className="flex flex-col gap-3">
        <h2 id="classes-heading" className="text-base font-semibold text-slate-900">
          {t('classesTab.heading')}
        </h2>
        {classes.length === 0 ? (
          <div className="rounded-2xl ring-1 ring-slate-200">
            <EmptyState icon={<Users className="size-7" />} title={t('classesTab.empty')}>
              {t('classesTab.emptyHint')}
            </EmptyState>
          </div>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {classes.map((schoolClass) => (
              <li key={schoolClass.id}>
                <ClassLink id={schoolClass.id} name={schoolClass.name} />
              </li>
            ))}
          </ul>
        )}
        {(classes.length > 0 || teacher.school_role === 'leader') && (
          <p className="text-sm text-slate-700">
            <Trans
              t={t}
              i18nKey={teacher.school_role === 'leader' ? 'classesTab.importLeader' : 'classesTab.importTeacher'}
              components={[<TextLink key="roster" to="/roster" />]}
            />
          </p>
        )}
      </section>
      <CreateClassForm />
      {archived.length > 0 && (
        <section aria-labelledby="archived-classes-heading" className="flex flex-col gap-3">
          <h2 id="archived-classes-heading" className="text-base font-semibold text-slate-900">
            {t('classesTab.pastYears')}{' '}
            <span className="font-normal text-slate-600">{t('classesTab.archived')}</span>
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {archived.map((schoolClass) => (
              <li key={schoolClass.id}>
                <ClassLink
                  id={schoolClass.id}
                  name={schoolClass.name}
                  archivedAt={schoolClass.archived_at ?? null}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function ClassLink({
  id,
  name,
  archivedAt = null,
}: {
  id: number;
  name: string;
  archivedAt?: string | null;
}) {
  const { t } = useTranslation('schools');
  return (
    <Link
      to={`/class/${id}`}
      className="group flex items-center gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 transition-colors hover:bg-brand-50 hover:ring-brand-200"
    >
      <span
        className={
          archivedAt
            ? 'flex size-10 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-600 ring-1 ring-slate-200 group-hover:bg-white'
            : 'flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 group-hover:bg-white'
        }
      >
        {archivedAt ? (
          <Archive aria-hidden="true" className="size-5" />
        ) : (
          <Users aria-hidden="true" className="size-5" />
        )}
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold break-words text-slate-900">{name}</span>
        {archivedAt && (
          <span className="text-sm text-slate-600">{t('classesTab.yearEnded', { date: formatDate(archivedAt, { month: 'long', year: 'numeric' }) })}</span>
        )}
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-500 rtl:-scale-x-100" />
    </Link>
  );
}

function CreateClassForm() {
  const { t } = useTranslation('schools');
  const createClass = useCreateClass();
  const status = useTimedMessage();
  const { register, errors, isSubmitting, submit, reset } = useApiForm({
    schema: ClassCreateBodySchema,
    defaultValues: { name: '' },
    fields: ['name'],
    onSubmit: async (values) => {
      status.clear();
      try {
        // The schema trims the name before it is sent (docs/product.md, "Classes").
        await createClass.mutateAsync(values);
        reset();
        status.show({ tone: 'success', text: SCHOOL_MESSAGES.classCreated });
      } catch (error) {
        status.show({ tone: 'error', text: SCHOOL_MESSAGES.classCreateFailed });
        throw error;
      }
    },
  });

  return (
    <InlineTextForm
      heading={t('classesTab.create')}
      message={
        status.message && <StatusMessage tone={status.message.tone}>{status.message.text}</StatusMessage>
      }
      field={{
        label: t('classesTab.className'),
        placeholder: t('classesTab.classPlaceholder'),
        error: errors.name?.message,
        ...register('name'),
      }}
      submitLabel={t('classesTab.createSubmit')}
      submitIcon={<Plus aria-hidden="true" className="size-4" />}
      isSubmitting={isSubmitting}
      onSubmit={submit}
      surface="outlined"
    />
  );
}
