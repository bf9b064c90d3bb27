import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import {
  DESKTOP,
  PHONE,
  createSchoolThroughApi,
  logIn,
  logInInNewContext,
  person,
  setUpLinkedClassroom,
} from '../fixtures.ts';

/** Where the screenshots go to be looked at: SHOTS_DIR, or e2e/screenshots. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const directory = process.env.SHOTS_DIR ?? path.join(import.meta.dirname, '..', 'screenshots');
  await page.screenshot({ path: path.join(directory, `school-announcements-${name}.png`), fullPage: true, animations: 'disabled' });
}

test('a leader posts to the whole school; a parent of the school is told and reads it, a parent of another school is not', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const maple = await setUpLinkedClassroom(request, {
    teacher: person('leader', 'Olivia', 'Bennett'),
    parent: person('parent', 'Samuel', 'Carter'),
    className: 'Year 2 Robins',
    studentName: 'Leo Carter',
  });
  const { id: schoolId } = await createSchoolThroughApi(request, maple.teacher, 'Maple Grove Primary');
  const oak = await setUpLinkedClassroom(request, {
    teacher: person('other-leader', 'Ravi', 'Patel'),
    parent: person('other-parent', 'Nina', 'Weber'),
    className: 'Year 5 Kestrels',
    studentName: 'Ada Weber',
  });
  await createSchoolThroughApi(request, oak.teacher, 'Oak Academy');

  // The leader opens the page: nothing yet, and a way to write.
  const leaderContext = await browser.newContext(DESKTOP);
  const leaderPage = await leaderContext.newPage();
  await logIn(leaderPage, maple.teacher);
  await leaderPage.goto('/home');
  await leaderPage.getByRole('link', { name: 'Write to the school' }).click();
  await expect(leaderPage).toHaveURL(/\/school\/announcements$/);
  await expect(leaderPage.getByRole('heading', { name: 'School announcements', level: 1 })).toBeVisible();
  await expect(leaderPage.getByText('Maple Grove Primary')).toBeVisible();
  await expect(leaderPage.getByText('There are no school announcements yet.')).toBeVisible();
  await expectNoSeriousAxeViolations(leaderPage);
  await shoot(leaderPage, 'leader-empty-desktop');

  await leaderPage.getByRole('button', { name: 'New announcement' }).click();
  const form = leaderPage.getByRole('form', { name: 'New school announcement' });
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await form.getByLabel('Title').fill('Parents’ evening on 12 March');
  await form.getByLabel('Content').fill('Every class teacher is in their classroom from 4 pm to 7 pm.');
  await expectNoSeriousAxeViolations(leaderPage);
  await shoot(leaderPage, 'leader-compose-desktop');
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(leaderPage.getByText('Announcement published to the whole school.')).toBeVisible();
  await expect(leaderPage.getByRole('article').getByRole('heading', { name: 'Parents’ evening on 12 March' })).toBeVisible();
  await shoot(leaderPage, 'leader-list-desktop');

  // The parent of the school, on a phone: the bell says so, and its entry leads to the announcement.
  const parentContext = await browser.newContext(PHONE);
  const parentPage = await parentContext.newPage();
  await logIn(parentPage, maple.parent);
  await parentPage.goto('/home');
  const schoolCard = parentPage.getByRole('link', { name: /Parents’ evening on 12 March/ });
  await expect(schoolCard).toBeVisible();
  await expectNoSeriousAxeViolations(parentPage);
  await shoot(parentPage, 'parent-home-phone');
  const bell = parentPage.getByRole('button', { name: 'Notifications' });
  await expect(parentPage.getByTestId('notification-badge')).toHaveText('1');
  await bell.click();
  const panel = parentPage.getByRole('region', { name: 'Notifications' });
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  await expect(panel.getByRole('listitem')).toContainText('New school announcement (1)');
  await shoot(parentPage, 'parent-bell-phone');
  await panel.getByRole('link', { name: 'Maple Grove Primary' }).click();
  await expect(parentPage).toHaveURL(new RegExp(`/school/announcements\\?school=${schoolId}$`));
  const article = parentPage.getByRole('article');
  await expect(article.getByRole('heading', { name: 'Parents’ evening on 12 March' })).toBeVisible();
  await expect(article).toContainText('from 4 pm to 7 pm');
  await expect(parentPage.getByRole('button', { name: 'New announcement' })).toHaveCount(0);
  await expect(parentPage.getByRole('button', { name: /Edit or delete/ })).toHaveCount(0);
  // Reading it cleared the entry, on this page's bell too.
  await expect(parentPage.getByTestId('notification-badge')).toHaveCount(0);
  await expectNoSeriousAxeViolations(parentPage);
  await shoot(parentPage, 'parent-read-phone');

  // A parent of another school hears nothing and may not read it.
  const otherPage = await logInInNewContext(browser, oak.parent);
  await otherPage.goto('/home');
  await expect(otherPage.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await expect(otherPage.getByTestId('notification-badge')).toHaveCount(0);
  await expect(otherPage.getByText('Parents’ evening on 12 March')).toHaveCount(0);
  await otherPage.goto(`/school/announcements?school=${schoolId}`);
  await expect(otherPage.getByRole('heading', { name: 'This is not your school' })).toBeVisible();
  await expect(otherPage.getByText('Parents’ evening on 12 March')).toHaveCount(0);
  await shoot(otherPage, 'other-parent-refused');
  await otherPage.goto('/school/announcements');
  await expect(otherPage.getByText('There are no school announcements yet.')).toBeVisible();

  // The leader corrects it, then deletes it after confirming; the parent's page no longer has it.
  await leaderPage.getByRole('button', { name: 'Edit or delete Parents’ evening on 12 March' }).click();
  await leaderPage.getByRole('menuitem', { name: 'Edit' }).click();
  const editForm = leaderPage.getByRole('form', { name: 'Edit announcement: Parents’ evening on 12 March' });
  await editForm.getByLabel('Title').fill('Parents’ evening moved to 13 March');
  await editForm.getByRole('button', { name: 'Save announcement' }).click();
  await expect(leaderPage.getByText('Announcement updated.')).toBeVisible();
  await leaderPage.getByRole('button', { name: 'Edit or delete Parents’ evening moved to 13 March' }).click();
  await leaderPage.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = leaderPage.getByRole('dialog', { name: 'Delete this school announcement?' });
  await expect(confirm).toContainText('will be removed for every family and teacher of the school.');
  await shoot(leaderPage, 'leader-confirm-delete-desktop');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(leaderPage.getByText('Announcement deleted.')).toBeVisible();
  await expect(leaderPage.getByText('There are no school announcements yet.')).toBeVisible();
  await parentPage.reload();
  await expect(parentPage.getByText('There are no school announcements yet.')).toBeVisible();

  // The leader's page at phone width.
  const leaderPhone = await browser.newContext(PHONE);
  const leaderPhonePage = await leaderPhone.newPage();
  await logIn(leaderPhonePage, maple.teacher);
  await leaderPhonePage.goto('/school/announcements');
  await leaderPhonePage.getByRole('button', { name: 'New announcement' }).click();
  await expect(leaderPhonePage.getByRole('form', { name: 'New school announcement' })).toBeVisible();
  await shoot(leaderPhonePage, 'leader-compose-phone');
});
