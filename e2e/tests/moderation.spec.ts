import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import {
  DESKTOP,
  PHONE,
  callApi,
  createClassWithStudents,
  createSchoolThroughApi,
  linkChild,
  logInInNewContext,
  openDirectChat,
  person,
  registerThroughApi,
  sendChatMessages,
} from '../fixtures.ts';
import { findMailedLink } from '../support.ts';

const SHOTS = '/work/shots/moderation';
const RUDE_COMMENT = 'Frogs are gross and so is this silly class';

/** What the screen shows now (dialogs included), and the whole page. */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, animations: 'disabled' });
}

async function shootViewport(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, animations: 'disabled' });
}

function comments(page: Page): Locator {
  return page.getByRole('region', { name: 'Comments on Our morning at the pond' });
}

for (const [width, options] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`a parent reports a comment, the leader hides it, the parent no longer sees it and the author is told (${width})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    // A school led by the teacher who added it, a class of two children, and their parents.
    const leader = await registerThroughApi(request, person('leader', 'Helena', 'Brooks'), 'Teacher');
    await createSchoolThroughApi(request, leader, 'Maple Primary');
    const { classId, inviteCodes } = await createClassWithStudents(request, leader, 'Year 2 Wrens', [
      'Mia',
      'Leo',
    ]);
    const parent = await registerThroughApi(request, person('parent', 'Tomas', 'Novak'), 'Parent');
    await linkChild(request, parent, inviteCodes[0] ?? '');
    const author = await registerThroughApi(request, person('author', 'Ada', 'Rudd'), 'Parent');
    await linkChild(request, author, inviteCodes[1] ?? '');
    const story = await callApi<{ id: number }>(request, 'POST', 'school/story-create/', leader, {
      title: 'Our morning at the pond',
      content: 'We counted eleven frogs.',
      school_class: classId,
    });
    await callApi(request, 'POST', 'school/story-comment-create/', author, {
      story: story.id,
      content: RUDE_COMMENT,
    });
    await callApi(request, 'POST', 'school/story-comment-create/', parent, {
      story: story.id,
      content: 'Mia loved it!',
    });

    // The parent reports the comment to the school, with a reason, after a confirmation.
    const parentPage = await logInInNewContext(browser, parent, options);
    await parentPage.goto(`/class/${classId}?tab=stories`);
    const rude = comments(parentPage).getByRole('listitem').filter({ hasText: RUDE_COMMENT });
    await rude.getByRole('button', { name: 'More actions for the comment by Ada Rudd' }).click();
    await parentPage.getByRole('menuitem', { name: 'Report to the school' }).click();
    const dialog = parentPage.getByRole('dialog', { name: 'Report to the school?' });
    await dialog.getByLabel('Reason (optional)').fill('Unkind about the children');
    await expectNoSeriousAxeViolations(parentPage);
    await shootViewport(parentPage, `report-dialog-${width}`);
    await dialog.getByRole('button', { name: 'Report' }).click();
    await expect(rude.getByRole('status')).toHaveText("Reported. The school's leaders will look at it.");

    // The leader is told, opens the reports, and hides the comment.
    const leaderPage = await logInInNewContext(browser, leader, options);
    await leaderPage.getByRole('button', { name: 'Notifications' }).click();
    await expect(leaderPage.getByRole('region', { name: 'Notifications' })).toContainText(
      'New report to the school',
    );
    await leaderPage.goto('/school/reports');
    const open = leaderPage.getByRole('region', { name: /Open reports/ });
    await expect(open.getByRole('listitem')).toHaveCount(1);
    await expect(open).toContainText(RUDE_COMMENT);
    await expect(open).toContainText('Unkind about the children');
    await expect(open).toContainText('Tomas Novak');
    await expectNoSeriousAxeViolations(leaderPage);
    await shoot(leaderPage, `reports-open-${width}`);
    await open.getByRole('button', { name: 'Hide the reported comment by Ada Rudd' }).click();
    const confirm = leaderPage.getByRole('dialog', { name: 'Hide this comment?' });
    await shootViewport(leaderPage, `reports-hide-confirm-${width}`);
    await confirm.getByRole('button', { name: 'Hide' }).click();
    await expect(leaderPage.getByText('Hidden. Its author and the class teacher are told.')).toBeVisible();
    await expect(leaderPage.getByText('No open reports. Well done, everyone.')).toBeVisible();
    const hidden = leaderPage.getByRole('region', { name: /Hidden by the school/ });
    await expect(hidden).toContainText(RUDE_COMMENT);
    await expect(hidden).toContainText('Hidden by Helena Brooks');
    await expectNoSeriousAxeViolations(leaderPage);
    await shoot(leaderPage, `reports-hidden-${width}`);

    // The parent no longer sees it; the other comment stays.
    await parentPage.reload();
    await expect(comments(parentPage).getByRole('listitem')).toHaveCount(1);
    await expect(comments(parentPage)).toContainText('Mia loved it!');
    await expect(comments(parentPage)).not.toContainText(RUDE_COMMENT);

    // The author is told in the app and by mail, and sees "Hidden by the school" in its place.
    const authorPage = await logInInNewContext(browser, author, options);
    await authorPage.getByRole('button', { name: 'Notifications' }).click();
    await expect(authorPage.getByRole('region', { name: 'Notifications' })).toContainText(
      'Hidden by the school',
    );
    await authorPage.goto(`/class/${classId}?tab=stories`);
    const own = comments(authorPage).getByRole('listitem').first();
    await expect(own).toContainText('Hidden by the school');
    await expect(own).not.toContainText(RUDE_COMMENT);
    await expectNoSeriousAxeViolations(authorPage);
    await shoot(authorPage, `author-sees-hidden-${width}`);
    const origin = new URL(authorPage.url()).origin;
    expect(await findMailedLink(author.email, `${origin}/class/`)).toBe(`${origin}/class/${classId}`);

    // The leader shows it again: the parent sees it once more.
    await hidden.getByRole('button', { name: 'Unhide the comment by Ada Rudd' }).click();
    await leaderPage
      .getByRole('dialog', { name: 'Unhide this comment?' })
      .getByRole('button', { name: 'Unhide' })
      .click();
    await expect(leaderPage.getByText('Nothing is hidden.')).toBeVisible();
    await parentPage.reload();
    await expect(comments(parentPage)).toContainText(RUDE_COMMENT);
  });
}

test('a parent reports a chat message to the school; once hidden, its sender sees "Hidden by the school"', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const leader = await registerThroughApi(request, person('leader', 'Helena', 'Brooks'), 'Teacher');
  await createSchoolThroughApi(request, leader, 'Maple Primary');
  const { inviteCodes } = await createClassWithStudents(request, leader, 'Year 2 Wrens', ['Mia']);
  const parent = await registerThroughApi(request, person('parent', 'Tomas', 'Novak'), 'Parent');
  await linkChild(request, parent, inviteCodes[0] ?? '');
  const groupId = await openDirectChat(request, parent, leader);
  await sendChatMessages(browser, leader, groupId, ['Good morning!', 'Your child is the worst in the class']);

  const parentPage = await logInInNewContext(browser, parent, PHONE);
  await parentPage.goto(`/chatGroup/${groupId}`);
  const log = parentPage.getByRole('log', { name: 'Messages' });
  const rude = log.getByRole('listitem').filter({ hasText: 'Your child is the worst in the class' });
  await rude.getByRole('button', { name: 'More actions for the message from Helena' }).click();
  await parentPage.getByRole('menuitem', { name: 'Report to the school' }).click();
  await parentPage
    .getByRole('dialog', { name: 'Report to the school?' })
    .getByRole('button', { name: 'Report' })
    .click();
  await expect(rude.getByRole('status')).toBeVisible();
  await expectNoSeriousAxeViolations(parentPage);
  await shoot(parentPage, 'chat-reported-phone');

  const leaderPage = await logInInNewContext(browser, leader, DESKTOP);
  await leaderPage.goto('/school/reports');
  const open = leaderPage.getByRole('region', { name: /Open reports/ });
  await expect(open).toContainText('Chat message');
  await open.getByRole('button', { name: 'Hide the reported chat message by Helena Brooks' }).click();
  await leaderPage
    .getByRole('dialog', { name: 'Hide this chat message?' })
    .getByRole('button', { name: 'Hide' })
    .click();
  await expect(leaderPage.getByText('No open reports. Well done, everyone.')).toBeVisible();

  // Gone from the parent's open chat at once, without a reload.
  await expect(log.getByRole('listitem')).toHaveCount(1);
  await expect(log).not.toContainText('worst');
  await leaderPage.goto(`/chatGroup/${groupId}`);
  const senderLog = leaderPage.getByRole('log', { name: 'Messages' });
  await expect(senderLog.getByRole('listitem').last()).toContainText('Hidden by the school');
  await expect(senderLog).not.toContainText('worst');
  await shoot(leaderPage, 'chat-sender-sees-hidden-desktop');
});
