import type { ChildDto, ParentDto } from '@homeroom/contract/accounts';
import { SCHOOL_MESSAGES } from '@homeroom/contract/school-fields';
import { UseInviteCodeBodySchema } from '@homeroom/contract/students';
import { useQueryClient } from '@tanstack/react-query';
import { Baby, GraduationCap, Link2, School, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { InlineTextForm } from '../../../components/inline-text-form.tsx';
import { StudentPhotoUpload } from '../../../components/student-photo-upload.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/current-user.ts';
import { teacherNamesOf } from '../../../lib/full-name.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useLinkChild } from '../api/link-child.ts';

/** The parent's linked children, and the invite code that links another (docs/product.md, "Invite codes"). */
export function ChildrenTab({ parent }: { parent: ParentDto }) {
  const { t } = useTranslation('schools');
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="children-heading" className="flex flex-col gap-3">
        <h2 id="children-heading" className="text-base font-semibold text-slate-900">
          {t('children.heading')}
        </h2>
        {parent.children.length === 0 ? (
          <div className="rounded-2xl ring-1 ring-slate-200">
            <EmptyState icon={<Baby className="size-7" />} title={translateMessage(SCHOOL_MESSAGES.noChildren)}>
              {t('children.emptyHint')}
            </EmptyState>
          </div>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {parent.children.map((child) => (
              <li key={child.id}>
                <ChildCard child={child} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <LinkChildForm />
    </div>
  );
}

function ChildCard({ child }: { child: ChildDto }) {
  const { t } = useTranslation('schools');
  const queryClient = useQueryClient();
  const { school_class: schoolClass } = child;

  return (
    <article
      aria-labelledby={`child-${child.id}-name`}
      className="flex h-full flex-col gap-4 rounded-2xl p-4 ring-1 ring-slate-200 sm:p-5"
    >
      <div className="flex items-center gap-4">
        <Avatar name={child.name} src={child.image} size="lg" className="shadow-sm ring-4 ring-white" />
        <h3
          id={`child-${child.id}-name`}
          className="min-w-0 text-lg font-semibold break-words text-slate-900"
        >
          {child.name}
        </h3>
      </div>
      <dl className="flex flex-col gap-2 text-sm">
        <ChildDetail icon={<Users className="size-4" />} term={t('children.class')}>
          <TextLink to={`/class/${schoolClass.id}`}>{schoolClass.name}</TextLink>
        </ChildDetail>
        <ChildDetail
          icon={<GraduationCap className="size-4" />}
          term={schoolClass.teachers.length > 1 ? t('children.teachers') : t('children.teacher')}
        >
          {teacherNamesOf(schoolClass)}
        </ChildDetail>
        {schoolClass.school && (
          <ChildDetail icon={<School className="size-4" />} term={t('children.school')}>
            {schoolClass.school.name}
          </ChildDetail>
        )}
      </dl>
      <div className="mt-auto border-t border-slate-100 pt-4">
        <StudentPhotoUpload
          studentId={child.id}
          studentName={child.name}
          label={t('children.upload')}
          align="start"
          onUploaded={() => queryClient.invalidateQueries({ queryKey: currentUserQueryKey })}
        >
          <ButtonLink to={`/studentProfile/${child.id}`} size="sm">
            {t('children.portfolio')}
          </ButtonLink>
        </StudentPhotoUpload>
      </div>
    </article>
  );
}

function ChildDetail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <span aria-hidden="true" className="mt-0.5 text-slate-500">
        {icon}
      </span>
      <dt className="w-24 shrink-0 font-medium text-slate-600">{term}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

function LinkChildForm() {
  const { t } = useTranslation('schools');
  const linkChild = useLinkChild();
  const status = useTimedMessage();
  const { register, errors, isSubmitting, submit, reset } = useApiForm({
    schema: UseInviteCodeBodySchema,
    defaultValues: { code: '' },
    fields: ['code'],
    onSubmit: async ({ code }) => {
      status.clear();
      try {
        await linkChild.mutateAsync(code);
        reset();
        status.show({ tone: 'success', text: SCHOOL_MESSAGES.childAdded });
      } catch (error) {
        // Too many wrong codes: "double check the code" would not help, the wait would.
        const text =
          error instanceof ApiError && error.status === 429 ? error.message : SCHOOL_MESSAGES.childLinkFailed;
        status.show({ tone: 'error', text });
      }
    },
  });

  return (
    <InlineTextForm
      heading={t('children.link')}
      description={t('children.linkHint')}
      message={
        status.message && <StatusMessage tone={status.message.tone}>{status.message.text}</StatusMessage>
      }
      field={{
        label: t('children.code'),
        autoCapitalize: 'characters',
        spellCheck: false,
        error: errors.code?.message,
        className: '[&_input]:font-mono [&_input]:tracking-widest [&_input]:uppercase',
        ...register('code'),
      }}
      submitLabel={t('children.linkSubmit')}
      submitIcon={<Link2 aria-hidden="true" className="size-4" />}
      isSubmitting={isSubmitting}
      onSubmit={submit}
      surface="outlined"
    />
  );
}
