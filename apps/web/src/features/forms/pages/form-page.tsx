import type { FormChildDto, FormDto } from '@homeroom/contract/forms';
import { ArrowLeft, BellRing, Download, FileText, Printer, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { useParams } from 'react-router';
import { PageGate } from '../../../components/page-gate.tsx';
import { PageMessage } from '../../../components/page-message.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { idFromParam } from '../../../lib/route-id.ts';
import { useChangeFormDeadline } from '../api/change-form-deadline.ts';
import { downloadAnswersCsv } from '../api/download-answers-csv.ts';
import { useFormDetail } from '../api/get-form.ts';
import { useRemindForm } from '../api/remind-form.ts';
import { FormAnswerForm } from '../components/form-answer-form.tsx';
import { FormAnswersTable, useAnswerText } from '../components/form-answers-table.tsx';
import { FormStatusBadge } from '../components/form-status-badge.tsx';

function FormNotFound() {
  const { t } = useTranslation('forms');
  return (
    <PageMessage
      icon={<SearchX className="size-7" />}
      title={t('page.notFound')}
      action={<ButtonLink to="/home">{t('page.backHome')}</ButtonLink>}
    >
      {t('page.notFoundHint')}
    </PageMessage>
  );
}

/** The value of a datetime-local input for a moment, in the device's time zone. */
function localInputValue(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The staff's tools: remind those waiting, download the CSV, print, move the deadline. */
function StaffTools({ form }: { form: FormDto }) {
  const { t } = useTranslation('forms');
  const remind = useRemindForm(form.id);
  const changeDeadline = useChangeFormDeadline(form.id);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error' | 'info'; text: string } | null>(null);
  const [deadline, setDeadline] = useState(() => localInputValue(form.deadline));
  const [deadlineError, setDeadlineError] = useState<string | undefined>();
  const [isDownloading, setIsDownloading] = useState(false);
  const waiting = form.children.filter((child) => child.status === 'waiting').length;

  return (
    <div className="flex flex-col gap-4 print:hidden">
      {notice && <StatusMessage tone={notice.tone}>{notice.text}</StatusMessage>}
      <div className="flex flex-wrap gap-2">
        <Button
          icon={<BellRing aria-hidden="true" className="size-4" />}
          isLoading={remind.isPending}
          disabled={waiting === 0}
          onClick={() =>
            remind.mutate(undefined, {
              onSuccess: (result) =>
                setNotice(
                  result.guardians === 0
                    ? { tone: 'info', text: t('staff.noneWaiting') }
                    : { tone: 'success', text: t('staff.reminded', { count: result.guardians }) },
                ),
              onError: (error) => setNotice({ tone: 'error', text: error.message }),
            })
          }
        >
          {t('staff.remind')}
        </Button>
        <Button
          variant="secondary"
          icon={<Download aria-hidden="true" className="size-4" />}
          isLoading={isDownloading}
          onClick={() => {
            setIsDownloading(true);
            downloadAnswersCsv(form.id, `form-${form.id}.csv`)
              .catch((error: unknown) => setNotice({ tone: 'error', text: error instanceof Error ? error.message : String(error) }))
              .finally(() => setIsDownloading(false));
          }}
        >
          {t('staff.downloadCsv')}
        </Button>
        <Button variant="secondary" icon={<Printer aria-hidden="true" className="size-4" />} onClick={() => window.print()}>
          {t('staff.print')}
        </Button>
      </div>
      {waiting === 0 && <p className="text-sm text-slate-700">{t('staff.noneWaiting')}</p>}
      <form
        noValidate
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setDeadlineError(undefined);
          const moment = new Date(deadline);
          changeDeadline.mutate(Number.isNaN(moment.getTime()) ? deadline : moment.toISOString(), {
            onSuccess: () => setNotice({ tone: 'success', text: t('staff.extended') }),
            onError: (error) =>
              error instanceof ApiError && error.fieldErrors.deadline
                ? setDeadlineError(error.fieldErrors.deadline.join('\n'))
                : setNotice({ tone: 'error', text: error.message }),
          });
        }}
      >
        <Input
          label={t('staff.newDeadline')}
          type="datetime-local"
          value={deadline}
          onChange={(event) => setDeadline(event.target.value)}
          error={deadlineError}
          className="sm:w-72"
        />
        <Button type="submit" variant="secondary" isLoading={changeDeadline.isPending}>
          {t('staff.extend')}
        </Button>
      </form>
    </div>
  );
}

