import type { MailLanguage } from '../../infra/mail/mail-language.ts';
import type { ExportRow } from './data-export.registry.ts';

/** The rows of an export by table name, as `data/<table>.json` holds them. */
export type ExportTables = Record<string, ExportRow[]>;

const STICKER_NAMES = { 1: 'dataExport.stickerStar', 2: 'dataExport.stickerDinosaur', 3: 'dataExport.stickerCat' } as const;

function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const asDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/** A media file's link inside the zip, relative to index.html. */
const mediaLink = (key: unknown) => `media/${String(key).split('/').map(encodeURIComponent).join('/')}`;

function page(language: MailLanguage, title: string, body: string, now: Date): string {
  // Self-contained: no script, no outside style or font, readable offline in any browser.
  return `<!doctype html>
<html lang="${language.language}" dir="${language.dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1f2937}
h1{font-size:1.5rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:1px solid #e5e7eb}
img{max-width:100%;height:auto;border-radius:.5rem}.muted{color:#4b5563}li{margin:.5rem 0}</style></head>
<body><h1>${escapeHtml(title)}</h1>
<p class="muted">${escapeHtml(language.t('dataExport.madeOn', { date: now }))}</p>
<p>${escapeHtml(language.t('dataExport.intro'))}</p>
${body}
</body></html>
`;
}

function list(language: MailLanguage, items: string[]): string {
  return items.length ? `<ul>${items.join('')}</ul>` : `<p>${escapeHtml(language.t('dataExport.none'))}</p>`;
}

/** The child's summary: classes and years, stickers, hand-ins with scores and feedback, stories with photos. */
export function studentSummaryHtml(tables: ExportTables, language: MailLanguage, now: Date): string {
  const student = tables.students?.[0] ?? {};
  const classes = (tables.school_classes ?? []).map(
    (row) => `<li>${escapeHtml(row.name)}${row.archived_at ? ` <span class="muted">(${escapeHtml(language.t('dataExport.archived'))})</span>` : ''}</li>`,
  );
  const stickerCounts = new Map<number, number>();
  for (const sticker of tables.stickers ?? []) stickerCounts.set(Number(sticker.type), (stickerCounts.get(Number(sticker.type)) ?? 0) + 1);
  const stickers = [...stickerCounts].map(([type, count]) => {
    const name = STICKER_NAMES[type as keyof typeof STICKER_NAMES];
    return `<li>${escapeHtml(name ? language.t(name) : String(type))} × ${count}</li>`;
  });
  const responses = new Map((tables.assignment_responses ?? []).map((row) => [row.assignee_id, row]));
  const assignments = new Map((tables.assignments ?? []).map((row) => [row.id, row]));
  const handIns = (tables.assignees ?? []).map((assignee) => {
    const assignment = assignments.get(assignee.assignment_id) ?? {};
    const response = responses.get(assignee.id);
    const score =
      assignee.score === null || assignee.score === undefined
        ? language.t('dataExport.notScored')
        : language.t('dataExport.score', { score: String(assignee.score), maximum: String(assignment.maximum_score ?? '') });
    const work = response
      ? [
          response.text ? `<p>${escapeHtml(response.text)}</p>` : '',
          response.image ? `<p><a href="${mediaLink(response.image)}"><img src="${mediaLink(response.image)}" alt="${escapeHtml(assignment.title)}"></a></p>` : '',
          response.video ? `<p><a href="${mediaLink(response.video)}">${escapeHtml(String(response.video).split('/').pop())}</a></p>` : '',
        ].join('')
      : `<p class="muted">${escapeHtml(language.t('dataExport.notHandedIn'))}</p>`;
    const feedback = assignee.feedback ? `<p>${escapeHtml(language.t('dataExport.feedback', { feedback: String(assignee.feedback) }))}</p>` : '';
    return `<li><strong>${escapeHtml(assignment.title)}</strong> <span class="muted">${escapeHtml(language.formatDate(asDate(assignee.created_at)))}</span><p>${escapeHtml(score)}</p>${feedback}${work}</li>`;
  });
  const imagesByStory = new Map<unknown, ExportRow[]>();
  for (const image of tables.story_images ?? []) imagesByStory.set(image.story_id, [...(imagesByStory.get(image.story_id) ?? []), image]);
  const stories = (tables.stories ?? []).map((story) => {
    const photos = (imagesByStory.get(story.id) ?? [])
      .map((image) => `<a href="${mediaLink(image.full_image)}"><img src="${mediaLink(image.full_image)}" alt="${escapeHtml(story.title)}"></a>`)
      .join('');
    return `<li><strong>${escapeHtml(story.title)}</strong> <span class="muted">${escapeHtml(language.formatDate(asDate(story.created_at)))}</span><p>${escapeHtml(story.content)}</p>${photos}</li>`;
  });
  const photo = student.image ? `<p><img src="${mediaLink(student.image)}" alt="${escapeHtml(student.name)}" width="160"></p>` : '';
  const body = `${photo}
<h2>${escapeHtml(language.t('dataExport.classes'))}</h2>${list(language, classes)}
<h2>${escapeHtml(language.t('dataExport.stickers'))}</h2>${list(language, stickers)}
<h2>${escapeHtml(language.t('dataExport.handIns'))}</h2>${list(language, handIns)}
<h2>${escapeHtml(language.t('dataExport.stories'))}</h2><p class="muted">${escapeHtml(language.t('dataExport.storiesNote'))}</p>${list(language, stories)}
${recordsSection(tables, language)}`;
  return page(language, language.t('dataExport.title', { name: String(student.name ?? '') }), body, now);
}

/** The account's summary: the profile and how many records of each kind the zip holds. */
export function accountSummaryHtml(tables: ExportTables, language: MailLanguage, now: Date): string {
  const user = tables.users?.[0] ?? {};
  const name = `${String(user.first_name ?? '')} ${String(user.last_name ?? '')}`.trim();
  const picture = user.profile_picture ? `<p><img src="${mediaLink(user.profile_picture)}" alt="${escapeHtml(name)}" width="120"></p>` : '';
  const body = `${picture}
<h2>${escapeHtml(language.t('dataExport.profile'))}</h2>
<p>${escapeHtml(language.t('dataExport.email', { email: String(user.email ?? '') }))}<br>${escapeHtml(language.t('dataExport.memberSince', { date: asDate(user.created_at) }))}</p>
${recordsSection(tables, language)}`;
  return page(language, language.t('dataExport.accountTitle', { name }), body, now);
}

function recordsSection(tables: ExportTables, language: MailLanguage): string {
  const items = Object.entries(tables).map(([table, rows]) => `<li><a href="data/${table}.json">${table}.json</a> (${rows.length})</li>`);
  return `<h2>${escapeHtml(language.t('dataExport.records'))}</h2><ul>${items.join('')}</ul>`;
}
