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
    expect(webKeys.sort()).toEqual([...englishWebKeys].sort());
    expect(Object.keys(pack.messages).sort()).toEqual([...englishMessageKeys].sort());

    const lookUp = (texts: object, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts) as string;
    for (const key of englishWebKeys) {
      const [namespace = '', keyPath = ''] = key.split(':');
      const english = lookUp(ENGLISH_RESOURCES[namespace as keyof typeof ENGLISH_RESOURCES], keyPath);
      const translated = lookUp(pack.resources[namespace as keyof typeof pack.resources], keyPath);
      expect(translated.trim(), `${language} ${key}`).not.toBe('');
      expect(placeholders(translated), `${language} ${key}`).toEqual(placeholders(english));
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
    const unusedWebKeys = englishWebKeys.filter((key) => {
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
