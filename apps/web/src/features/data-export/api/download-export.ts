import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client.ts';

/** Where each export is answered (docs/api.md, "Data export"). */
export const EXPORT_PATHS = {
  student: (studentId: number) => `/school/student-export/${studentId}/`,
  account: () => '/school/account-export/',
};

/** Hands the file to the browser's downloads, under the server's name for it. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address may go once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Downloads an export and saves it; pending while the zip comes in. */
export function useDownloadExport(path: string, fallbackName: string) {
  return useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await apiDownload(path);
      saveFile(blob, fileName ?? fallbackName);
    },
  });
}
