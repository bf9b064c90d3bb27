import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { RecordBlock } from './conversation-record.ts';

type Script = 'latin' | 'arabic' | 'chinese';

/**
 * The fonts embedded in an export (docs/decisions.md, "Chat export"): Noto Sans for Latin,
 * Greek and Cyrillic, Noto Naskh Arabic, Noto Sans SC for Chinese (and the kana and Hangul it
 * covers), from npm font packages. Only the glyphs used are embedded (pdfkit subsets them).
 */
const FONT_FILES: Record<Script, { packageName: string; file: string }> = {
  latin: { packageName: '@embedpdf/fonts-latin', file: 'NotoSans-Regular.ttf' },
  arabic: { packageName: '@embedpdf/fonts-arabic', file: 'NotoNaskhArabic-Regular.ttf' },
  chinese: { packageName: '@embedpdf/fonts-sc', file: 'NotoSansHans-Regular.otf' },
};
const BOLD_FONT = { packageName: '@embedpdf/fonts-latin', file: 'NotoSans-Bold.ttf' };

const require = createRequire(import.meta.url);
const fontCache = new Map<string, Buffer>();

/** A font file of a package, read once; the packages export no paths, so it is found beside their entry. */
function loadFont({ packageName, file }: { packageName: string; file: string }): Buffer {
  const key = `${packageName}/${file}`;
  let font = fontCache.get(key);
  if (!font) {
    const entry = require.resolve(packageName);
    font = readFileSync(path.join(path.dirname(entry), '..', 'fonts', file));
    fontCache.set(key, font);
  }
  return font;
}

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;
const CHINESE = /[\u2e80-\u2fdf\u3000-\u30ff\u3100-\u312f\u31a0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;
/** Spaces, digits and punctuation: they stay in the run they are in, so an Arabic sentence is shaped as one. */
const NEUTRAL = /[\s\p{P}\p{N}\p{S}]/u;

function scriptOf(character: string): Script | null {
  if (ARABIC.test(character)) return 'arabic';
  if (CHINESE.test(character)) return 'chinese';
  return NEUTRAL.test(character) ? null : 'latin';
}

/** The few signs besides Arabic ones that the Arabic font draws; others leave an Arabic run for the Latin font. */
const ARABIC_FONT_NEUTRAL = /[\s!,.:0-9\u0600-\u06ff]/u;

/** A text cut into runs of one script each, for the font that has its glyphs. */
export function splitByScript(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  for (const character of Array.from(text)) {
    const script = scriptOf(character);
    const last = runs.at(-1);
    const joinsLast = last && (script === null ? last.script !== 'arabic' || ARABIC_FONT_NEUTRAL.test(character) : script === last.script);
    if (last && joinsLast) last.text += character;
    else runs.push({ script: script ?? 'latin', text: character });
  }
  return runs;
}

const PAGE_MARGIN = 56;

/**
 * The conversation as a PDF made on the server. Known limit (docs/decisions.md, "Chat export"):
 * runs of different scripts in one paragraph are laid out left to right, in the order written;
 * a paragraph of Arabic alone is shaped and set right to left.
 */
export function renderRecordPdf(blocks: RecordBlock[], language: string): Promise<Buffer> {
  const document = new PDFDocument({ size: 'A4', margin: PAGE_MARGIN, lang: language, info: { Title: blocks.find((block) => block.kind === 'title')?.text ?? '' } });
  for (const [script, font] of Object.entries(FONT_FILES)) document.registerFont(script, loadFont(font));
  document.registerFont('bold', loadFont(BOLD_FONT));
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  /** One paragraph, each run in its script's font; a paragraph of Arabic alone aligns right. */
  function paragraph(text: string, options: { size: number; color: string; bold?: boolean; indent?: number }) {
    const runs = splitByScript(text.length > 0 ? text : ' ');
    // pdfkit cannot align a line of several fonts to the right: mixed paragraphs start on the left.
    const isArabic = runs.length === 1 && runs[0]?.script === 'arabic';
    document.fontSize(options.size).fillColor(options.color);
    runs.forEach((run, index) => {
      document.font(options.bold && run.script === 'latin' ? 'bold' : run.script);
      document.text(run.text, {
        continued: index < runs.length - 1,
        align: isArabic ? 'right' : 'left',
        indent: options.indent ?? 0,
      });
    });
  }

  for (const block of blocks) {
    if (block.kind === 'title') {
      paragraph(block.text, { size: 18, color: '#0f172a', bold: true });
      document.moveDown(0.5);
    } else if (block.kind === 'note') {
      paragraph(block.text, { size: 10, color: '#334155' });
      document.moveDown(0.25);
    } else {
      document.moveDown(0.5);
      const y = document.y;
      document.moveTo(PAGE_MARGIN, y).lineTo(document.page.width - PAGE_MARGIN, y).strokeColor('#cbd5e1').lineWidth(0.5).stroke();
      document.moveDown(0.4);
      paragraph(block.heading, { size: 9, color: '#334155', bold: true });
      if (block.body !== null) for (const line of block.body.split('\n')) paragraph(line, { size: 11, color: '#0f172a' });
      for (const mark of block.marks) {
        paragraph(mark.text, { size: 9, color: '#475569' });
        if (mark.quote !== undefined) for (const line of mark.quote.split('\n')) paragraph(line, { size: 10, color: '#475569', indent: 12 });
      }
    }
  }
  document.end();
  return done;
}
