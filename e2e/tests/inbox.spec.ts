import { type Locator, type Page } from '@playwright/test';
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
  sendChatMessages,
} from '../fixtures.ts';
import { snap } from '../support.ts';

/** The inbox's rows, in the order shown. */
function inboxRows(page: Page): Locator {
  return page.getByRole('list', { name: 'Your chats' }).getByRole('link');
}

/** The row of the chat with this title. */
function inboxRow(page: Page, title: string): Locator {
  return page.getByRole('list', { name: 'Your chats' }).getByRole('link', { name: new RegExp(`^${title} `) });
}

/** The unread badge of a row; none when everything is read. */
function unreadBadge(row: Locator): Locator {
  return row.getByTestId('unread-count');
}

function bellBadge(page: Page): Locator {
  return page.getByTestId('notification-badge');
}

/** The titles of the inbox rows, in order. */
async function inboxTitles(page: Page): Promise<string[]> {
  return inboxRows(page).evaluateAll((links) => links.map((link) => link.querySelector('span.truncate')?.textContent ?? ''));
}

for (const [width, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`the inbox orders chats by their latest message, and opening one clears its unread count and its notification (${width})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const teacher = await registerThroughApi(request, person('teacher', 'Olivia', 'Bennett'), 'Teacher');
    const { inviteCodes } = await createClassWithStudents(request, teacher, 'Year 2 Wrens', ['Leo Carter', 'Aanya Shah']);
    const parent = await registerThroughApi(request, person('parent', 'Samuel', 'Carter'), 'Parent');
    const otherParent = await registerThroughApi(request, person('parent', 'Priya', 'Shah'), 'Parent');
    await linkChild(request, parent, inviteCodes[0] ?? '');
    await linkChild(request, otherParent, inviteCodes[1] ?? '');
    const direct = await openDirectChat(request, teacher, parent);
    const helpers = await callApi<{ id: number }>(request, 'POST', 'school/chat-group-create/', teacher, { name: 'Trip helpers' });
    await callApi(request, 'POST', `school/chat-group-add-members/${helpers.id}/`, teacher, [
      { user: parent.id, group: helpers.id },
      { user: otherParent.id, group: helpers.id },
    ]);

    // While the parent is away: one message in the group, then two from the teacher.
    await sendChatMessages(browser, otherParent, helpers.id, ['I can drive two children to the farm.']);
    await sendChatMessages(browser, teacher, direct, ['Leo read beautifully today.', 'Could you sign the trip form by Friday?']);

    const page = await logInInNewContext(browser, parent, viewport);
    await page.goto('/chatHub');
    if (width === 'phone') await expect(page.getByRole('tab', { name: 'Chats (3)' })).toHaveAttribute('aria-selected', 'true');

    // Latest first, each with its last message and unread count; the bell counts both chats.
    await expect.poll(() => inboxTitles(page)).toEqual(['Olivia Bennett', 'Trip helpers']);
    const teacherRow = inboxRow(page, 'Olivia Bennett');
    await expect(teacherRow).toContainText('Olivia: Could you sign the trip form by Friday?');
    await expect(unreadBadge(teacherRow)).toHaveText('2');
    await expect(teacherRow).toHaveAccessibleName(/2 unread/);
    const groupRow = inboxRow(page, 'Trip helpers');
    await expect(groupRow).toContainText('Priya: I can drive two children to the farm.');
    await expect(groupRow).toContainText('Olivia Bennett, You, Priya Shah');
    await expect(unreadBadge(groupRow)).toHaveText('1');
    await expect(bellBadge(page)).toHaveText('2');
    await snap(page, `inbox-${width}`);
    await expectNoSeriousAxeViolations(page);
    // Nothing overflows the screen, whatever the width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.viewport!.width);

    // A message arriving while the inbox is open moves its chat up, live.
    // (Its address is one long word: the row must not grow past the screen.)
    await sendChatMessages(browser, otherParent, helpers.id, [`We leave at 9 sharp: https://maps.example.org/${'farm'.repeat(60)}`]);
    await expect.poll(() => inboxTitles(page)).toEqual(['Trip helpers', 'Olivia Bennett']);
    await expect(unreadBadge(groupRow)).toHaveText('2');
    await expect(groupRow).toContainText('Priya: We leave at 9 sharp: https://maps.example.org/farmfarm');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.viewport!.width);

    // Opening the group reads it: its notification goes from the bell at once.
    await groupRow.click();
    await expect(page).toHaveURL(new RegExp(`/chatGroup/${helpers.id}$`));
    await expect(page.getByRole('log', { name: 'Messages' }).getByText(/^We leave at 9 sharp/)).toBeVisible();
    await expect(bellBadge(page)).toHaveText('1');
    await page.getByRole('link', { name: 'All chats' }).click();
    await expect(unreadBadge(inboxRow(page, 'Trip helpers'))).toHaveCount(0);
    await expect(unreadBadge(inboxRow(page, 'Olivia Bennett'))).toHaveText('2');

    // The direct chat too; a message that comes while it is open is read as it comes.
    await inboxRow(page, 'Olivia Bennett').click();
    await expect(page.getByRole('log', { name: 'Messages' }).getByText('Could you sign the trip form by Friday?')).toBeVisible();
    await expect(bellBadge(page)).toHaveCount(0);
    await expect(page.getByText('Live')).toBeVisible();
    await sendChatMessages(browser, teacher, direct, ['Thank you!']);
    await expect(page.getByRole('log', { name: 'Messages' }).getByText('Thank you!')).toBeVisible();
    await page.getByRole('link', { name: 'All chats' }).click();
    await expect.poll(() => inboxTitles(page)).toEqual(['Olivia Bennett', 'Trip helpers']);
    await expect(inboxRow(page, 'Olivia Bennett')).toContainText('Olivia: Thank you!');
    await expect(unreadBadge(inboxRows(page))).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.viewport!.width);
    await expect(bellBadge(page)).toHaveCount(0);
    if (width === 'phone') await expect(page.getByRole('tab', { name: 'Chats', exact: true })).toBeVisible();
    await snap(page, `inbox-read-${width}`);

    // The contacts are one tap away on a phone, beside the chats on a desktop; messaging one is one more tap.
    if (width === 'phone') {
      await expect(page.getByRole('heading', { name: 'Contacts' })).toHaveCount(0);
      await page.getByRole('tab', { name: 'Contacts' }).click();
    }
    await expect(page.getByRole('heading', { name: 'Contacts' })).toBeVisible();
    if (width === 'phone') {
      await snap(page, `inbox-contacts-${width}`);
      await expectNoSeriousAxeViolations(page);
    }
    await page.getByRole('button', { name: 'Message Olivia Bennett' }).click();
    await expect(page).toHaveURL(new RegExp(`/chatGroup/${direct}$`));
  });
}
