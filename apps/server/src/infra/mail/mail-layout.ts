import type { MailLanguage } from './mail-language.ts';
import type { OutgoingMail } from './mail-transport.ts';

export interface MailContent {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** Why the person got this mail, or how to stop it. */
  footer: string;
  /** The recipient's language: the layout's own words, and the HTML part's `lang` and `dir`. */
  language: MailLanguage;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Every Homeroom mail has one look: a greeting, a few lines, one button, a footer. */
export function renderMail(content: MailContent): OutgoingMail {
  const { language } = content;
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    language.t('layout.actionLine', { label: content.action.label, url: content.action.url }),
    '',
    '-- ',
    content.footer,
  ].join('\n');
  // English keeps exactly the HTML it always had; other languages name themselves, Arabic reads right to left.
  const htmlAttributes = language.language === 'en' ? '' : ` lang="${language.language}" dir="${language.dir}"`;
  const html = `<!doctype html>
<html${htmlAttributes}><body style="margin:0;background:#f6f7fb;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1f2937">
<div style="max-width:520px;margin:0 auto;padding:32px 24px">
<p style="font-size:20px;font-weight:700;color:#4338ca;margin:0 0 24px">Homeroom</p>
<div style="background:#fff;border-radius:12px;padding:24px">
<p>${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p style="margin:28px 0"><a href="${escapeHtml(content.action.url)}" style="background:#4338ca;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:13px;color:#4b5563">${escapeHtml(language.t('layout.orOpen', { url: content.action.url }))}</p>
</div>
<p style="font-size:12px;color:#4b5563;margin-top:16px">${escapeHtml(content.footer)}</p>
</div></body></html>`;
  return { to: content.to, subject: content.subject, text, html };
}
