import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EXPORT_PATHS } from '../api/download-export.ts';
import { DownloadExportButton } from './download-export-button.tsx';

/** On a child's page, for their guardian: everything Homeroom holds about the child in one zip. */
export function StudentExportCard({ studentId, name }: { studentId: number; name: string }) {
  const { t } = useTranslation('dataExport');
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <h2 className="text-base font-semibold text-slate-900">{t('student.heading')}</h2>
      <DownloadExportButton
        path={EXPORT_PATHS.student(studentId)}
        fallbackName="homeroom-child.zip"
        label={t('student.download', { name })}
        description={t('student.description', { name })}
      />
    </Card>
  );
}
