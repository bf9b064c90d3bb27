import type { ChatExportFormat } from '@homeroom/contract/chat-search';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client.ts';

/** GET school/chat-export/{groupId}/?format=html|pdf: the conversation for the record. */
export function exportConversationPath(groupId: number, format: ChatExportFormat): string {
  return `/school/chat-export/${groupId}/?format=${format}`;
}

/** Hands a file to the browser's downloads under the server's name for it. */
function saveFile(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Fetches an export with the signed-in token: the printable page opens in a new tab (saved
 * instead where the browser blocks the tab), the PDF is saved.
 */
export function useExportConversation(groupId: number) {
  return useMutation({
    mutationFn: async (format: ChatExportFormat) => {
      // Opened before the answer comes, while the click still counts as the person's: browsers block later tabs.
      const tab = format === 'html' ? window.open('', '_blank') : null;
      try {
        const { blob, fileName } = await apiDownload(exportConversationPath(groupId, format));
        const url = URL.createObjectURL(blob);
        if (tab) tab.location.href = url;
        else saveFile(url, fileName ?? `conversation-${groupId}.${format}`);
        // The tab or the download has read it by then.
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
  });
}
