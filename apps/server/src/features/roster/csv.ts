/** A line of a CSV file: its cells, and the line of the file it starts on (1 for the first). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export type CsvResult = { records: CsvRecord[] } | { error: 'unterminated-quote' };

/**
 * Reads CSV as RFC 4180 writes it and spreadsheets export it: fields separated by commas, records
 * by CRLF, LF or CR; a field in double quotes may hold commas, line breaks and doubled quotes; a
 * byte order mark at the start is dropped. Spreadsheet exports differ mostly in these details,
 * which a split on commas and newlines gets wrong. Lines with no text at all are skipped.
 */
export function parseCsv(input: string): CsvResult {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let index = 0;
  let inQuotes = false;
  let cellStarted = false;

  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '' || cellStarted) records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
    cellStarted = false;
  };

  while (index < text.length) {
    const char = text[index]!;
    if (inQuotes) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          cell += '"';
          index += 2;
          continue;
        }
        inQuotes = false;
      } else {
        if (char === '\n' || (char === '\r' && text[index + 1] !== '\n')) line += 1;
        cell += char;
      }
      index += 1;
      continue;
    }
    if (char === '"' && cell === '') {
      inQuotes = true;
      cellStarted = true;
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
      cellStarted = true;
    } else if (char === '\r' || char === '\n') {
      endRecord();
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      line += 1;
      recordLine = line;
    } else {
      cell += char;
    }
    index += 1;
  }
  if (inQuotes) return { error: 'unterminated-quote' };
  if (cell !== '' || cells.length > 0 || cellStarted) endRecord();
  return { records };
}
