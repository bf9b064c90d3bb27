import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET school/roster-template/ and saves it: the call needs the token header, which a plain link
 * cannot send, so the file is fetched and handed to the browser as a download.
 */
export async function downloadRosterTemplate(): Promise<void> {
  const csv = await apiRequest<string>('/school/roster-template/');
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'homeroom-roster.csv';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
