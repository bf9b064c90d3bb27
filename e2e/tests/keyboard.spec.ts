import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import {
  DESKTOP,
  callApi,
  openDirectChat,
  person,
  setUpLinkedClassroom,
  type Person,
} from '../fixtures.ts';

/**
 * Keyboard-only journeys (issue 14): no mouse anywhere, only Tab, Shift+Tab, Enter, Space and
 * Escape. Reaching a control by Tab alone, within a bound, is what shows the order is usable.
 */

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it is not reached in `limit` steps. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    const isFocused = await target
      .evaluate((element) => element === document.activeElement, undefined, { timeout: 1_000 })
      .catch(() => false);
    if (isFocused) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** The focused control is drawn with a visible focus: an outline or a ring. */
async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const style = await target.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { outline: `${computed.outlineStyle} ${computed.outlineWidth}`, shadow: computed.boxShadow };
  });
  const hasOutline = !style.outline.startsWith('none') && !style.outline.endsWith(' 0px');
  expect(hasOutline || style.shadow !== 'none', `focus style ${JSON.stringify(style)}`).toBe(true);
}

async function logInByKeyboard(page: Page, user: Pick<Person, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  const email = page.getByLabel('E-mail');
  await tabTo(page, email);
  await expectVisibleFocus(email);
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(user.password);
  const submit = page.getByRole('button', { name: 'LOGIN' });
  await tabTo(page, submit);
  await expectVisibleFocus(submit);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
}

test.use({ ...DESKTOP });

test('with the keyboard alone: log in, post a story, send a chat message, clear a notification', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { teacher, parent, classId } = await setUpLinkedClassroom(request, {
    teacher: person('teacher', 'Helena', 'Brooks'),
    parent: person('parent', 'Tomas', 'Novak'),
    className: 'Year 4 Owls',
    studentName: 'Mia Okafor',
  });
  const chatId = await openDirectChat(request, teacher, parent);

  // The teacher logs in and posts a story.
  const teacherPage = await (await browser.newContext()).newPage();
  await logInByKeyboard(teacherPage, teacher);
  await teacherPage.goto(`/class/${classId}`);
  const newStory = teacherPage.getByRole('button', { name: 'New story' });
  await tabTo(teacherPage, newStory);
  await expectVisibleFocus(newStory);
  await teacherPage.keyboard.press('Enter');
  const storyForm = teacherPage.getByRole('form', { name: 'New story' });
  await tabTo(teacherPage, storyForm.getByLabel('Title'), { limit: 10 });
  await teacherPage.keyboard.type('Our morning at the pond');
  await teacherPage.keyboard.press('Tab');
  await expect(storyForm.getByLabel('Content')).toBeFocused();
  await teacherPage.keyboard.type('We counted ducks and found a frog.');
  const publish = storyForm.getByRole('button', { name: 'Publish story' });
  await tabTo(teacherPage, publish, { limit: 10 });
  await expectVisibleFocus(publish);
  await teacherPage.keyboard.press('Enter');
  await expect(teacherPage.getByRole('article', { name: 'Our morning at the pond' })).toBeVisible();

  // The parent logs in, clears the story's notification from the bell, and the focus comes back.
  const parentPage = await (await browser.newContext()).newPage();
  await logInByKeyboard(parentPage, parent);
  const bell = parentPage.getByRole('button', { name: 'Notifications' });
  await expect(parentPage.getByTestId('notification-badge')).toHaveText('1');
  await tabTo(parentPage, bell);
  await expectVisibleFocus(bell);
  await parentPage.keyboard.press('Enter');
  const panel = parentPage.getByRole('region', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  const clear = panel.getByRole('button', { name: /^Clear New story/ });
  await tabTo(parentPage, clear, { limit: 10 });
  await expectVisibleFocus(clear);
  await parentPage.keyboard.press('Space');
  await expect(clear).toHaveCount(0);
  await expect(parentPage.getByTestId('notification-badge')).toHaveCount(0);
  await parentPage.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  // ... then writes to the teacher: Enter sends.
  await parentPage.goto(`/chatGroup/${chatId}`);
  await expect(parentPage.getByText('Live')).toBeVisible();
  const message = parentPage.getByRole('textbox', { name: 'Message' });
  await tabTo(parentPage, message);
  await expectVisibleFocus(message);
  await parentPage.keyboard.type('Thank you for the story!');
  await parentPage.keyboard.press('Enter');
  await expect(parentPage.getByRole('log', { name: 'Messages' }).getByText('Thank you for the story!')).toBeVisible();
  await expect(message).toBeFocused();
  await teacherPage.goto(`/chatGroup/${chatId}`);
  await expect(teacherPage.getByRole('log', { name: 'Messages' }).getByText('Thank you for the story!')).toBeVisible();
});

test('a student hands work in by its link with the keyboard alone', async ({ browser, request }) => {
  const { teacher, classId } = await setUpLinkedClassroom(request, {
    teacher: person('teacher', 'Helena', 'Brooks'),
    parent: person('parent', 'Tomas', 'Novak'),
    className: 'Year 4 Owls',
    studentName: 'Mia Okafor',
  });
  const classPage = await callApi<{ students: { id: number }[] }>(request, 'GET', `school/class/${classId}/`, teacher);
  const assignment = await callApi<{ id: number; code: string }>(request, 'POST', 'school/assignment-create/', teacher, {
    title: 'My weekend',
    description: 'Tell us about your weekend.',
    maximum_score: 10,
    response_format: 'Text',
    school_class: classId,
  });
  await callApi(request, 'POST', `school/assignee-create/${assignment.id}/`, teacher, [
    { assignment: assignment.id, student: classPage.students[0]?.id },
  ]);

  const page = await (await browser.newContext()).newPage();
  await page.goto(`/assignment/${assignment.code}`);
  const mia = page.getByRole('button', { name: 'Mia Okafor, Not submitted' });
  await tabTo(page, mia);
  await expectVisibleFocus(mia);
  await page.keyboard.press('Enter');
  const answer = page.getByLabel('Your answer');
  await tabTo(page, answer, { limit: 15 });
  await expectVisibleFocus(answer);
  await page.keyboard.type('We went to the sea and found crabs.');
  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  await tabTo(page, submit, { limit: 10 });
  await expectVisibleFocus(submit);
  // One step back and forth again: Shift+Tab leaves the button for the answer.
  await page.keyboard.press('Shift+Tab');
  await expect(submit).not.toBeFocused();
  await tabTo(page, submit, { limit: 5 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Assignment uploaded successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mia Okafor, Submitted' })).toBeVisible();
});
