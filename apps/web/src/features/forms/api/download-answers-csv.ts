import { apiRequest } from '../../../lib/api-client.ts';

/** GET school/form-answers-csv/{id}/: the answers as CSV text (sent with the session, so not a plain link). */
export function fetchAnswersCsv(formId: number): Promise<string> {
  return apiRequest<string>(`/school/form-answers-csv/${formId}/`);
}

/** Saves the answers as a CSV file a spreadsheet opens. */
export async function downloadAnswersCsv(formId: number, fileName: string): Promise<void> {
  const text = await fetchAnswersCsv(formId);
  // Reading the answer as text drops its byte order mark, which spreadsheets need to see UTF-8.
  const withMark = text.startsWith('\uFEFF') ? text : `\uFEFF${text}`;
  const url = URL.createObjectURL(new Blob([withMark], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
