import { describe, expect, it } from 'vitest';
import { Translator } from './translator.ts';

function buildTranslator() {
  const translator = new Translator({ language: 'en', fallbackLanguage: 'en', defaultNamespace: 'common' });
  translator.addResourceBundle('en', 'common', {
    greeting: 'Hello {{name}}',
    group: { nested: 'Nested', onlyInEnglish: 'English only' },
    places_one: '{{count, number}} place',
    places_other: '{{count, number}} places',
  });
  translator.addResourceBundle('en', 'chat', { you: 'You' });
  translator.addResourceBundle('ar', 'common', {
    greeting: 'مرحبا {{name}}',
    places_zero: 'لا أماكن',
    places_one: 'مكان واحد',
    places_two: 'مكانان',
    places_few: '{{count}} أماكن',
    places_many: '{{count}} مكانًا',
    places_other: '{{count}} مكان',
  });
  translator.addResourceBundle('fr', 'common', { greeting: 'Bonjour {{name}}', places_one: '{{count, number}} place', places_other: '{{count, number}} places' });
  return translator;
}

describe('Translator', () => {
  it('finds a key in the default namespace, another one by prefix or option, and a nested group', () => {
    const translator = buildTranslator();
    expect(translator.translate('greeting', { name: 'Ada' })).toBe('Hello Ada');
    expect(translator.translate('chat:you')).toBe('You');
    expect(translator.translate('you', { ns: 'chat' })).toBe('You');
    expect(translator.translate('you', undefined, 'chat')).toBe('You');
    expect(translator.translate('group.nested')).toBe('Nested');
  });

  it('falls back to English, then shows the key itself', async () => {
    const translator = buildTranslator();
    await translator.changeLanguage('fr');
    expect(translator.translate('greeting', { name: 'Ada' })).toBe('Bonjour Ada');
    expect(translator.translate('group.onlyInEnglish')).toBe('English only');
    expect(translator.translate('group.missing')).toBe('group.missing');
    expect(translator.translate('chat:missing')).toBe('missing');
  });

  it('chooses the plural form of the language, the zero form first for 0, and formats the number', async () => {
    const translator = buildTranslator();
    expect([1, 2, 1200].map((count) => translator.translate('places', { count }))).toEqual(['1 place', '2 places', '1,200 places']);
    await translator.changeLanguage('fr');
    // French counts 0 as singular, and groups thousands with a narrow space.
    expect(translator.translate('places', { count: 0 })).toBe('0 place');
    expect(translator.translate('places', { count: 1200 })).toBe(`${new Intl.NumberFormat('fr').format(1200)} places`);
    await translator.changeLanguage('ar');
    expect([0, 1, 2, 3, 11, 100].map((count) => translator.translate('places', { count }))).toEqual([
      'لا أماكن',
      'مكان واحد',
      'مكانان',
      '3 أماكن',
      '11 مكانًا',
      '100 مكان',
    ]);
  });

  it('leaves a variable it was not given as written, and writes an empty one as nothing', () => {
    const translator = buildTranslator();
    expect(translator.translate('greeting')).toBe('Hello {{name}}');
    expect(translator.translate('greeting', { other: 1 })).toBe('Hello {{name}}');
    expect(translator.translate('greeting', { name: undefined })).toBe('Hello ');
  });

  it('keeps texts already there unless a bundle replaces them, and tells listeners of a new language', async () => {
    const translator = buildTranslator();
    translator.addResourceBundle('en', 'common', { greeting: 'Hi {{name}}', added: 'Added' });
    expect(translator.translate('greeting', { name: 'Ada' })).toBe('Hello Ada');
    expect(translator.translate('added')).toBe('Added');
    translator.addResourceBundle('en', 'common', { greeting: 'Hi {{name}}' }, true, true);
    expect(translator.translate('greeting', { name: 'Ada' })).toBe('Hi Ada');
    expect(translator.hasResourceBundle('en', 'chat')).toBe(true);
    expect(translator.hasResourceBundle('fr', 'chat')).toBe(false);

    const heard: string[] = [];
    const stop = translator.subscribe(() => heard.push(translator.language));
    await translator.changeLanguage('ar');
    expect(translator.dir()).toBe('rtl');
    stop();
    await translator.changeLanguage('en');
    expect(heard).toEqual(['ar']);
    expect(translator.dir()).toBe('ltr');
  });
});
