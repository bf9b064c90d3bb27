import {
  ROSTER_COLUMNS,
  ROSTER_MAX_ROWS,
  ROSTER_MESSAGES,
  type RosterClassDto,
  type RosterImportDto,
} from '@homeroom/contract/roster';
import { ArrowLeft, Download, FileUp, Lock, PartyPopper, Upload, Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { Trans, useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { useSearchParams } from 'react-router';
import { PageGate } from '../../../components/page-gate.tsx';
import { PageMessage } from '../../../components/page-message.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { HiddenFileInput } from '../../../components/ui/hidden-file-input.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format-date.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { idFromParam } from '../../../lib/route-id.ts';
import { downloadRosterTemplate } from '../api/download-template.ts';
import { useImportRoster } from '../api/import-roster.ts';
import { useRosterClasses } from '../api/list-roster-classes.ts';
import { usePreviewRoster } from '../api/preview-roster.ts';
import { RosterPreview } from '../components/roster-preview.tsx';

/**
 * /roster?class=ID: a teacher (their classes) or a school leader (any class of the school) uploads
 * a CSV of students and their guardians' e-mails, checks the preview, and imports it
 * (docs/decisions.md, "Roster import").
 */
export function RosterImportPage() {
  const { t } = useTranslation('roster');
  const classesQuery = useRosterClasses();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <title>{t('page.pageTitle')}</title>
      <PageGate
        query={classesQuery}
        loadingLabel={t('page.loading')}
        forbidden={<NotForYou />}
        notFound={<NotForYou />}
        loadError={{ title: t('page.title'), heading: t('page.loadErrorHeading') }}
      >
        {(classes) => <RosterImport classes={classes} />}
      </PageGate>
    </div>
  );
}

function NotForYou() {
  const { t } = useTranslation('roster');
  return (
    <PageMessage
      icon={<Lock className="size-7" />}
      title={t('page.notForYouTitle')}
      action={<ButtonLink to="/home">{t('page.goHome')}</ButtonLink>}
    >
      {t('page.notForYouText')}
    </PageMessage>
  );
}

function RosterImport({ classes }: { classes: RosterClassDto[] }) {
  const { t } = useTranslation('roster');
  const [searchParams] = useSearchParams();
  const requested = idFromParam(searchParams.get('class') ?? undefined);
  const fromClass = classes.find((schoolClass) => schoolClass.id === requested) ?? null;
  const [classId, setClassId] = useState<number | null>(
    fromClass?.id ?? (classes.length === 1 ? classes[0]!.id : null),
  );
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [result, setResult] = useState<{
    done: RosterImportDto;
    classes: { id: number; name: string }[];
  } | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [templateError, setTemplateError] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const preview = usePreviewRoster();
  const importRoster = useImportRoster();

  const back = fromClass
    ? { to: `/class/${fromClass.id}?tab=classroom`, label: fromClass.name }
    : { to: '/profile?tab=classes', label: t('page.backToClasses') };

  function runPreview(next: { name: string; csv: string }, nextClassId: number | null) {
    setResult(null);
    importRoster.reset();
    preview.mutate({ csv: next.csv, school_class: nextClassId });
  }

  async function chooseFile(chosen: File | undefined) {
    if (!chosen) return;
    const next = { name: chosen.name, csv: await chosen.text() };
    setFile(next);
    runPreview(next, classId);
  }

  async function confirmImport() {
    if (!file || !preview.data) return;
    const imported = new Map(
      preview.data.rows.flatMap((row) =>
        row.school_class ? [[row.school_class.id, row.school_class] as const] : [],
      ),
    );
    try {
      const done = await importRoster.mutateAsync({
        csv: file.csv,
        school_class: classId,
        classIds: [...imported.keys()],
      });
      setResult({ done, classes: [...imported.values()] });
      preview.reset();
      setFile(null);
    } finally {
      setIsConfirming(false);
    }
  }

  if (classes.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<Users className="size-7" />}
          title={t('page.noClassTitle')}
          titleAs="h1"
          action={<ButtonLink to="/profile?tab=classes">{t('page.createClass')}</ButtonLink>}
        >
          {t('page.noClassText')}
        </EmptyState>
      </Card>
    );
  }

  const previewErrors =
    preview.error instanceof ApiError
      ? preview.error.messages
      : preview.error
        ? [t('page.readFailed')]
        : null;
  const importErrors =
    importRoster.error instanceof ApiError
      ? importRoster.error.messages
      : importRoster.error
        ? [t('page.importFailed')]
        : null;

  return (
    <>
      <TextLink to={back.to} className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm">
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {back.label}
      </TextLink>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('page.title')}</h1>
        <p className="text-slate-600">{t('page.intro')}</p>
      </header>

      <Card className="flex flex-col gap-4">
        <h2 className="text-base font-semibold text-slate-900">{t('template.heading')}</h2>
        <p className="text-sm text-slate-700">
          <Trans
            t={t}
            i18nKey={'template.text'}
            values={{ columns: ROSTER_COLUMNS.join(','), max: formatNumber(ROSTER_MAX_ROWS) }}
            components={{
              1: <code dir="ltr" className="rounded bg-slate-100 px-1 py-0.5 text-xs wrap-anywhere" />,
            }}
          />
        </p>
        <div>
          <Button
            variant="secondary"
            icon={<Download aria-hidden="true" className="size-4" />}
            onClick={() => {
              setTemplateError(false);
              downloadRosterTemplate().catch(() => setTemplateError(true));
            }}
          >
            {t('template.download')}
          </Button>
        </div>
        {templateError && <StatusMessage tone="error">{t('template.downloadFailed')}</StatusMessage>}
      </Card>

      <Card className="flex flex-col gap-4">
        <h2 className="text-base font-semibold text-slate-900">{t('upload.heading')}</h2>
        <Select
          label={t('upload.classLabel')}
          hint={t('upload.classHint')}
          value={classId ?? ''}
          onChange={(event) => {
            const next = event.target.value === '' ? null : Number(event.target.value);
            setClassId(next);
            if (file) runPreview(file, next);
          }}
        >
          <option value="">{t('upload.noClass')}</option>
          {classes.map((schoolClass) => (
            <option key={schoolClass.id} value={schoolClass.id}>
              {t('upload.classOption', { name: schoolClass.name, teacher: schoolClass.teacher })}
            </option>
          ))}
        </Select>
        <HiddenFileInput
          ref={fileInput}
          accept=".csv,text/csv"
          onChange={(event) => {
            void chooseFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button
            icon={<FileUp aria-hidden="true" className="size-4" />}
            isLoading={preview.isPending}
            onClick={() => fileInput.current?.click()}
          >
            {file ? t('upload.chooseAnother') : t('upload.chooseFile')}
          </Button>
          {file && <span className="min-w-0 text-sm break-all text-slate-700">{file.name}</span>}
        </div>
        {previewErrors && <StatusMessage tone="error">{previewErrors}</StatusMessage>}
      </Card>

      {result && (
        <Card>
          <EmptyState
            icon={<PartyPopper className="size-7" />}
            title={translateMessage(ROSTER_MESSAGES.importDone)}
            titleAs="h2"
            action={
              <div className="flex flex-wrap justify-center gap-3">
                {result.classes.map((schoolClass) => (
                  <ButtonLink
                    key={schoolClass.id}
                    to={`/class/${schoolClass.id}?tab=classroom`}
                    variant="secondary"
                  >
                    {t('result.openClass', { name: schoolClass.name })}
                  </ButtonLink>
                ))}
              </div>
            }
          >
            <div role="status">
              <ul className="flex flex-col gap-1">
                <li>{t('result.created', { count: result.done.created_students })}</li>
                <li>{t('result.existing', { number: formatNumber(result.done.existing_students) })}</li>
                <li>{t('result.invitations', { count: result.done.invitations_sent })}</li>
              </ul>
            </div>
          </EmptyState>
        </Card>
      )}

      {preview.data && file && (
        <Card className="flex flex-col gap-4">
          <RosterPreview key={file.name + String(classId)} preview={preview.data} />
          {importErrors && <StatusMessage tone="error">{importErrors}</StatusMessage>}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button
              icon={<Upload aria-hidden="true" className="size-4" />}
              disabled={!preview.data.can_import}
              onClick={() => setIsConfirming(true)}
            >
              {t('confirm.importButton')}
            </Button>
          </div>
        </Card>
      )}

      <Modal
        open={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={t('confirm.title')}
        footer={
          <>
            <Button
              variant="secondary"
              onClick={() => setIsConfirming(false)}
              disabled={importRoster.isPending}
            >
              {t('confirm.cancel')}
            </Button>
            <Button
              isLoading={importRoster.isPending}
              onClick={() => void confirmImport().catch(() => undefined)}
            >
              {t('confirm.import')}
            </Button>
          </>
        }
      >
        <p className="text-slate-700">
          {preview.data
            ? t('confirm.summary', {
                count: preview.data.summary.invitations,
                students: t('confirm.newStudents', { count: preview.data.summary.new_students }),
              })
            : translateMessage(ROSTER_MESSAGES.importConfirm)}
        </p>
      </Modal>
    </>
  );
}
