import type { ChatExportFormat } from '@homeroom/contract/chat-search';
import { FileDown, Printer } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { useExportConversation } from '../api/export-conversation.ts';

/** 'Printable page' and 'Download PDF' of a conversation, for the record (docs/product.md, "Chat search and export"). */
export function ExportConversation({ groupId }: { groupId: number }) {
  const { t } = useTranslation('chatSearch');
  const exportConversation = useExportConversation(groupId);
  const pending: ChatExportFormat | undefined = exportConversation.isPending ? exportConversation.variables : undefined;
  const error = exportConversation.error instanceof ApiError ? translateMessage(exportConversation.error.message) : exportConversation.error ? t('exportFailed') : null;
  return (
    <section aria-labelledby={`export-${groupId}`} className="flex flex-col gap-2">
      <h2 id={`export-${groupId}`} className="text-sm font-semibold text-slate-900">
        {t('exportHeading')}
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" isLoading={pending === 'html'} disabled={pending !== undefined} onClick={() => exportConversation.mutate('html')}>
          <Printer aria-hidden="true" className="size-4" />
          {t('printable')}
        </Button>
        <Button variant="secondary" size="sm" isLoading={pending === 'pdf'} disabled={pending !== undefined} onClick={() => exportConversation.mutate('pdf')}>
          <FileDown aria-hidden="true" className="size-4" />
          {t('pdf')}
        </Button>
      </div>
      {error && <StatusMessage tone="error">{error}</StatusMessage>}
    </section>
  );
}