/** A guardian's child: the answer that counts and the earlier ones, or the form to sign while it is open. */
function ChildAnswer({ form, child }: { form: FormDto; child: FormChildDto }) {
  const { t } = useTranslation('forms');
  const answerText = useAnswerText();
  const [isCorrecting, setIsCorrecting] = useState(false);
  const [thanks, setThanks] = useState(false);
  const done = () => {
    setIsCorrecting(false);
    setThanks(true);
  };
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">{child.student.name}</h2>
        <FormStatusBadge status={child.status} />
      </div>
      {thanks && <StatusMessage tone="success">{t('answer.thanks')}</StatusMessage>}
      {child.answer && !isCorrecting && (
        <div className="flex flex-col gap-2">
          <dl className="flex flex-col gap-2">
            {form.questions.map((question, index) => (
              <div key={index}>
                <dt className="text-sm text-slate-600">{question.label}</dt>
                <dd className="text-base text-slate-900">{answerText(child.answer?.answers[index])}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-slate-700">
            {t('answer.signedBy', { name: child.answer.signed_name, date: formatDateTime(child.answer.signed_at) })}
          </p>
          {form.is_open && (
            <div>
              <Button variant="secondary" size="sm" onClick={() => setIsCorrecting(true)}>
                {t('answer.correct')}
              </Button>
            </div>
          )}
        </div>
      )}
      {form.is_open && !child.answer && <FormAnswerForm form={form} child={child} onDone={done} />}
      {form.is_open && child.answer && isCorrecting && (
        <FormAnswerForm form={form} child={child} corrects={child.answer.id} onDone={done} onCancel={() => setIsCorrecting(false)} />
      )}
      {child.history.length > 0 && (
        <details className="text-sm text-slate-700">
          <summary className="cursor-pointer">{t('answer.history')}</summary>
          <ul className="mt-2 flex flex-col gap-1">
            {child.history.map((earlier) => (
              <li key={earlier.id}>
                {t('answer.signedBy', { name: earlier.signed_name, date: formatDateTime(earlier.signed_at) })}:{' '}
                {earlier.answers.map((value) => answerText(value)).join(' · ')}
              </li>
            ))}
          </ul>
        </details>
      )}
    </Card>
  );
}

/** /forms/{id}: the form's text and PDF; the staff's answers child by child, or a family's own children to sign for. */
export function FormPage() {
  const { t } = useTranslation('forms');
  const formId = idFromParam(useParams().formId ?? '');
  const formQuery = useFormDetail(formId ?? 0);
  if (formId === null) return <FormNotFound />;
  return (
    <PageGate
      query={formQuery}
      loadingLabel={t('page.loading')}
      notFound={<FormNotFound />}
      loadError={{ title: t('panel.title'), heading: t('page.loadFailed') }}
    >
      {(form) => (
        <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6">
          <div className="print:hidden">
            <ButtonLink to={form.can_manage && form.classes[0] ? `/class/${form.classes[0].id}?tab=forms` : '/forms'} variant="ghost" size="sm" icon={<ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />}>
              {form.can_manage ? (form.classes[0]?.name ?? t('panel.title')) : t('list.heading')}
            </ButtonLink>
          </div>
          <header className="flex flex-col gap-2">
            <h1 dir="auto" className="text-2xl font-semibold text-slate-900">{form.title}</h1>
            <p className="text-sm text-slate-700">{t('page.classes', { classes: form.classes.map((item) => item.name).join(', ') })}</p>
            {form.is_open ? (
              <p className="text-sm font-medium text-slate-900">{t('page.deadline', { date: formatDateTime(form.deadline) })}</p>
            ) : (
              <StatusMessage tone="info">{t('page.closed')}</StatusMessage>
            )}
          </header>
          <p dir="auto" className="whitespace-pre-wrap text-base text-slate-900">{form.text}</p>
          {form.pdf && (
            <div className="print:hidden">
              <ButtonLink to={form.pdf} target="_blank" rel="noopener" variant="secondary" icon={<FileText aria-hidden="true" className="size-4" />}>
                {t('page.pdf')}
              </ButtonLink>
            </div>
          )}
          {form.can_manage ? (
            <section className="flex flex-col gap-4" aria-labelledby="form-answers-heading">
              <h2 id="form-answers-heading" className="text-lg font-semibold text-slate-900">
                {t('staff.heading')}
              </h2>
              <StaffTools form={form} />
              <FormAnswersTable form={form} />
            </section>
          ) : (
            form.children.map((child) => <ChildAnswer key={child.student.id} form={form} child={child} />)
          )}
        </div>
      )}
    </PageGate>
  );
}
