import { type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import {
  DESKTOP,
  PHONE,
  callApi,
  chatPresenceOf,
  createClassWithStudents,
  linkChild,
  logInInNewContext,
  openDirectChat,
  person,
  registerThroughApi,
  sendChatMessages,
} from '../fixtures.ts';

/** Screenshots of this part, looked at by hand (desktop, 360 px phone, Arabic). */
async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `/tmp/read-receipts/${name}.png`, fullPage: true, animations: 'disabled' });
}

/** A teacher with a class of two children, each with a parent of their own. */
async function classOfTwoFamilies(request: Parameters<typeof registerThroughApi>[0]) {
  const teacher = await registerThroughApi(request, person('teacher', 'Olivia', 'Bennett'), 'Teacher');
  const { classId, inviteCodes } = await createClassWithStudents(request, teacher, 'Year 2 Wrens', ['Leo Carter', 'Mia Shah']);
  const samuel = await registerThroughApi(request, person('samuel', 'Samuel', 'Carter'), 'Parent');
  const priya = await registerThroughApi(request, person('priya', 'Priya', 'Shah'), 'Parent');
  await linkChild(request, samuel, inviteCodes[0] ?? '');
  await linkChild(request, priya, inviteCodes[1] ?? '');
  return { teacher, samuel, priya, classId };
}

test('a parent reads a direct message and the teacher sees "Seen" appear live', async ({ browser, request }) => {
  const { teacher, samuel } = await classOfTwoFamilies(request);
  const groupId = await openDirectChat(request, teacher, samuel);
  const teacherPage = await logInInNewContext(browser, teacher);
  await teacherPage.goto(`/chatGroup/${groupId}`);
  const composer = teacherPage.getByRole('textbox', { name: 'Message' });
  await composer.fill('The trip forms are due on Friday.');
  await composer.press('Enter');
  const log = teacherPage.getByRole('log');
  await expect(log.getByText('The trip forms are due on Friday.')).toBeVisible();
  await expect(teacherPage.getByTestId('seen-receipt')).toHaveCount(0);

  // The parent opens the chat on a phone: the message is read, and the teacher's page says so at once.
  const parentPage = await logInInNewContext(browser, samuel, PHONE);
  await parentPage.goto(`/chatGroup/${groupId}`);
  await expect(parentPage.getByRole('log').getByText('The trip forms are due on Friday.')).toBeVisible();
  await expect(teacherPage.getByTestId('seen-receipt')).toContainText('Seen');
  await shoot(teacherPage, 'direct-seen-desktop');
  await expectNoSeriousAxeViolations(teacherPage);

  // The parent's reply is not "seen" on the parent's phone until the teacher has read it; the teacher's page is open, so it is.
  await parentPage.getByRole('textbox', { name: 'Message' }).fill('Thanks, it is signed.');
  await parentPage.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(teacherPage.getByRole('log').getByText('Thanks, it is signed.')).toBeVisible();
  await expect(parentPage.getByTestId('seen-receipt')).toContainText('Seen');
  await shoot(parentPage, 'direct-seen-phone');
});

test('a group shows "Seen by 2" with who and when', async ({ browser, request }) => {
  const { teacher, samuel, priya } = await classOfTwoFamilies(request);
  const group = await callApi<{ id: number }>(request, 'POST', 'school/chat-group-create/', teacher, { name: 'Trip helpers' });
  await callApi(request, 'POST', `school/chat-group-add-members/${group.id}/`, teacher, [
    { user: samuel.id, group: group.id },
    { user: priya.id, group: group.id },
  ]);
  await sendChatMessages(browser, teacher, group.id, ['Who can help on Friday?']);
  await callApi(request, 'POST', `school/chat-group-read/${group.id}/`, samuel, {});

  const teacherPage = await logInInNewContext(browser, teacher);
  await teacherPage.goto(`/chatGroup/${group.id}`);
  await expect(teacherPage.getByTestId('seen-receipt')).toHaveText('Seen by 1');
  // The second reader arrives live, once the teacher's page is in the chat (not merely connected).
  await expect(chatPresenceOf(teacherPage, 'Olivia Bennett')).toHaveAccessibleName('online');
  await callApi(request, 'POST', `school/chat-group-read/${group.id}/`, priya, {});
  const seenBy = teacherPage.getByTestId('seen-receipt');
  await expect(seenBy).toHaveText('Seen by 2');
  await seenBy.press('Enter');
  const readers = teacherPage.getByRole('list', { name: 'Who has seen it' });
  await expect(readers.getByText('Samuel Carter')).toBeVisible();
  await expect(readers.getByText('Priya Shah')).toBeVisible();
  await shoot(teacherPage, 'group-seen-by-desktop');
  await expectNoSeriousAxeViolations(teacherPage);
  const phone = await logInInNewContext(browser, teacher, PHONE);
  await phone.goto(`/chatGroup/${group.id}`);
  await phone.getByTestId('seen-receipt').click();
  await expect(phone.getByRole('list', { name: 'Who has seen it' }).getByText('Priya Shah')).toBeVisible();
  await shoot(phone, 'group-seen-by-phone');
});

