import type { RecordBlock } from './conversation-record.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const RIGHT_TO_LEFT_LANGUAGES = new Set(['ar']);

/** Print first: black on white, no page break inside a message, the header repeated by the browser. */
const STYLE = `
body { font-family: system-ui, "Noto Sans", "Noto Naskh Arabic", "Noto Sans SC", sans-serif; color: #0f172a; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; }
h1 { font-size: 1.5rem; margin: 0 0 .5rem; overflow-wrap: anywhere; }
.note { color: #334155; margin: .25rem 0; }
ol { list-style: none; padding: 0; margin: 1.5rem 0 0; }
li { border-top: 1px solid #cbd5e1; padding: .75rem 0; break-inside: avoid; }
.heading { font-weight: 600; font-size: .875rem; color: #334155; }
.body { white-space: pre-wrap; overflow-wrap: anywhere; margin: .25rem 0 0; }
.mark { font-style: italic; color: #475569; margin: .25rem 0 0; }
blockquote { margin: .25rem 0 0; padding-inline-start: .75rem; border-inline-start: 3px solid #cbd5e1; white-space: pre-wrap; overflow-wrap: anywhere; }
@media print { body { margin: 0; max-width: none; } a { color: inherit; } }
`;

/** The printable page of a conversation: plain HTML and CSS, no script, every text escaped. */
export function renderRecordHtml(blocks: RecordBlock[], language: string): string {
  const title = blocks.find((block) => block.kind === 'title')?.text ?? '';
  const head = blocks
    .filter((block) => block.kind !== 'message')
    .map((block) => (block.kind === 'title' ? `<h1>${escapeHtml(block.text)}</h1>` : `<p class="note">${escapeHtml(block.text)}</p>`))
    .join('\n');
  const messages = blocks
    .flatMap((block) => (block.kind === 'message' ? [block] : []))
    .map((block) => {
      const marks = block.marks
        .map((mark) => `<p class="mark">${escapeHtml(mark.text)}</p>${mark.quote === undefined ? '' : `<blockquote dir="auto">${escapeHtml(mark.quote)}</blockquote>`}`)
        .join('');
      const body = block.body === null ? '' : `<p class="body" dir="auto">${escapeHtml(block.body)}</p>`;
      // Each part isolated, so that a Latin name beside an Arabic date keeps the page's order.
      const heading = block.heading.split(' · ').map((part) => `<bdi>${escapeHtml(part)}</bdi>`).join(' · ');
      return `<li id="message-${block.id}"><div class="heading">${heading}</div>${body}${marks}</li>`;
    })
    .join('\n');
  const direction = RIGHT_TO_LEFT_LANGUAGES.has(language) ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${escapeHtml(language)}" dir="${direction}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${head}
<ol>
${messages}
</ol>
</main>
</body>
</html>
`;
}
