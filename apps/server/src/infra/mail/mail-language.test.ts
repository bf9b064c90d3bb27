import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@homeroom/contract/i18n/languages';
import { mail as english } from '../../locales/en/mail.ts';
import { mail as arabic } from '../../locales/ar/mail.ts';
import { mail as spanish } from '../../locales/es/mail.ts';
import { mail as french } from '../../locales/fr/mail.ts';
import { mail as chinese } from '../../locales/zh/mail.ts';
import { coteacherRemovedMail } from '../../features/classes/coteachers.mail.ts';
import { chatMessageMail } from '../../features/notifications/notifications.mail.ts';
import { passwordResetMail } from '../../features/auth/auth.mail.ts';
import { mailLanguage } from './mail-language.ts';

/** Every text of a catalogue by its dotted key, plural forms folded onto their base. */
function flatten(node: object, prefix = ''): Map<string, string[]> {
  const texts = new Map<string, string[]>();
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'string') {
      const base = `${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`;
      texts.set(base, [...(texts.get(base) ?? []), value]);
    } else {
      for (const [inner, values] of flatten(value as object, `${prefix}${key}.`)) texts.set(inner, values);
    }
  }
  return texts;
}

const placeholders = (texts: string[]) => new Set(texts.flatMap((text) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1])));

describe('the mail catalogue', () => {
  const source = flatten(english);
  it.each([
    ['es', spanish],
    ['fr', french],
    ['ar', arabic],
    ['zh', chinese],
  ])('%s has every English text, with the same placeholders', (_language, catalogue) => {
    const translated = flatten(catalogue);
    expect([...translated.keys()].sort()).toEqual([...source.keys()].sort());
    for (const [key, texts] of source) {
      // A plural form may spell out its number ("دقيقتين"), so it only needs to use no unknown placeholder.
      const known = placeholders(texts);
      for (const name of placeholders(translated.get(key) ?? [])) expect(known.has(name), `${key}: {{${name}}}`).toBe(true);
      if (!key.endsWith('Validity') && !key.endsWith('inviteHow')) expect(placeholders(translated.get(key) ?? [])).toEqual(known);
    }
  });
});

describe('mailLanguage', () => {
  it('answers English for no language or one Homeroom does not speak', () => {
    for (const language of [null, undefined, 'de']) {
      expect(mailLanguage(language).language).toBe('en');
      expect(mailLanguage(language).t('layout.hello', { firstName: 'Ann' })).toBe('Hello Ann,');
    }
  });

  it('chooses the plural form of the language by Intl.PluralRules', () => {
    expect(mailLanguage('en').t('auth.resetValidity', { count: 1 })).toBe('The link works once, within 1 minute.');
    expect(mailLanguage('en').t('auth.resetValidity', { count: 60 })).toBe('The link works once, within 60 minutes.');
    expect(mailLanguage('ar').t('guardians.inviteHow', { count: 2 })).toContain('خلال يومين.');
    expect(mailLanguage('ar').t('guardians.inviteHow', { count: 7 })).toContain('خلال 7 أيام.');
    expect(mailLanguage('ar').t('guardians.inviteHow', { count: 11 })).toContain('خلال 11 يومًا.');
    expect(mailLanguage('zh').t('auth.resetValidity', { count: 1 })).toBe('该链接只能使用一次，1 分钟内有效。');
    expect(mailLanguage('fr').t('auth.resetValidity', { count: 1 })).toBe('Le lien fonctionne une fois, pendant 1 minute.');
  });

  it('writes dates in the recipient locale', () => {
    const date = new Date(Date.UTC(2026, 10, 24, 12));
    expect(mailLanguage(null).formatDate(date)).toBe('November 24, 2026');
    expect(mailLanguage('fr').formatDate(date)).toBe('24 novembre 2026');
    expect(mailLanguage('es').formatDate(date)).toBe('24 de noviembre de 2026');
    expect(mailLanguage('zh').formatDate(date)).toBe('2026年11月24日');
    expect(mailLanguage('ar').formatDate(date)).toContain('نوفمبر');
  });

  it('knows each of the five languages and its direction', () => {
    expect(LANGUAGES.map((language) => [language, mailLanguage(language).dir])).toEqual([
      ['en', 'ltr'],
      ['es', 'ltr'],
      ['fr', 'ltr'],
      ['ar', 'rtl'],
      ['zh', 'ltr'],
    ]);
  });

  it('makes each language once, however many recipients ask, and keeps the values of one mail out of the next', () => {
    expect(mailLanguage('fr')).toBe(mailLanguage('fr'));
    expect(mailLanguage(null)).toBe(mailLanguage('de'));
    expect(mailLanguage('es')).not.toBe(mailLanguage('fr'));
    expect(mailLanguage('en').t('layout.hello', { firstName: 'Ann' })).toBe('Hello Ann,');
    expect(mailLanguage('en').t('layout.hello', { firstName: 'Ben' })).toBe('Hello Ben,');
  });
});

describe('mail builders', () => {
  it('keep English exactly as it was', () => {
    const mail = passwordResetMail({ email: 'ann@example.org', firstName: 'Ann', language: null }, 'http://x/r', 60);
    expect(mail.subject).toBe('Reset your Homeroom password');
    expect(mail.text).toBe(
      'Hello Ann,\n\nSomeone asked to reset the password of your Homeroom account. If it was you, choose a new password with the link below.\n\nThe link works once, within 60 minutes.\n\nChoose a new password: http://x/r\n\n-- \nIf you did not ask for this, ignore this mail: your password stays as it is.',
    );
    expect(mail.html.startsWith('<!doctype html>\n<html><body style=')).toBe(true);
  });

  it('write a chat message mail in Spanish, and name a direct chat in Arabic right to left', () => {
    const spanishMail = chatMessageMail(
      { email: 'a@example.org', firstName: 'Ana', language: 'es' },
      { senderName: 'Sam Carter', chat: { isDirect: false, groupName: 'Helpers' }, groupId: 3, content: 'Hola' },
      'http://x',
    );
    expect(spanishMail.subject).toBe('Nuevo mensaje de Sam Carter');
    expect(spanishMail.text).toContain('Sam Carter escribió en el grupo «Helpers»:');
    expect(spanishMail.text).toContain('«Enviarme un correo cuando reciba un mensaje de chat» está activado');
    const arabicMail = chatMessageMail(
      { email: 'b@example.org', firstName: 'Ali', language: 'ar' },
      { senderName: 'Sam Carter', chat: { isDirect: true, groupName: '' }, groupId: 3, content: 'مرحبا' },
      'http://x',
    );
    expect(arabicMail.text).toContain('كتب Sam Carter في محادثتك المباشرة:');
    expect(arabicMail.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('tell a removed co-teacher in French', () => {
    const mail = coteacherRemovedMail({ email: 'c@example.org', firstName: 'Chloé', language: 'fr' }, 'Class 2A', 'http://x/');
    expect(mail.subject).toBe('Vous n’enseignez plus dans Class 2A sur Homeroom');
    expect(mail.text).toContain('Bonjour Chloé,');
    expect(mail.text).toContain('Ouvrir Homeroom : http://x/');
  });
});
