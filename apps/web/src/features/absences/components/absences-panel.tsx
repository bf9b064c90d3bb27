import { ABSENCE_REASONS, type AbsenceReason } from '@homeroom/contract/absences';
import { localDay } from '@homeroom/contract/events';
import { UserCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { ContentEmpty, ContentForm, FormButtons, PanelHeader } from '../../../components/content-card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { FormErrors, StatusMessage } from '../../../components/ui/status-message.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useChildAbsences } from '../api/get-child-absences.ts';
import { useClassAbsences } from '../api/get-class-absences.ts';
import { useReportAbsence } from '../api/report-absence.ts';
import { AbsenceList, REASON_KEYS } from './absence-list.tsx';

export interface AbsencesViewer {
  role: 'teacher' | 'parent' | 'leader';
  /** A class whose year has ended: nothing is reported or acknowledged any more. */
  isReadOnly: boolean;
}

/**
 * The class page's absences (docs/product.md, "Absence notes"): its teachers and its school's
 * leaders see today's; a family reports its own children's and sees them acknowledged, and
 * nothing of other families.
 */
export function AbsencesPanel({ classId, viewer }: { classId: number; viewer: AbsencesViewer }) {
  if (viewer.role === 'parent') return <FamilyAbsences classId={classId} isReadOnly={viewer.isReadOnly} />;
  return <ClassAbsencesToday classId={classId} canAcknowledge={viewer.role === 'teacher' && !viewer.isReadOnly} />;
}

function ClassAbsencesToday({ classId, canAcknowledge }: { classId: number; canAcknowledge: boolean }) {
  const { t } = useTranslation('absences');
  const query = useClassAbsences(classId, localDay());
  if (query.isPending) return <Spinner label={t('panel.loading')} showLabel />;
  if (query.isError) return <StatusMessage tone="error">{t('panel.loadFailed')}</StatusMessage>;
  return (
    <div className="flex flex-col gap-4">
      <PanelHeader title={t('panel.today')} count={query.data.length} />
      {query.data.length === 0 ? (
        <ContentEmpty icon={<UserCheck className="size-6" />} title={t('panel.noneToday')} />
      ) : (
        <AbsenceList absences={query.data} canAcknowledge={canAcknowledge} label={t('panel.today')} />
      )}
    </div>
  );
}

function FamilyAbsences({ classId, isReadOnly }: { classId: number; isReadOnly: boolean }) {
  const { t } = useTranslation('absences');
  const children = useAuthStore((state) => state.account?.parent?.children ?? []).filter((child) => child.school_class.id === classId);
  const [isReporting, setIsReporting] = useState(false);
  const status = useTimedMessage();
  return (
    <div className="flex flex-col gap-4">
      <PanelHeader
        title={t('panel.title')}
        createLabel={!isReadOnly && !isReporting && children.length > 0 ? t('form.open') : undefined}
        onCreate={() => {
          status.clear();
          setIsReporting(true);
        }}
      />
      <p className="text-sm text-slate-600">{t('panel.privacy')}</p>
      {status.message && <StatusMessage tone={status.message.tone}>{status.message.text}</StatusMessage>}
      {isReporting && (
        <ReportForm
          childOptions={children.map((child) => ({ id: child.id, name: child.name }))}
          onDone={() => {
            setIsReporting(false);
            status.show({ tone: 'success', text: t('form.sent') });
          }}
          onCancel={() => setIsReporting(false)}
        />
      )}
      {children.map((child) => (
        <ChildAbsences key={child.id} studentId={child.id} name={child.name} />
      ))}
    </div>
  );
}

function ChildAbsences({ studentId, name }: { studentId: number; name: string }) {
  const { t } = useTranslation('absences');
  const query = useChildAbsences(studentId);
  if (query.isPending) return <Spinner label={t('panel.loading')} />;
  if (query.isError) return <StatusMessage tone="error">{t('panel.loadFailed')}</StatusMessage>;
  return (
    <section className="flex flex-col gap-2" aria-label={t('panel.ofChild', { name })}>
      <h3 className="text-sm font-semibold text-slate-900">{t('panel.ofChild', { name })}</h3>
      {query.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('panel.noneForChild')}</p>
      ) : (
        <AbsenceList absences={query.data} canAcknowledge={false} label={t('panel.ofChild', { name })} />
      )}
    </section>
  );
}

function ReportForm({ childOptions, onDone, onCancel }: { childOptions: { id: number; name: string }[]; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('absences');
  const report = useReportAbsence();
  const [student, setStudent] = useState(String(childOptions[0]?.id ?? ''));
  const [firstDay, setFirstDay] = useState(localDay());
  const [lastDay, setLastDay] = useState('');
  const [reason, setReason] = useState<AbsenceReason>('ill');
  const [note, setNote] = useState('');
  const fieldErrors = report.error instanceof ApiError ? report.error.fieldErrors : {};
  const errorOf = (field: string) => fieldErrors[field]?.map(translateMessage).join('\n');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      await report.mutateAsync({ student: Number(student), first_day: firstDay, last_day: lastDay || null, reason, note });
      onDone();
    } catch {
      // The fields show the refusal.
    }
  }

  return (
    <ContentForm heading={t('form.heading')} onSubmit={(event) => void submit(event)}>
      {childOptions.length > 1 ? (
        <Select label={t('form.child')} value={student} onChange={(event) => setStudent(event.target.value)} error={errorOf('student')}>
          {childOptions.map((child) => (
            <option key={child.id} value={child.id}>
              {child.name}
            </option>
          ))}
        </Select>
      ) : (
        <p className="text-sm text-slate-700">{t('form.forChild', { name: childOptions[0]?.name ?? '' })}</p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label={t('form.firstDay')} type="date" value={firstDay} onChange={(event) => setFirstDay(event.target.value)} error={errorOf('first_day')} required />
        <Input
          label={t('form.lastDay')}
          type="date"
          value={lastDay}
          min={firstDay}
          onChange={(event) => setLastDay(event.target.value)}
          error={errorOf('last_day')}
          hint={t('form.lastDayHint')}
        />
      </div>
      <Select label={t('form.reason')} value={reason} onChange={(event) => setReason(event.target.value as AbsenceReason)} error={errorOf('reason')}>
        {ABSENCE_REASONS.map((option) => (
          <option key={option} value={option}>
            {t(REASON_KEYS[option])}
          </option>
        ))}
      </Select>
      <Textarea label={t('form.note')} value={note} onChange={(event) => setNote(event.target.value)} error={errorOf('note')} rows={3} hint={t('form.noteHint')} />
      {report.error && !(report.error instanceof ApiError && Object.keys(fieldErrors).length > 0) && <FormErrors messages={[t('form.failed')]} />}
      <FormButtons submitLabel={t('form.submit')} isSubmitting={report.isPending} onCancel={onCancel} />
    </ContentForm>
  );
}
