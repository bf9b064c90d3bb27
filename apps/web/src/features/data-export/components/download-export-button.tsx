import { Download } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDownloadExport } from '../api/download-export.ts';

interface DownloadExportButtonProps {
  path: string;
  fallbackName: string;
  label: string;
  /** What the file holds, said under the button. */
  description: string;
}

/** One click to a zip of someone's data; says so while it comes in, and says why when it fails. */
export function DownloadExportButton({ path, fallbackName, label, description }: DownloadExportButtonProps) {
  const { t } = useTranslation('dataExport');
  const download = useDownloadExport(path, fallbackName);
  const error = download.error instanceof ApiError ? download.error.message : download.error ? t('failed') : null;
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-sm text-slate-600">{description}</p>
      <Button
        variant="secondary"
        icon={<Download aria-hidden="true" className="size-4" />}
        isLoading={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? t('preparing') : label}
      </Button>
      {error && <StatusMessage tone="error">{error}</StatusMessage>}
    </div>
  );
}
