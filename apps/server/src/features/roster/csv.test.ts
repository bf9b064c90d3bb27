import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and drops a byte order mark', () => {
    const result = parseCsv(
      '\uFEFFclass,student\r\n"3B, morning","Ada ""Ace"" Lovelace"\r\n3B,"Two\nLines"\r\n',
    );
    expect(result).toEqual({
      records: [
        { line: 1, cells: ['class', 'student'] },
        { line: 2, cells: ['3B, morning', 'Ada "Ace" Lovelace'] },
        { line: 3, cells: ['3B', 'Two\nLines'] },
      ],
    });
  });

  it('takes LF, CRLF and CR line ends, keeps empty cells, skips empty lines and counts lines after a quoted break', () => {
    const result = parseCsv('a,b\n\n"x\ny",\rc,\r\n');
    expect(result).toEqual({
      records: [
        { line: 1, cells: ['a', 'b'] },
        { line: 3, cells: ['x\ny', ''] },
        { line: 5, cells: ['c', ''] },
      ],
    });
  });

  it('reads a last line without a line end, and reports a quote that is never closed', () => {
    expect(parseCsv('a,b\n1,2')).toEqual({
      records: [
        { line: 1, cells: ['a', 'b'] },
        { line: 2, cells: ['1', '2'] },
      ],
    });
    expect(parseCsv('a,b\n"1,2\n')).toEqual({ error: 'unterminated-quote' });
  });
});
