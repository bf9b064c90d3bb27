import { type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import { DESKTOP, PHONE, callApi, logInInNewContext, openDirectChat, person, setUpLinkedClassroom } from '../fixtures.ts';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Screenshots of this part, looked at by hand (desktop, 360 px phone, Arabic). */
async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `/tmp/office-hours/${name}.png`, fullPage: true, animations: 'disabled' });
}

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
}

test('a parent writing to a teacher on a day off sees when the teacher is back, and the teacher replies anyway', async ({ browser, request }) => {
  // Two browsers, three languages and sizes, four accessibility scans: a slow machine needs more than two minutes.
  test.setTimeout(240_000);
  const { teacher, parent } = await setUpLinkedClassroom(request, {
    teacher: person('teacher', 'Olivia', 'Bennett'),
    parent: person('parent', 'Samuel', 'Carter'),
    className: 'Year 2 Wrens',
    studentName: 'Leo Carter',
  });

  // The teacher keeps hours every day, and takes today off: whatever the time, they are away now.
  const teacherPage = await logInInNewContext(browser, teacher, { ...DESKTOP, timezoneId: 'Europe/London' });
  await teacherPage.goto('/profile?tab=office-hours');
  await expect(teacherPage.getByRole('heading', { level: 2, name: 'Office hours' })).toBeVisible();
  for (const day of WEEKDAYS) {
    await teacherPage.getByRole('button', { name: `Add hours on ${day}` }).click();
    await expect(teacherPage.getByLabel(`${day}, start of hours 1`)).toHaveValue('08:00');
  }
  // A range and its removal, with the keyboard.
  await teacherPage.getByRole('button', { name: 'Add hours on Monday' }).press('Enter');
  await teacherPage.getByRole('button', { name: 'Remove Monday 16:30–17:30' }).press('Enter');
  await expect(teacherPage.getByLabel('Monday, start of hours 2')).toHaveCount(0);
  await teacherPage.getByRole('button', { name: 'Add days off' }).click();
  await teacherPage.getByRole('button', { name: 'Save office hours' }).click();
  await expect(teacherPage.getByText('Office hours saved.')).toBeVisible();
  await shoot(teacherPage, 'settings-desktop');
  await expectNoSeriousAxeViolations(teacherPage);
  const saved = await callApi<{ weekly: unknown[]; days_off: { first_day: string }[] }>(request, 'GET', 'school/office-hours/', teacher);
  expect(saved.weekly).toHaveLength(7);
  expect(saved.days_off).toHaveLength(1);

  // The parent, on a phone in another zone, opens the direct chat: the banner says when the teacher is back.
  const groupId = await openDirectChat(request, parent, teacher);
  const parentPage = await logInInNewContext(browser, parent, { ...PHONE, timezoneId: 'America/New_York' });
  await parentPage.goto(`/chatGroup/${groupId}`);
  const banner = parentPage.getByRole('status').filter({ hasText: 'is away until' });
  await expect(banner).toContainText('Olivia Bennett is away until');
  await expect(banner).toContainText('Your message will be delivered; they will be alerted when their hours start.');
  await expect(banner).toContainText('Usual hours (Europe/London): Mon–Sun 08:00–16:30');
  // The time is told in the parent's own zone: 08:00 in London is 03:00 in New York.
  await expect(banner).toContainText('03:00');
  await expect(parentPage.getByText('Live', { exact: true })).toBeVisible();
  await send(parentPage, 'Is the trip still on Friday?');
  await shoot(parentPage, 'banner-phone');
  await expectNoSeriousAxeViolations(parentPage);

  // The teacher's own chat shows no banner; they reply anyway and the parent reads it.
  await teacherPage.goto(`/chatGroup/${groupId}`);
  await expect(teacherPage.getByRole('log', { name: 'Messages' })).toContainText('Is the trip still on Friday?');
  await expect(teacherPage.getByText('is away until')).toHaveCount(0);
  await expect(teacherPage.getByText('Live', { exact: true })).toBeVisible();
  await send(teacherPage, 'Yes, see you at 9.');
  await expect(parentPage.getByRole('log', { name: 'Messages' })).toContainText('Yes, see you at 9.');
  await shoot(teacherPage, 'teacher-chat-desktop');

  // In Arabic the banner reads right to left.
  await callApi(request, 'PUT', 'school/language-update/', parent, { language: 'ar' });
  await parentPage.reload();
  await expect(parentPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(parentPage.getByRole('status').filter({ hasText: 'غير متاح حتى' })).toBeVisible();
  await shoot(parentPage, 'banner-phone-ar');
  await expectNoSeriousAxeViolations(parentPage);

  // The teacher's settings on a phone.
  const teacherPhone = await logInInNewContext(browser, teacher, { ...PHONE, timezoneId: 'Europe/London' });
  await teacherPhone.goto('/profile?tab=office-hours');
  await expect(teacherPhone.getByLabel('Sunday, end of hours 1')).toHaveValue('16:30');
  await shoot(teacherPhone, 'settings-phone');
  await expectNoSeriousAxeViolations(teacherPhone);
});
