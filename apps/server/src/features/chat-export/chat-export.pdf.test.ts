import { describe, expect, it } from 'vitest';
import { splitByScript } from './chat-export.pdf.ts';

describe('the runs of a PDF line', () => {
  it('gives each script its font, and the Arabic font only the signs it has', () => {
    expect(splitByScript('Trip: رحلة المدرسة (UTC) 旅行')).toEqual([
      { script: 'latin', text: 'Trip: ' },
      { script: 'arabic', text: 'رحلة المدرسة ' },
      { script: 'latin', text: '(UTC) ' },
      { script: 'chinese', text: '旅行' },
    ]);
  });
});
