import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, createParent, createTeacher } from '../../test/factories.ts';
import { parseAcceptLanguage, pickLanguage } from '@homeroom/contract/i18n/languages';
import { messageTranslator } from '@homeroom/contract/i18n/translations';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

function schoolRequest(method: 'POST' | 'PUT' | 'GET', url: string, headers: Record<string, string>, payload?: object) {
  return testApp.app.inject({ method, url: `/api/v1/school/${url}`, headers, ...(payload ? { payload } : {}) });
}

describe('the language of answers', () => {
  it("answers validation messages in the request's language, and SPEC's English without one", async () => {
    const teacher = await createTeacher(testApp.app);
    const english = await schoolRequest('POST', 'school-list-create/', teacher.headers, { name: ' ' });
    expect(english.json()).toEqual({ name: ['Name is required'], city: ['City is required'], country: ['Country is required'] });

    const spanish = await schoolRequest('POST', 'school-list-create/', { ...teacher.headers, 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' }, { name: ' ' });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.headers.vary).toContain('Accept-Language');
    expect(spanish.json()).toEqual({
      name: [messageTranslator.translate('Name is required', 'es')],
      city: [messageTranslator.translate('City is required', 'es')],
      country: [messageTranslator.translate('Country is required', 'es')],
    });
    expect(spanish.json().name[0]).not.toBe('Name is required');
  });

  it('fills templates and translates refusals, in Arabic and Chinese', async () => {
    const teacher = await createTeacher(testApp.app);
    const long = await schoolRequest('POST', 'class-create/', { ...teacher.headers, 'accept-language': 'ar' }, { name: 'x'.repeat(300) });
    expect(long.statusCode).toBe(400);
    const [message] = long.json().name as string[];
    expect(message).toBe(messageTranslator.translate('Ensure this field has no more than 100 characters.', 'ar'));
    expect(message).toContain('100');

    const parent = await createParent(testApp.app);
    const refused = await schoolRequest('POST', 'school-list-create/', { ...parent.headers, 'accept-language': 'zh-CN' }, { name: 'A', city: 'B', country: 'C' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(messageTranslator.translate('Only teachers can do this.', 'zh'));
    expect(refused.json().detail).not.toBe('Only teachers can do this.');
  });

  it("reads the value back out of a template: an event's past day, in Spanish", async () => {
    const teacher = await createTeacher(testApp.app);
    const schoolClass = await createClass(testApp.app, teacher);
    const refused = await schoolRequest('POST', 'event-create/', { ...teacher.headers, 'accept-language': 'es' }, {
      name: 'Picnic',
      date: '2001-05-04',
      description: 'On the field',
      helpers_required: 2,
      school_class: schoolClass.id,
    });
    expect(refused.statusCode).toBe(400);
    const [message] = refused.json().date as string[];
    expect(message).toMatch(/^La fecha debe ser posterior al \d{4}-\d{2}-\d{2}$/);
  });

  it('leaves data untouched and falls back to English for a language Homeroom does not speak', async () => {
    const teacher = await createTeacher(testApp.app);
    const created = await schoolRequest('POST', 'school-list-create/', { ...teacher.headers, 'accept-language': 'fr' }, { name: 'Not found.', city: 'Lyon', country: 'France' });
    expect(created.json()).toMatchObject({ name: 'Not found.' });
    const german = await schoolRequest('POST', 'school-list-create/', { ...teacher.headers, 'accept-language': 'de-DE' }, { name: ' ' });
    expect(german.json().name).toEqual(['Name is required']);
  });
});

describe('PUT school/language-update/', () => {
  it("stores the account's language, shown in the user details", async () => {
    const parent = await createParent(testApp.app);
    const saved = await schoolRequest('PUT', 'language-update/', parent.headers, { language: 'ar' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: 'ar' });
    const details = await testApp.app.inject({ method: 'GET', url: '/api/v1/dj-rest-auth/user/', headers: parent.headers });
    expect(details.json().language).toBe('ar');
  });

  it('refuses a language Homeroom does not speak, and a visitor', async () => {
    const teacher = await createTeacher(testApp.app);
    const refused = await schoolRequest('PUT', 'language-update/', teacher.headers, { language: 'de' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ language: ['Choose one of English, Español, Français, العربية or 简体中文.'] });
    expect((await schoolRequest('PUT', 'language-update/', {}, { language: 'es' })).statusCode).toBe(401);
    const details = await testApp.app.inject({ method: 'GET', url: '/api/v1/dj-rest-auth/user/', headers: teacher.headers });
    expect(details.json().language).toBeNull();
  });
});

describe('choosing among the languages a client prefers', () => {
  it('orders Accept-Language by quality and picks the first Homeroom speaks', () => {
    expect(parseAcceptLanguage('de;q=0.9, fr-CA, zh;q=0.95, *;q=0.1')).toEqual(['fr-CA', 'zh', 'de']);
    expect(pickLanguage(parseAcceptLanguage('de-DE,zh-Hant-TW;q=0.8'))).toBe('zh');
    expect(pickLanguage(['pt-BR', 'ES'])).toBe('es');
    expect(pickLanguage([])).toBe('en');
  });
});
