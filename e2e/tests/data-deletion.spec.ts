import { type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import { DESKTOP, PHONE, callApi, logInInNewContext, person, sendChatMessages, setUpLinkedClassroom } from '../fixtures.ts';
import { snap } from '../support.ts';

/** Also keeps a copy under /tmp/deletion/ to look at. */
async function snapBoth(page: Page, name: string): Promise<void> {
  await snap(page, name);
  await page.screenshot({ path: `/tmp/deletion/${name}.png`, fullPage: true, animations: 'disabled' });
}

for (const [width, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`a parent deletes their account from the profile, and their messages read 'User left the group' for the teacher (${width})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const { teacher, parent } = await setUpLinkedClassroom(request, {
      teacher: person('teacher', 'Olivia', 'Bennett'),
      parent: person('parent', 'Jamie', 'Fox'),
      className: 'Year 2 Wrens',
      studentName: 'Ava Fox',
    });
    const group = await callApi<{ id: number }>(request, 'POST', 'school/chat-group-create/', teacher, { name: 'Trip drivers' });
    await callApi(request, 'POST', `school/chat-group-add-members/${group.id}/`, teacher, [{ user: parent.id, group: group.id }]);
    await sendChatMessages(browser, parent, group.id, ['I can take three children in my car.']);

    const page = await logInInNewContext(browser, parent, viewport);
    await page.goto('/profile?tab=settings');
    const open = page.getByRole('button', { name: 'Delete my account' });
    await open.scrollIntoViewIfNeeded();
    await snapBoth(page, `delete-account-section-${width}`);
    // With the keyboard alone: the button, the address, Enter.
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await page.getByLabel('Type your e-mail address to confirm').fill('someone-else@example.org');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Type the e-mail address of this account to confirm.')).toBeVisible();
    await snapBoth(page, `delete-account-dialog-refused-${width}`);
    await expectNoSeriousAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.viewport!.width);
    await page.getByLabel('Type your e-mail address to confirm').fill(parent.email);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);

    // The account is gone: signing in again fails.
    await page.getByLabel('E-mail').fill(parent.email);
    await page.getByLabel('Password').fill(parent.password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page).toHaveURL(/\/login$/);

    const teacherPage = await logInInNewContext(browser, teacher, viewport);
    await teacherPage.goto(`/chatGroup/${group.id}`);
    const log = teacherPage.getByRole('log', { name: 'Messages' });
    await expect(log.getByText('I can take three children in my car.')).toBeVisible();
    await expect(log.getByText('User left the group')).toBeVisible();
    await snapBoth(teacherPage, `delete-account-chat-after-${width}`);
  });
}

test('the deletion dialog reads right to left in Arabic', async ({ browser, request }) => {
  const { parent } = await setUpLinkedClassroom(request, {
    teacher: person('teacher', 'Olivia', 'Bennett'),
    parent: person('parent', 'Samir', 'Haddad'),
    className: 'Year 2 Wrens',
    studentName: 'Lina Haddad',
  });
  await callApi(request, 'PUT', 'school/language-update/', parent, { language: 'ar' });
  const page = await logInInNewContext(browser, parent, PHONE);
  await page.goto('/profile?tab=settings');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'حذف حسابي' }).click();
  await expect(page.getByRole('dialog', { name: 'هل تريد حذف حسابك؟' })).toBeVisible();
  await snapBoth(page, 'delete-account-dialog-ar-phone');
  await expectNoSeriousAxeViolations(page);
});
