import { describe, expect, it } from 'vitest';
import { buildSnippet, searchedTerms, toWebSearchText } from './search-query.ts';

describe('the query handed to the database', () => {
  it('turns a run of Chinese into a quoted phrase of characters, inside quotes only spaced', () => {
    expect(toWebSearchText('学校')).toBe('"学 校"');
    expect(toWebSearchText('trip 学校 -bus')).toBe('trip "学 校" -bus');
    expect(toWebSearchText('"去学校"')).toBe('" 去 学 校 "');
    expect(toWebSearchText('field trip')).toBe('field trip');
  });
});

describe('the words marked in a snippet', () => {
  it('leaves out excluded words and the or of the syntax, lower case, longest first', () => {
    expect(searchedTerms('Field "trip plans" -museum or Bus')).toEqual(['field', 'plans', 'trip', 'bus']);
  });

  it('marks whole words from their start, whatever their case', () => {
    expect(buildSnippet('A Trip, a trips and a strip.', ['trip'])).toEqual([
      { text: 'A ', match: false },
      { text: 'Trip', match: true },
      { text: ', a ', match: false },
      { text: 'trip', match: true },
      { text: 's and a strip.', match: false },
    ]);
  });

  it('marks Chinese inside a sentence', () => {
    expect(buildSnippet('明天去学校。', ['学校'])).toEqual([
      { text: '明天去', match: false },
      { text: '学校', match: true },
      { text: '。', match: false },
    ]);
  });
});
