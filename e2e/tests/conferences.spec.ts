import { readFile } from 'node:fs/promises';
import { type Download, type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import { DESKTOP, PHONE, callApi, logIn, person, setUpLinkedClassroom } from '../fixtures.ts';
import { snap } from '../support.ts';

/** A calendar day in this machine's time zone, which the browser shares, as `YYYY-MM-DD`. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The DTSTART of the one event of a downloaded `.ics` file (lines unfolded). */
async function startOf(download: Download): Promise<string> {
  const text = (await readFile(await download.path())).toString('utf8').replace(/\r\n /g, '');
  expect(text).toContain('BEGIN:VEVENT');
  const start = /^DTSTART:(\d{8}T\d{6}Z)\r?$/m.exec(text)?.[1];
  expect(start).toBeTruthy();
  return start ?? '';
}

async function openConferences(page: Page, classId: number): Promise<void> {
  await page.goto(`/class/${classId}?tab=conferences`);
  await expect(page.getByRole('heading', { name: 'Conferences', level: 2 })).toBeVisible();
}

test('a teacher publishes a booking window, a family books a slot, and both download the same booking as .ics', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const { teacher, parent, classId } = await setUpLinkedClassroom(request, {
    teacher: person('conference-teacher', 'Olivia', 'Bennett'),
    parent: person('conference-parent', 'Samuel', 'Carter'),
    className: 'Year 2 Robins',
    studentName: 'Leo Carter',
  });
  const day = dayFromToday(5);

  // The teacher publishes two afternoons' window from the class's Conferences tab.
  const teacherContext = await browser.newContext(DESKTOP);
  const teacherPage = await teacherContext.newPage();
  await logIn(teacherPage, teacher);
  await openConferences(teacherPage, classId);
  await expect(teacherPage.getByText('No booking window yet.')).toBeVisible();
  await teacherPage.getByRole('button', { name: 'New booking window' }).click();
  const form = teacherPage.getByRole('form', { name: 'Booking window' });
  await form.getByLabel('Day', { exact: true }).fill(day);
  await form.getByLabel('Start', { exact: true }).fill('16:00');
  await form.getByLabel('End', { exact: true }).fill('17:00');
  await form.getByRole('button', { name: 'Add a break' }).click();
  await form.getByLabel('Start', { exact: true }).nth(1).fill('16:30');
  await form.getByLabel('End', { exact: true }).nth(1).fill('16:40');
  await form.getByLabel('Slot length (minutes)').fill('15');
  await form.getByLabel('Note for families').fill('Classroom 2B, next to the library.');
  await expectNoSeriousAxeViolations(teacherPage);
  await snap(teacherPage, 'conferences-teacher-form-desktop');
  await form.getByRole('button', { name: 'Publish window' }).click();
  const window = teacherPage.getByRole('region', { name: 'Conferences with Olivia Bennett' });
  await expect(window).toBeVisible();
  await expect(window.getByText('0 of 3 booked')).toBeVisible();

  // The family books the second slot on a phone.
  const parentContext = await browser.newContext(PHONE);
  const parentPage = await parentContext.newPage();
  await logIn(parentPage, parent);
  await openConferences(parentPage, classId);
  await expect(parentPage.getByText('No slot booked for Leo Carter yet.')).toBeVisible();
  const bookButtons = parentPage.getByRole('button', { name: /^Book / });
  await expect(bookButtons).toHaveCount(3);
  await bookButtons.nth(1).click();
  await expect(parentPage.getByText(/^Booked for Leo Carter:/)).toBeVisible();
  await expect(parentPage.getByText(/^Leo Carter: /)).toBeVisible();
  expect(await parentPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousAxeViolations(parentPage);
  await snap(parentPage, 'conferences-family-phone');
  const [familyDownload] = await Promise.all([
    parentPage.waitForEvent('download'),
    parentPage.getByRole('button', { name: 'Add to calendar (.ics)' }).click(),
  ]);
  const familyStart = await startOf(familyDownload);

  // The teacher sees the booking and downloads the same event.
  await teacherPage.reload();
  await expect(window.getByText('Leo Carter · Samuel Carter')).toBeVisible();
  await expect(window.getByText('1 of 3 booked')).toBeVisible();
  await snap(teacherPage, 'conferences-teacher-desktop');
  const [teacherDownload] = await Promise.all([
    teacherPage.waitForEvent('download'),
    window.getByRole('button', { name: 'Add the conference of Leo Carter to the calendar (.ics)' }).click(),
  ]);
  expect(await startOf(teacherDownload)).toBe(familyStart);
  const [slots] = await callApi<{ slots: { starts_at: string; booking: { id: number } | null }[] }[]>(request, 'GET', `school/class-conferences/${classId}/`, teacher);
  const booked = slots?.slots.find((slot) => slot.booking !== null);
  expect(familyStart).toBe((booked?.starts_at ?? '').replace(/[-:]/g, '').replace(/\.\d{3}/, ''));

  // The printable schedule of the day.
  await window.getByRole('link', { name: /^Print the schedule of / }).click();
  await expect(teacherPage.getByRole('heading', { name: 'Conference schedule', level: 1 })).toBeVisible();
  await expect(teacherPage.getByRole('cell', { name: 'Leo Carter' })).toBeVisible();
  await expectNoSeriousAxeViolations(teacherPage);
  await snap(teacherPage, 'conferences-print-desktop');
  await teacherPage.emulateMedia({ media: 'print' });
  await snap(teacherPage, 'conferences-print-paper');

  // The family's page in Arabic, right to left.
  await callApi(request, 'PUT', 'school/language-update/', parent, { language: 'ar' });
  await parentPage.reload();
  await expect(parentPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(parentPage.getByRole('heading', { name: 'اللقاءات', level: 2 })).toBeVisible();
  await snap(parentPage, 'conferences-family-phone-ar');
  await parentContext.close();
  await teacherContext.close();
});
