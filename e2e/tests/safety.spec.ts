import { type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import {
  DESKTOP,
  PHONE,
  callApi,
  createClassWithStudents,
  linkChild,
  logInInNewContext,
  openDirectChat,
  person,
  registerThroughApi,
} from '../fixtures.ts';

const SHOTS = '/work/shots/safety';

async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, animations: 'disabled' });
}

const UNREACHABLE = 'You can only chat with the teachers and parents of your classes.';

test('a parent blocks another parent: no direct messages either way, the blocked ones are refused as if unreachable, unblocked in Settings', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const teacher = await registerThroughApi(request, person('teacher', 'Olivia', 'Bennett'), 'Teacher');
  const { inviteCodes } = await createClassWithStudents(request, teacher, 'Year 2 Wrens', ['Mia', 'Leo', 'Ivy']);
  const bella = await registerThroughApi(request, person('bella', 'Bella', 'Parker'), 'Parent');
  await linkChild(request, bella, inviteCodes[0] ?? '');
  const boris = await registerThroughApi(request, person('boris', 'Boris', 'Kane'), 'Parent');
  await linkChild(request, boris, inviteCodes[1] ?? '');
  const cleo = await registerThroughApi(request, person('cleo', 'Cleo', 'Diaz'), 'Parent');
  await linkChild(request, cleo, inviteCodes[2] ?? '');
  const groupId = await openDirectChat(request, boris, bella);

  // Bella blocks Boris from their direct chat, after a confirmation.
  const bellaPage = await logInInNewContext(browser, bella);
  await bellaPage.goto(`/chatGroup/${groupId}`);
  await bellaPage.getByRole('button', { name: 'Block' }).click();
  const dialog = bellaPage.getByRole('dialog', { name: 'Block: Boris Kane' });
  await expect(dialog).toContainText('They are not told.');
  await shoot(bellaPage, 'block-confirm-desktop');
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(bellaPage.getByText('Blocked. Unblock them in Settings at any time.')).toBeVisible();
  await expect(bellaPage.getByRole('button', { name: 'Unblock' })).toBeVisible();
  await expectNoSeriousAxeViolations(bellaPage);
  await shoot(bellaPage, 'blocked-desktop');

  // Boris writes in the old chat: refused, in the words for anyone out of reach.
  const borisPage = await logInInNewContext(browser, boris);
  await borisPage.goto(`/chatGroup/${groupId}`);
  await expect(borisPage.getByText('Live')).toBeVisible();
  await expect(borisPage.getByRole('button', { name: 'Unblock' })).toHaveCount(0);
  await borisPage.getByRole('textbox', { name: 'Message' }).fill('Hello?');
  await borisPage.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(borisPage.getByText(UNREACHABLE)).toBeVisible();
  await shoot(borisPage, 'blocked-parent-sends-desktop');

  // Cleo, blocked too, cannot start a direct chat with Bella, on a phone.
  const block = await request.post('/api/v1/school/user-block/', {
    data: { user: cleo.id },
    headers: { Authorization: `Token ${bella.key}` },
  });
  expect(block.status()).toBe(204);
  const cleoPhone = await logInInNewContext(browser, cleo, PHONE);
  await cleoPhone.goto('/chatHub');
  await cleoPhone.getByRole('tab', { name: 'Contacts' }).click();
  await cleoPhone.getByRole('button', { name: /Year 2 Wrens/ }).click();
  await cleoPhone.getByRole('button', { name: 'Message Bella Parker' }).click();
  await expect(cleoPhone.getByText(UNREACHABLE)).toBeVisible();
  await expect(cleoPhone).toHaveURL(/\/chatHub$/);
  await shoot(cleoPhone, 'blocked-parent-opens-phone');
  // The teacher stays reachable for everyone.
  await cleoPhone.getByRole('button', { name: 'Message Olivia Bennett' }).click();
  await expect(cleoPhone).toHaveURL(/\/chatGroup\/\d+$/);

  // Bella's Settings list both; she unblocks Cleo, on a phone.
  const bellaPhone = await logInInNewContext(browser, bella, PHONE);
  await bellaPhone.goto('/profile');
  await bellaPhone.getByRole('tab', { name: 'Settings' }).click();
  const section = bellaPhone.getByRole('region', { name: 'Blocked people' });
  await expect(section.getByRole('listitem')).toHaveCount(2);
  await expect(section).toContainText('Boris Kane');
  await section.getByRole('button', { name: 'Unblock: Cleo Diaz' }).click();
  await expect(section.getByText('Unblocked.')).toBeVisible();
  await expect(section.getByRole('listitem')).toHaveCount(1);
  await expectNoSeriousAxeViolations(bellaPhone);
  await section.scrollIntoViewIfNeeded();
  await shoot(bellaPhone, 'settings-blocked-phone');
  await bellaPage.goto('/profile');
  await bellaPage.getByRole('tab', { name: 'Settings' }).click();
  await shoot(bellaPage, 'settings-blocked-desktop');

  // Right to left: Boris's direct chat in Arabic, where he too may block.
  const language = await request.put('/api/v1/school/language-update/', {
    data: { language: 'ar' },
    headers: { Authorization: `Token ${boris.key}` },
  });
  expect(language.ok()).toBe(true);
  const borisArabic = await logInInNewContext(browser, boris, PHONE);
  await borisArabic.goto(`/chatGroup/${groupId}`);
  await expect(borisArabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(borisArabic.getByRole('button', { name: 'حظر' })).toBeVisible();
  await shoot(borisArabic, 'direct-chat-arabic-phone');
});

