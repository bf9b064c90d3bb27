import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@homeroom/contract/i18n/languages';
import { ENGLISH_MESSAGES, englishMessagesByKey } from '@homeroom/contract/i18n/messages';
import { ENGLISH_RESOURCES } from '../../locales/en/index.ts';
import type { LanguagePack } from './catalogue-types.ts';

/** Every text's path in a nested catalogue: `navigation.home`. */
function keyPaths(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keyPaths(value as object, `${prefix}${key}.`),
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** A key without its plural form: `places_one` and `places_other` are both `places`, as the code asks for them. */
function withoutPluralForm(key: string): string {
  return key.replace(PLURAL_SUFFIX, '');
}

/** The plural forms a language uses for whole numbers a page shows (Arabic: all six; Chinese: `other`). */
function pluralFormsOf(language: string): string[] {
  const rules = new Intl.PluralRules(language);
  return [...new Set(Array.from({ length: 201 }, (_, count) => rules.select(count)))].sort();
}

const repositoryRoot = path.resolve(import.meta.dirname, '../../../../..');

/** The source files that may use a text: the apps and the contract, without the catalogues and tests. */
function sourceFiles(): string[] {
  const roots = ['apps/web/src', 'apps/server/src', 'packages/contract/src'].map((root) => path.join(repositoryRoot, root));
  return roots.flatMap((root) =>
    (readdirSync(root, { recursive: true }) as string[])
      .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('locales') && !/i18n[/\\]messages/.test(file))
      .map((file) => readFileSync(path.join(root, file), 'utf8')),
  );
}

const packs = Object.fromEntries(
  await Promise.all(
    LANGUAGES.filter((language) => language !== 'en').map(async (language) => {
      const module = (await import(`../../locales/${language}/index.ts`)) as { pack: LanguagePack };
      return [language, module.pack] as const;
    }),
  ),
);

describe('the catalogue', () => {
  const englishWebKeys = Object.entries(ENGLISH_RESOURCES).flatMap(([namespace, texts]) => keyPaths(texts).map((key) => `${namespace}:${key}`));
  const englishMessageKeys = Object.keys(englishMessagesByKey());

  it.each(Object.keys(packs))('has every key of the web app and of the messages in %s, with the same placeholders', (language) => {
    const pack = packs[language]!;
    const webKeys = Object.entries(pack.resources).flatMap(([namespace, texts]) => keyPaths(texts).map((key) => `${namespace}:${key}`));
    expect([...new Set(webKeys.map(withoutPluralForm))].sort()).toEqual([...new Set(englishWebKeys.map(withoutPluralForm))].sort());
    expect(Object.keys(pack.messages).sort()).toEqual([...englishMessageKeys].sort());

    const lookUp = (texts: object, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts) as string;
    const englishText = (key: string) => {
      const [namespace = '', keyPath = ''] = key.split(':');
      return lookUp(ENGLISH_RESOURCES[namespace as keyof typeof ENGLISH_RESOURCES], keyPath);
    };
    for (const key of englishWebKeys.filter((key) => !PLURAL_SUFFIX.test(key))) {
      const [namespace = '', keyPath = ''] = key.split(':');
      const translated = lookUp(pack.resources[namespace as keyof typeof pack.resources], keyPath);
      expect(translated.trim(), `${language} ${key}`).not.toBe('');
      expect(placeholders(translated), `${language} ${key}`).toEqual(placeholders(englishText(key)));
    }
    // A plural has exactly the forms of the language; a form may leave out the number ("one place").
    const pluralKeys = new Set(englishWebKeys.filter((key) => PLURAL_SUFFIX.test(key)).map(withoutPluralForm));
    for (const key of pluralKeys) {
      const forms = webKeys.filter((webKey) => withoutPluralForm(webKey) === key && PLURAL_SUFFIX.test(webKey));
      expect(forms.map((form) => PLURAL_SUFFIX.exec(form)?.[1]).sort(), `${language} ${key}`).toEqual(pluralFormsOf(language));
      const englishNames = placeholders(englishText(`${key}_other`)).filter((name) => name !== 'count');
      for (const form of forms) {
        const [namespace = '', keyPath = ''] = form.split(':');
        const translated = lookUp(pack.resources[namespace as keyof typeof pack.resources], keyPath);
        expect(translated.trim(), `${language} ${form}`).not.toBe('');
        expect(placeholders(translated).filter((name) => name !== 'count'), `${language} ${form}`).toEqual(englishNames);
      }
    }
    const englishMessages = englishMessagesByKey();
    for (const [key, english] of Object.entries(englishMessages)) {
      const translated = pack.messages[key as keyof typeof pack.messages];
      expect(translated.trim(), `${language} ${key}`).not.toBe('');
      expect(placeholders(translated), `${language} ${key}`).toEqual(placeholders(english));
    }
  });

  it('uses every key somewhere in the code', () => {
    const code = sourceFiles().join('\n');
    const unusedWebKeys = [...new Set(englishWebKeys.map(withoutPluralForm))].filter((key) => {
      const [namespace, keyPath] = key.split(':');
      return !code.includes(`'${keyPath}'`) && !code.includes(`'${namespace}:${keyPath}'`);
    });
    expect(unusedWebKeys).toEqual([]);

    // A contract message is used by its constant: `SCHOOL_MESSAGES.nameRequired`.
    const messagesSource = readFileSync(path.join(repositoryRoot, 'packages/contract/src/i18n/messages.ts'), 'utf8');
    const constantOf = Object.fromEntries([...messagesSource.matchAll(/^\s+(\w+): (\w+_MESSAGES),$/gm)].map((match) => [match[1], match[2]]));
    const unusedMessages = Object.entries(ENGLISH_MESSAGES).flatMap(([namespace, messages]) =>
      Object.keys(messages)
        .filter((name) => !code.includes(`${constantOf[namespace]}.${name}`))
        .map((name) => `${namespace}.${name}`),
    );
    expect(unusedMessages).toEqual([]);
  });
});
