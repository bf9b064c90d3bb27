import { mkdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import {
  DESKTOP,
  PHONE,
  callApi,
  person,
  registerThroughApi,
  setUpLinkedClassroom,
} from '../fixtures.ts';

/** Where the pictures of this part go, to be looked at after the run (issue 14, "Done when"). */
const SHOTS = '/work/shots/i18n-e2e';

const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

/** An event's day as its card shows it (event-card.tsx), in `locale`, computed the way the browser does. */
function eventDay(date: string, locale: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, day ?? 1).toLocaleDateString(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, animations: 'disabled' });
}

test('a newcomer switches to Spanish on the landing page: registering, the profile and logging in follow, the account keeps it, and another device comes up in Spanish', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const newcomer = person('lucia', 'Lucía', 'Romero');
  const page = await (await browser.newContext({ ...DESKTOP, locale: 'en-GB' })).newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Teachers and Parents working together.');

  await page.getByRole('banner').getByLabel('Language').selectOption('es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Docentes y familias trabajando juntos.');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('banner').getByLabel('Idioma')).toHaveValue('es');

  // Registering, in Spanish.
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Registrarse' }).click();
  await expect(page.getByRole('heading', { name: 'Cree su cuenta' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(newcomer.email);
  await page.getByLabel('Nombre').fill(newcomer.firstName);
  await page.getByLabel('Apellido (opcional)').fill(newcomer.lastName);
  await page.getByLabel('Contraseña', { exact: true }).fill(newcomer.password);
  await page.getByLabel('Confirmación de la contraseña').fill(`${newcomer.password}x`);
  await page.getByRole('button', { name: 'REGISTRARSE' }).click();
  // The form's own validation speaks Spanish too.
  await expect(page.getByText('Las contraseñas deben coincidir')).toBeVisible();
  await page.getByLabel('Confirmación de la contraseña').fill(newcomer.password);
  await page.getByRole('button', { name: 'REGISTRARSE' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // The navigation bar and the profile, where the account type is chosen.
  const navigation = page.getByRole('navigation', { name: 'Principal' });
  await expect(navigation.getByRole('link', { name: 'Inicio' })).toBeVisible();
  await navigation.getByRole('link', { name: 'Perfil' }).click();
  await expect(page.getByRole('group', { name: /^Seleccione el tipo de cuenta/ })).toBeVisible();
  await page.getByText('Familia', { exact: true }).click();
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Datos del usuario' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Cambiar la contraseña' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cuenta' })).toBeVisible();
  await expect(page).toHaveTitle('Perfil · Homeroom');

  // The account stores the choice.
  const { key } = await callApi<{ key: string }>(request, 'POST', 'dj-rest-auth/login/', null, {
    email: newcomer.email,
    password: newcomer.password,
  });
  await expect
    .poll(async () => (await callApi<{ language: string | null }>(request, 'GET', 'dj-rest-auth/user/', { key })).language)
    .toBe('es');

  // Logging out and in again, in Spanish.
  await navigation.getByRole('link', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('heading', { name: '¿Seguro que desea cerrar la sesión?' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(newcomer.email);
  await page.getByLabel('Contraseña').fill('not-the-password');
  await page.getByRole('button', { name: 'INICIAR SESIÓN' }).click();
  // The server's refusal, in the language the app sends with every call.
  await expect(page.getByText('No se puede iniciar sesión con las credenciales proporcionadas.')).toBeVisible();
  await page.getByLabel('Contraseña').fill(newcomer.password);
  await page.getByRole('button', { name: 'INICIAR SESIÓN' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(navigation.getByRole('link', { name: 'Perfil' })).toBeVisible();

  // Another device, whose browser speaks English: the account's Spanish wins once signed in.
  const otherDevice = await (await browser.newContext({ ...DESKTOP, locale: 'en-US' })).newPage();
  await otherDevice.goto('/login');
  await expect(otherDevice.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await otherDevice.getByLabel('E-mail').fill(newcomer.email);
  await otherDevice.getByLabel('Password').fill(newcomer.password);
  await otherDevice.getByRole('button', { name: 'LOGIN' }).click();
  await expect(otherDevice).toHaveURL(/\/home$/);
  await expect(otherDevice.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Perfil' })).toBeVisible();
  await expect(otherDevice.locator('html')).toHaveAttribute('lang', 'es');
  await otherDevice.goto('/profile');
  await expect(otherDevice.getByRole('tab', { name: 'Datos del usuario' })).toBeVisible();
  await expect(otherDevice.getByRole('banner').getByLabel('Idioma')).toHaveValue('es');
});

test('on a phone, the language menu is in the phone menu, and choosing Spanish there turns the menu and the page Spanish', async ({
  browser,
}) => {
  const page = await (await browser.newContext({ ...PHONE, locale: 'en-GB' })).newPage();
  await page.goto('/');
  await expect(page.getByRole('banner').getByLabel('Language')).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByLabel('Language').selectOption('es');
  await expect(page.getByRole('dialog', { name: 'Menú' }).getByRole('link', { name: 'Registrarse' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Menú' }).getByRole('link', { name: 'Registrarse' }).click();
  await expect(page.getByRole('heading', { name: 'Cree su cuenta' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abrir el menú' })).toBeVisible();
});

test('a Spanish-speaking parent reads the class in Spanish, dates and all, while the teacher keeps English on the same page', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { teacher, parent, classId } = await setUpLinkedClassroom(request, {
    teacher: person('teacher', 'Grace', 'Hopper'),
    parent: person('parent', 'Marisol', 'Vega'),
    className: 'Year 3 Kestrels',
    studentName: 'Mateo Vega',
  });
  await callApi(request, 'PUT', 'school/language-update/', parent, { language: 'es' });
  await callApi(request, 'PUT', 'school/language-update/', teacher, { language: 'en' });
  const date = inDays(9);
  await callApi(request, 'POST', 'school/event-create/', teacher, {
    name: 'Sports day',
    date,
    description: 'Help at the races.',
    helpers_required: 2,
    school_class: classId,
  });
  await callApi(request, 'POST', 'school/announcement-create/', teacher, {
    title: 'Swimming on Thursdays',
    content: 'Bring a towel.',
    school_class: classId,
  });

  // Both devices speak English; each account's language decides.
  const teacherPage = await (await browser.newContext({ ...DESKTOP, locale: 'en-GB', timezoneId: 'Europe/London' })).newPage();
  const parentPage = await (await browser.newContext({ ...DESKTOP, locale: 'en-GB', timezoneId: 'Europe/Madrid' })).newPage();
  for (const [page, who] of [
    [teacherPage, teacher],
    [parentPage, parent],
  ] as const) {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(who.email);
    await page.getByLabel('Password').fill(who.password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page).toHaveURL(/\/home$/);
  }

  await teacherPage.goto(`/class/${classId}?tab=events`);
  await parentPage.goto(`/class/${classId}?tab=events`);
  await expect(teacherPage.getByRole('heading', { name: 'Events' })).toBeVisible();
  await expect(teacherPage.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
  await expect(teacherPage.getByText(eventDay(date, 'en'))).toBeVisible();
  await expect(parentPage.getByRole('heading', { name: 'Eventos' })).toBeVisible();
  await expect(parentPage.getByRole('tab', { name: 'Próximos' })).toHaveAttribute('aria-selected', 'true');
  // "martes, 3 de diciembre de 2026": the weekday and month in Spanish, day before month.
  const spanishDay = eventDay(date, 'es');
  expect(spanishDay).toMatch(/^\p{L}+, \d{1,2} de \p{L}+ de \d{4}$/u);
  await expect(parentPage.getByText(spanishDay)).toBeVisible();
  await expect(parentPage.getByText('Sports day')).toBeVisible();
  // The teacher's own texts are data and stay as written.
  await expect(parentPage.getByText('Help at the races.')).toBeVisible();
  await expect(parentPage.getByRole('button', { name: 'Inscribirse' })).toBeVisible();
  await expect(teacherPage.getByRole('button', { name: 'New event' })).toBeVisible();

  await teacherPage.goto(`/class/${classId}?tab=announcements`);
  await parentPage.goto(`/class/${classId}?tab=announcements`);
  await expect(teacherPage.getByRole('heading', { name: 'Announcements' })).toBeVisible();
  await expect(parentPage.getByRole('heading', { name: 'Anuncios' })).toBeVisible();
  await expect(parentPage.getByText('Swimming on Thursdays')).toBeVisible();
  await expect(parentPage.locator('html')).toHaveAttribute('lang', 'es');
  await expect(teacherPage.locator('html')).toHaveAttribute('lang', 'en');
});

test('the first visit follows the browser: French for a French browser; Arabic lays the page out right to left', async ({
  browser,
}) => {
  const french = await (await browser.newContext({ ...DESKTOP, locale: 'fr-FR' })).newPage();
  await french.goto('/');
  await expect(french.getByRole('heading', { level: 1 })).toHaveText('Enseignants et parents travaillent ensemble.');
  await expect(french.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(french.locator('html')).toHaveAttribute('dir', 'ltr');

  for (const [name, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    const page = await (await browser.newContext({ ...options, locale: 'ar-EG' })).newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('المعلمون وأولياء الأمور يعملون معًا.');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    // The navigation starts on the right: the brand at the right edge, the menu at the left.
    const width = options.viewport?.width ?? 0;
    const brand = await page.getByRole('banner').getByRole('link', { name: 'Homeroom' }).boundingBox();
    expect(brand).not.toBeNull();
    expect((brand?.x ?? 0) + (brand?.width ?? 0)).toBeGreaterThan(width * 0.9);
    if (name === 'phone') {
      const menuButton = await page.getByRole('button', { name: 'فتح القائمة' }).boundingBox();
      expect(menuButton?.x ?? width).toBeLessThan(width * 0.2);
    } else {
      const logIn = await page.getByRole('navigation').getByRole('link', { name: 'تسجيل الدخول' }).boundingBox();
      expect(logIn?.x ?? width).toBeLessThan(brand?.x ?? 0);
    }
    await shoot(page, `landing-ar-${name}`);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
    await shoot(page, `login-ar-${name}`);
    if (name === 'phone') {
      await page.getByRole('button', { name: 'فتح القائمة' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, `menu-ar-${name}`);
    }
  }
});

test('a refused form answers its messages in Arabic when the request asks for Arabic, and in English otherwise', async ({
  request,
}) => {
  const registered = await registerThroughApi(request, person('amal', 'Amal', 'Haddad'), 'Parent');
  const wrongPassword = { email: registered.email, password: 'not-the-password' };

  const english = await request.post('/api/v1/dj-rest-auth/login/', { data: wrongPassword });
  expect(english.status()).toBe(400);
  expect(await english.json()).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });

  const arabic = await request.post('/api/v1/dj-rest-auth/login/', {
    data: wrongPassword,
    headers: { 'Accept-Language': 'ar' },
  });
  expect(arabic.status()).toBe(400);
  expect(arabic.headers()['vary']).toContain('Accept-Language');
  expect(await arabic.json()).toEqual({ non_field_errors: ['تعذّر تسجيل الدخول باستخدام بيانات الاعتماد المقدَّمة.'] });

  // Every field of an empty registration, in Arabic, with the same fields as in English.
  const emptyEnglish = (await (await request.post('/api/v1/dj-rest-auth/registration/', { data: {} })).json()) as Record<string, string[]>;
  const emptyArabic = await request.post('/api/v1/dj-rest-auth/registration/', {
    data: {},
    headers: { 'Accept-Language': 'ar-SA,ar;q=0.9,en;q=0.5' },
  });
  expect(emptyArabic.status()).toBe(400);
  const messages = (await emptyArabic.json()) as Record<string, string[]>;
  expect(Object.keys(messages).sort()).toEqual(Object.keys(emptyEnglish).sort());
  for (const text of Object.values(messages).flat()) expect(text).toMatch(/^[\u0600-\u06FF\s().،؟!a-z-]+$/u);
  expect(messages['email']).toEqual(['البريد الإلكتروني مطلوب']);

  // A language Homeroom does not speak falls back to SPEC's English.
  const german = await request.post('/api/v1/dj-rest-auth/login/', {
    data: wrongPassword,
    headers: { 'Accept-Language': 'de-DE' },
  });
  expect(await german.json()).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
});
