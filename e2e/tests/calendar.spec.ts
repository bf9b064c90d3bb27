import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import { DESKTOP, PHONE, callApi, logIn, person, setUpLinkedClassroom } from '../fixtures.ts';

/** The copy buttons write to the clipboard; the test reads it back. */
const CLIPBOARD = { permissions: ['clipboard-read', 'clipboard-write'] };

/** Where the screenshots go to be looked at: SHOTS_DIR, or e2e/screenshots. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const directory = process.env.SHOTS_DIR ?? path.join(import.meta.dirname, '..', 'screenshots');
  await page.screenshot({ path: path.join(directory, `calendar-${name}.png`), fullPage: true, animations: 'disabled' });
}

/** A calendar day in this machine's time zone, which the browser shares, as `YYYY-MM-DD`. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${String(date.getDate()).padStart(2, '0')}`;
}

test('a parent copies their calendar address from the profile, a calendar fetches it, and an event downloads as .ics', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { teacher, parent, classId } = await setUpLinkedClassroom(request, {
    teacher: person('calendar-teacher', 'Olivia', 'Bennett'),
    parent: person('calendar-parent', 'Samuel', 'Carter'),
    className: 'Year 2 Robins',
    studentName: 'Leo Carter',
  });
  const fair = await callApi<{ id: number }>(request, 'POST', 'school/event-create/', teacher, {
    name: 'Autumn book fair, stalls; 📚',
    date: dayFromToday(3),
    description: 'Help us run the book stall after school.',
    helpers_required: 3,
    school_class: classId,
  });
  await callApi(request, 'POST', 'school/helper-create/', parent, { event: fair.id });

  // The parent makes their address on the profile's Calendar tab and copies it.
  const context = await browser.newContext({ ...DESKTOP, ...CLIPBOARD });
  const page = await context.newPage();
  await logIn(page, parent);
  await page.goto('/profile');
  await page.getByRole('tablist', { name: 'Profile sections' }).getByRole('tab', { name: 'Calendar' }).click();
  await expect(page.getByRole('heading', { name: 'Calendar', level: 2 })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Make my calendar address' }).click();
  await expect(page.getByText('Copy your address now')).toBeVisible();
  await page.getByRole('button', { name: 'Copy the web address' }).click();
  await expect(page.getByText('Copied.')).toBeVisible();
  const feedUrl = await page.evaluate(() => navigator.clipboard.readText());
  expect(feedUrl).toMatch(/\/api\/v1\/calendar\/[a-f0-9]{64}\.ics$/);
  await expect(page.getByRole('link', { name: 'Subscribe in Apple Calendar or Outlook' })).toHaveAttribute(
    'href',
    feedUrl.replace(/^https?:\/\//, 'webcal://'),
  );
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'parent-address-desktop');

  // A calendar service fetches the address with no session: the class's event is there, marked.
  const feed = await request.get(feedUrl, { headers: {} });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const feedText = (await feed.text()).replace(/\r\n /g, '');
  expect(feedText).toContain('BEGIN:VCALENDAR');
  expect(feedText).toContain(`SUMMARY:You are helping: Autumn book fair\\, stalls\\; 📚 · Year 2 Robins`);
  expect(feedText).toContain(`DTSTART;VALUE=DATE:${dayFromToday(3).replace(/-/g, '')}`);

  // The event downloads as a .ics file from the class's Events tab.
  await page.goto(`/class/${classId}?tab=events`);
  const event = page.getByRole('article', { name: 'Autumn book fair, stalls; 📚' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    event.getByRole('button', { name: 'Add to calendar: Autumn book fair, stalls; 📚' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Autumn book fair, stalls; 📚.ics');
  const file = (await readFile(await download.path())).toString('utf8').replace(/\r\n /g, '');
  expect(file).toContain(`UID:event-${fair.id}@`);
  expect(file).toContain('SUMMARY:You are helping: Autumn book fair\\, stalls\\; 📚 · Year 2 Robins');
  await shoot(page, 'parent-event-desktop');

  // A new address replaces the old one, after a confirmation; the old one stops at once.
  await page.goto('/profile?tab=calendar');
  await expect(page.getByText(/You made a calendar address on/)).toBeVisible();
  await page.getByRole('button', { name: 'Make a new address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a new calendar address?' });
  await expect(dialog).toContainText('Your current address stops working at once');
  await shoot(page, 'parent-confirm-desktop');
  await dialog.getByRole('button', { name: 'Make a new address' }).click();
  const newUrl = await page.getByTestId('calendar-feed-url').textContent();
  expect(newUrl).not.toBe(feedUrl);
  expect((await request.get(feedUrl)).status()).toBe(404);
  expect((await request.get(newUrl ?? '')).status()).toBe(200);
  await context.close();
});

test('the Calendar tab works on a phone and in Arabic', async ({ browser, request }) => {
  const { parent } = await setUpLinkedClassroom(request, {
    teacher: person('calendar-phone-teacher', 'Amal', 'Haddad'),
    parent: person('calendar-phone-parent', 'Karim', 'Haddad'),
    className: 'الصف الثاني',
    studentName: 'Lina',
  });
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await logIn(page, parent);
  await page.goto('/profile?tab=calendar');
  await page.getByRole('button', { name: 'Make my calendar address' }).click();
  await expect(page.getByTestId('calendar-feed-url')).toBeVisible();
  // Nothing runs off the side of a 360 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shoot(page, 'parent-address-phone');

  await callApi(request, 'PUT', 'school/language-update/', parent, { language: 'ar' });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'التقويم', level: 2 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoSeriousAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shoot(page, 'parent-arabic-phone');
  await context.close();
});