for (const [width, options] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`a teacher turns comments off on a story: existing ones stay, the parent cannot add one (${width})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const teacher = await registerThroughApi(request, person(`t-${width}`, 'Olivia', 'Bennett'), 'Teacher');
    const { classId, inviteCodes } = await createClassWithStudents(request, teacher, 'Year 2 Wrens', ['Mia']);
    const parent = await registerThroughApi(request, person(`p-${width}`, 'Tomas', 'Novak'), 'Parent');
    await linkChild(request, parent, inviteCodes[0] ?? '');
    const story = await callApi<{ id: number }>(request, 'POST', 'school/story-create/', teacher, {
      title: 'Our morning at the pond',
      content: 'We counted eleven frogs.',
      school_class: classId,
    });
    await callApi(request, 'POST', 'school/story-comment-create/', parent, { story: story.id, content: 'Mia loved it!' });

    const teacherPage = await logInInNewContext(browser, teacher, options);
    await teacherPage.goto(`/class/${classId}?tab=stories`);
    await teacherPage.getByRole('button', { name: 'Turn comments off' }).click();
    await expect(teacherPage.getByText('Comments are off. Existing comments stay visible.')).toBeVisible();
    await expect(teacherPage.getByRole('button', { name: 'Turn comments on' })).toBeVisible();
    await expect(teacherPage.getByText('Comments are turned off for this story.')).toBeVisible();
    await expectNoSeriousAxeViolations(teacherPage);
    await shoot(teacherPage, `comments-off-teacher-${width}`);

    const parentPage = await logInInNewContext(browser, parent, options);
    await parentPage.goto(`/class/${classId}?tab=stories`);
    const region = parentPage.getByRole('region', { name: 'Comments on Our morning at the pond' });
    await expect(region).toContainText('Mia loved it!');
    await expect(parentPage.getByText('Comments are turned off for this story.')).toBeVisible();
    await expect(parentPage.getByRole('button', { name: 'Turn comments on' })).toHaveCount(0);
    await expect(parentPage.getByRole('textbox', { name: /comment/i })).toHaveCount(0);
    await shoot(parentPage, `comments-off-parent-${width}`);

    // The teacher hides the parent's comment from the comment itself.
    await teacherPage.getByRole('button', { name: 'Hide comment: Tomas Novak' }).click();
    await teacherPage.getByRole('dialog', { name: 'Hide comment' }).getByRole('button', { name: 'Hide' }).click();
    await expect(teacherPage.getByText('There are no comments yet.')).toBeVisible();
    await expect(teacherPage.getByText('Mia loved it!')).toHaveCount(0);
    await shoot(teacherPage, `comment-hidden-teacher-${width}`);
  });
}
