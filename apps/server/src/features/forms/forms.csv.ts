import type { FormDto } from '@homeroom/contract/forms';

/** The byte order mark spreadsheets need to read the file as UTF-8. */
const BOM = '\uFEFF';

/**
 * One cell: a text a spreadsheet would run as a formula (starting with = + - @, or a tab or
 * carriage return that hides one) gets a leading apostrophe; a cell with a quote, a comma or a
 * line break is quoted, its quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const STATUS_TEXT = { yes: 'Signed: yes', no: 'Signed: no', signed: 'Signed', waiting: 'Waiting' } as const;

/** The answers of a form, one row per child: its class, name, status, signer, time and each answer, then how many earlier answers it corrected. */
export function answersToCsv(form: FormDto): string {
  const header = ['Class', 'Child', 'Status', 'Signed by', 'Signed at', ...form.questions.map((question) => question.label), 'Corrections'];
  const rows = form.children.map((child) => [
    child.school_class.name,
    child.student.name,
    STATUS_TEXT[child.status],
    child.answer?.signed_name ?? '',
    child.answer?.signed_at ?? '',
    ...form.questions.map((_question, index) => {
      const value = child.answer?.answers[index];
      if (value === undefined) return '';
      if (typeof value === 'boolean') return value ? 'Yes' : 'No';
      return value;
    }),
    String(child.history.length),
  ]);
  return BOM + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
