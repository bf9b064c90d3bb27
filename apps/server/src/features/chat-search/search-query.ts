import type { SnippetPart } from '@homeroom/contract/chat-search';

/**
 * Characters of scripts written without spaces between words (Chinese, Japanese kana, Korean):
 * the stored document makes each of them a word (chat.table.ts, CHAT_SEARCH_DOCUMENT), so a
 * query spaces them the same way and keeps a run of them together as a phrase.
 */
const SPACELESS_CHARACTER = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/u;
const SPACELESS_RUN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+/gu;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * The text handed to `websearch_to_tsquery('simple', ...)`: the person's query with every run of
 * spaceless characters turned into a quoted phrase of single characters, so that 学校 finds the
 * messages where 学 is followed by 校. Outside a quote already, that is; inside one, its
 * characters are only spaced.
 */
export function toWebSearchText(query: string): string {
  let insideQuote = false;
  let result = '';
  for (const piece of query.split(/(")/)) {
    if (piece === '"') {
      insideQuote = !insideQuote;
      result += piece;
      continue;
    }
    result += piece.replace(SPACELESS_RUN, (run) => {
      const spaced = Array.from(run).join(' ');
      return insideQuote ? ` ${spaced} ` : ` "${spaced}" `;
    });
  }
  return result.replace(/\s+/g, ' ').trim();
}

/**
 * The words a query looks for, to mark in a snippet: those not excluded with a minus, without
 * the `or` of the web search syntax, lower case.
 */
export function searchedTerms(query: string): string[] {
  const terms = new Set<string>();
  for (const match of query.matchAll(/(-?)"([^"]*)"|(-?)([^\s"]+)/g)) {
    const isExcluded = (match[1] ?? match[3]) === '-';
    const text = match[2] ?? match[4] ?? '';
    if (isExcluded) continue;
    for (const word of text.split(/[^\p{L}\p{N}]+/u)) {
      if (!word || (match[2] === undefined && word.toLowerCase() === 'or')) continue;
      // A run of spaceless characters is looked for as it stands.
      terms.add(word.toLowerCase());
    }
  }
  return [...terms].sort((a, b) => b.length - a.length);
}

/** Around the first match, at most this many characters of a long message are shown. */
export const SNIPPET_LENGTH = 160;

function isWordStart(text: string, index: number, term: string): boolean {
  if (SPACELESS_CHARACTER.test(term)) return true;
  const before = index === 0 ? '' : (Array.from(text.slice(Math.max(0, index - 2), index)).at(-1) ?? '');
  return !LETTER_OR_DIGIT.test(before);
}

/** Where the terms are found in the text, as [start, end) ranges that do not overlap. */
function findMatches(text: string, terms: string[]): [number, number][] {
  const lower = text.toLowerCase();
  // Lower-casing may change the length of a few characters; then no marks rather than wrong ones.
  if (lower.length !== text.length) return [];
  const ranges: [number, number][] = [];
  for (const term of terms) {
    let from = 0;
    for (;;) {
      const index = lower.indexOf(term, from);
      if (index < 0) break;
      from = index + term.length;
      if (!isWordStart(lower, index, term)) continue;
      if (ranges.some(([start, end]) => index < end && from > start)) continue;
      ranges.push([index, from]);
    }
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

/**
 * A message cut to about SNIPPET_LENGTH characters around its first match, in parts, the
 * searched words marked. The marking is done here, not by the database, so that no markup ever
 * passes through the text a person wrote.
 */
export function buildSnippet(content: string, terms: string[]): SnippetPart[] {
  const characters = Array.from(content);
  let start = 0;
  let end = content.length;
  if (characters.length > SNIPPET_LENGTH) {
    const first = findMatches(content, terms)[0];
    const firstAt = first ? Array.from(content.slice(0, first[0])).length : 0;
    const from = Math.max(0, Math.min(firstAt - SNIPPET_LENGTH / 4, characters.length - SNIPPET_LENGTH));
    start = characters.slice(0, from).join('').length;
    end = start + characters.slice(from, from + SNIPPET_LENGTH).join('').length;
  }
  const shown = content.slice(start, end);
  const parts: SnippetPart[] = [];
  if (start > 0) parts.push({ text: '…', match: false });
  let at = 0;
  for (const [matchStart, matchEnd] of findMatches(shown, terms)) {
    if (matchStart > at) parts.push({ text: shown.slice(at, matchStart), match: false });
    parts.push({ text: shown.slice(matchStart, matchEnd), match: true });
    at = matchEnd;
  }
  if (at < shown.length) parts.push({ text: shown.slice(at), match: false });
  if (end < content.length) parts.push({ text: '…', match: false });
  return parts;
}