test('an announcement needing acknowledgement: one family acknowledges, the teacher reminds the other', async ({ browser, request }) => {
  const { teacher, samuel, priya, classId } = await classOfTwoFamilies(request);
  const teacherPage = await logInInNewContext(browser, teacher);
  await teacherPage.goto(`/class/${classId}?tab=announcements`);
  await teacherPage.getByRole('button', { name: 'New announcement' }).click();
  const form = teacherPage.getByRole('form', { name: 'New announcement' });
  await form.getByLabel('Title').fill('Aquarium trip');
  await form.getByLabel('Content').fill('Please confirm you have read this: we leave at nine on Friday.');
  await form.getByLabel('Ask each family to confirm they have read it').check();
  await form.getByRole('button', { name: 'Post announcement' }).click();
  await expect(teacherPage.getByText('Read by 0 of 2 families')).toBeVisible();
  await expect(teacherPage.getByText('Acknowledged by 0 of 2 families')).toBeVisible();

  // Samuel opens the tab on his phone and taps "I've read this"; the teacher's counts follow live.
  const parentPage = await logInInNewContext(browser, samuel, PHONE);
  await parentPage.goto(`/class/${classId}?tab=announcements`);
  await expect(parentPage.getByText('The teacher asks each family to confirm they have read this.')).toBeVisible();
  await expect(parentPage.getByText(/Read by/)).toHaveCount(0);
  await expect(teacherPage.getByText('Read by 1 of 2 families')).toBeVisible();
  await shoot(parentPage, 'acknowledge-phone-before');
  await parentPage.getByRole('button', { name: 'I’ve read this' }).click();
  await expect(parentPage.getByText(/You confirmed reading this/)).toBeVisible();
  await shoot(parentPage, 'acknowledge-phone-after');
  await expect(teacherPage.getByText('Acknowledged by 1 of 2 families')).toBeVisible();

  // The teacher sees who has not and reminds them in one click; a second click is refused.
  await teacherPage.getByRole('button', { name: 'Who has read it' }).click();
  await expect(teacherPage.getByText('Family of Mia Shah')).toBeVisible();
  await expect(teacherPage.getByText('Not acknowledged yet')).toBeVisible();
  await teacherPage.getByRole('button', { name: 'Remind those who have not' }).click();
  await expect(teacherPage.getByText('Reminder sent to 1 guardian.')).toBeVisible();
  await expect(teacherPage.getByText(/Last reminder/)).toBeVisible();
  await shoot(teacherPage, 'acknowledge-teacher-desktop');
  await expectNoSeriousAxeViolations(teacherPage);
  await teacherPage.getByRole('button', { name: 'Remind those who have not' }).click();
  await expect(teacherPage.getByText('A reminder was sent a few minutes ago. Please wait before sending another.')).toBeVisible();

  // Priya gets the reminder on the bell.
  const bell = await callApi<{ type: string; school_class: { id: number } | null }[]>(request, 'GET', 'school/notifications-get/', priya);
  expect(bell.some((entry) => entry.type === 'Announcement' && entry.school_class?.id === classId)).toBe(true);

  // The teacher on a phone, in Arabic, right to left.
  await callApi(request, 'PUT', 'school/language-update/', teacher, { language: 'ar' });
  const arabicPhone = await logInInNewContext(browser, teacher, PHONE);
  await arabicPhone.goto(`/class/${classId}?tab=announcements`);
  await expect(arabicPhone.locator('html')).toHaveAttribute('dir', 'rtl');
  await arabicPhone.getByTestId(/read-by-announcement-/).getByRole('button').click();
  await expect(arabicPhone.getByText('عائلة Mia Shah')).toBeVisible();
  await shoot(arabicPhone, 'acknowledge-teacher-phone-ar');
  void DESKTOP;
});
