import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import { PHONE, callApi, logInInNewContext, openDirectChat, person, setUpLinkedClassroom } from '../fixtures.ts';
import { snap } from '../support.ts';

function messageLog(page: Page): Locator {
  return page.getByRole('log', { name: 'Messages' });
}

function bubble(page: Page, text: string): Locator {
  return messageLog(page).locator('li > p').filter({ hasText: text });
}

async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(bubble(page, text)).toBeVisible();
}

test('a parent edits and removes messages; the teacher sees it live, with the earlier version, and who is typing', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { teacher, parent } = await setUpLinkedClassroom(request, {
    teacher: person('teacher-record', 'Olivia', 'Bennett'),
    parent: person('parent-record', 'Samuel', 'Carter'),
    className: 'Year 2 Wrens',
    studentName: 'Leo Carter',
  });
  const groupId = await openDirectChat(request, parent, teacher);

  const teacherPage = await logInInNewContext(browser, teacher);
  await teacherPage.goto(`/chatGroup/${groupId}`);
  await expect(teacherPage.getByText('Live')).toBeVisible();
  const parentPage = await logInInNewContext(browser, parent, PHONE);
  await parentPage.goto(`/chatGroup/${groupId}`);
  await expect(parentPage.getByText('Live')).toBeVisible();

  // Typing shows on the other side, politely, and goes when the message comes.
  await parentPage.getByRole('textbox', { name: 'Message' }).pressSequentially('Leo will be late', { delay: 20 });
  await expect(teacherPage.getByText('Samuel is typing...')).toBeVisible();
  await expect(teacherPage.locator('[aria-live="polite"]').filter({ hasText: 'Samuel is typing...' })).toHaveCount(1);
  await snap(teacherPage, 'chat-record-typing-desktop');
  await parentPage.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(bubble(teacherPage, 'Leo will be late')).toBeVisible();
  await expect(teacherPage.getByText('Samuel is typing...')).toHaveCount(0);
  await send(parentPage, 'Wrong chat, sorry: buy milk');

  // The parent edits the first message from its menu, with the keyboard.
  const firstItem = messageLog(parentPage).getByRole('listitem').filter({ hasText: 'Leo will be late' });
  await firstItem.getByRole('button', { name: 'Actions for your message' }).click();
  await parentPage.getByRole('menuitem', { name: 'Edit' }).click();
  const editor = parentPage.getByRole('textbox', { name: 'Edit your message' });
  await expect(editor).toBeFocused();
  await editor.fill('Leo will be 10 minutes late');
  await editor.press('Enter');
  await expect(bubble(parentPage, 'Leo will be 10 minutes late')).toBeVisible();

  // The teacher sees the new text live, marked edited, and the earlier version on click.
  await expect(bubble(teacherPage, 'Leo will be 10 minutes late')).toBeVisible();
  const edited = teacherPage.getByRole('button', { name: /show the earlier versions/ });
  await expect(edited).toHaveText('edited');
  await edited.click();
  const versions = teacherPage.getByRole('dialog', { name: 'Earlier versions' });
  await expect(versions.getByText('Leo will be late', { exact: true })).toBeVisible();
  await expect(versions.getByText('Leo will be 10 minutes late')).toBeVisible();
  await expectNoSeriousAxeViolations(teacherPage);
  await snap(teacherPage, 'chat-record-versions-desktop');
  await teacherPage.keyboard.press('Escape');
  await expect(versions).toBeHidden();

  // The parent removes the wrong message after confirming; the teacher sees 'Message removed'.
  const wrongItem = messageLog(parentPage).getByRole('listitem').filter({ hasText: 'Wrong chat, sorry' });
  await wrongItem.getByRole('button', { name: 'Actions for your message' }).click();
  await parentPage.getByRole('menuitem', { name: 'Remove' }).click();
  const confirm = parentPage.getByRole('dialog', { name: 'Remove this message?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(bubble(parentPage, 'Message removed')).toBeVisible();
  await expect(bubble(teacherPage, 'Message removed')).toBeVisible();
  await expect(messageLog(teacherPage)).not.toContainText('buy milk');
  await expectNoSeriousAxeViolations(parentPage);
  expect(await parentPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await snap(parentPage, 'chat-record-phone');
  await snap(teacherPage, 'chat-record-desktop');

  // After a reload, the record is the same: edited text, the marker, the removal.
  await teacherPage.reload();
  await expect(bubble(teacherPage, 'Leo will be 10 minutes late')).toBeVisible();
  await expect(bubble(teacherPage, 'Message removed')).toBeVisible();
  await expect(teacherPage.getByRole('button', { name: /show the earlier versions/ })).toBeVisible();

  // Right to left, in Arabic.
  await callApi(request, 'PUT', 'school/language-update/', parent, { language: 'ar' });
  await parentPage.reload();
  await expect(parentPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(parentPage.getByRole('log').locator('li > p').filter({ hasText: 'تم حذف الرسالة' })).toBeVisible();
  await expect(parentPage.getByText('معدّلة', { exact: true })).toBeVisible();
  expect(await parentPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await snap(parentPage, 'chat-record-arabic-phone');

  await Promise.all([teacherPage.context().close(), parentPage.context().close()]);
});
