import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, formatDateTime, nextDay, writeCalendar } from './icalendar.ts';

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and every kind of line break', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('folds a line at 75 octets, continuations at 74 after their space', () => {
    const folded = foldLine(`SUMMARY:${'x'.repeat(200)}`).split('\r\n');
    expect(folded.map((line) => Buffer.byteLength(line))).toEqual([75, 75, 60]);
    expect(folded.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(folded.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(`SUMMARY:${'x'.repeat(200)}`);
  });

  it('never cuts an emoji or an Arabic letter in two', () => {
    // 73 octets, then a four-octet emoji that does not fit on the first line.
    const line = `${'x'.repeat(73)}🦉ب`;
    const folded = foldLine(line).split('\r\n');
    expect(folded).toEqual(['x'.repeat(73), ' 🦉ب']);
  });

  it('leaves a short line as it is', () => {
    expect(foldLine('VERSION:2.0')).toBe('VERSION:2.0');
  });

  it('writes days, the next day across a month and a year, and UTC stamps', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(formatDateTime(new Date('2026-11-24T20:05:09.123Z'))).toBe('20261124T200509Z');
  });

  it('ends every line with CRLF and stamps events with the given time', () => {
    const text = writeCalendar({
      productId: '-//Test//EN',
      name: 'Test',
      stamp: new Date('2026-01-02T03:04:05Z'),
      events: [{ uid: 'a@b', day: '2026-03-01', summary: 'S', description: 'D', url: 'http://x/y?z=1', lastModified: new Date('2026-01-01T00:00:00Z'), sequence: 2 }],
    });
    expect(text.split('\r\n').at(-1)).toBe('');
    expect(text).not.toMatch(/[^\r]\n/);
    expect(text).toContain('\r\nDTSTAMP:20260102T030405Z\r\n');
    expect(text).toContain('\r\nDTSTART;VALUE=DATE:20260301\r\nDTEND;VALUE=DATE:20260302\r\n');
    expect(text).toContain('\r\nSEQUENCE:2\r\n');
  });
});
