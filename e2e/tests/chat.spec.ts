import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import {
  PHONE,
  chatPresenceOf,
  logInInNewContext,
  openDirectChat,
  person,
  registerThroughApi,
  setUpLinkedClassroom,
} from '../fixtures.ts';
import { routeSocketsThroughSwitch, snap } from '../support.ts';

function messageLog(page: Page): Locator {
  return page.getByRole('log', { name: 'Messages' });
}

/** The texts of the messages shown, in order. */
function messageTexts(page: Page): Promise<string[]> {
  return messageLog(page).locator('li > p').allTextContents();
}

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(messageLog(page).locator('li > p').filter({ hasText: text }).last()).toBeVisible();
}

test('a teacher and a parent chat live, and a dropped connection loses no message', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { teacher, parent } = await setUpLinkedClassroom(request, {
    teacher: person('teacher', 'Olivia', 'Bennett'),
    parent: person('parent', 'Samuel', 'Carter'),
    className: 'Year 2 Wrens',
    studentName: 'Leo Carter',
  });

  // The teacher's Chat hub: classes, the parents of the chosen class, the hints.
  const teacherPage = await logInInNewContext(browser, teacher);
  await teacherPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chat' }).click();
  await expect(teacherPage).toHaveURL(/\/chatHub$/);
  await expect(teacherPage.getByText('Click icon to direct message or video call.')).toBeVisible();
  await expect(teacherPage.getByText('Select class to show parents list.')).toBeVisible();
  await expect(teacherPage.getByText('You have no chats yet.')).toBeVisible();
  await teacherPage.getByRole('button', { name: 'Year 2 Wrens' }).click();
  const parents = teacherPage.getByRole('list', { name: 'Parents of Year 2 Wrens' });
  await expect(parents.getByText('Samuel Carter')).toBeVisible();
  await expect(parents.getByText('Parent of Leo Carter')).toBeVisible();
  await expect(teacherPage.getByPlaceholder('Type student...')).toBeVisible();
  await snap(teacherPage, 'chat-hub-teacher');

  // The parent's hub shows the class, the child's name and the teacher.
  const parentPage = await logInInNewContext(browser, parent);
  await parentPage.goto('/chatHub');
  const wrens = parentPage.getByRole('button', { name: /Year 2 Wrens/ });
  await expect(wrens).toContainText("Leo Carter's class");
  await expect(parentPage.getByRole('button', { name: 'Message Olivia Bennett' })).toBeVisible();
  await expect(parentPage.getByRole('button', { name: 'Video call Olivia Bennett' })).toBeVisible();
  await snap(parentPage, 'chat-hub-parent');

  // The teacher opens a direct chat with the parent: no Add Members, the parent is away.
  await parents.getByRole('button', { name: 'Message Samuel Carter' }).click();
  await expect(teacherPage).toHaveURL(/\/chatGroup\/\d+$/);
  const chatPath = new URL(teacherPage.url()).pathname;
  await expect(teacherPage.getByRole('heading', { level: 1, name: 'Direct Message' })).toBeVisible();
  await expect(teacherPage.getByRole('button', { name: 'Add Members' })).toHaveCount(0);
  await expect(teacherPage.getByText('Live')).toBeVisible();
  await expect(chatPresenceOf(teacherPage, 'Olivia Bennett')).toHaveAccessibleName('online');
  await expect(chatPresenceOf(teacherPage, 'Samuel Carter')).toHaveAccessibleName('offline');

  // The parent's chat socket passes through a route the test can cut, as a network would.
  const parentSockets = await routeSocketsThroughSwitch(parentPage, /\/ws\/chat\//);

  // The parent finds the chat in the list; the teacher sees them arrive.
  await parentPage.reload();
  await parentPage.getByRole('list', { name: 'Your chats' }).getByRole('link', { name: /^Olivia Bennett / }).click();
  await expect(parentPage).toHaveURL(new RegExp(`${chatPath}$`));
  await expect(parentPage.getByText('Live')).toBeVisible();
  await expect(chatPresenceOf(teacherPage, 'Samuel Carter')).toHaveAccessibleName('online');
  await expect(chatPresenceOf(parentPage, 'Olivia Bennett')).toHaveAccessibleName('online');

  // Messages appear live on the other side, labelled by sender.
  await send(teacherPage, 'Hello Mr Carter, Leo read beautifully today.');
  await expect(
    messageLog(parentPage).getByText('Hello Mr Carter, Leo read beautifully today.'),
  ).toBeVisible();
  await expect(messageLog(parentPage).getByText('Olivia', { exact: true })).toBeVisible();
  await send(parentPage, 'Thank you! He has been practising every night.');
  await send(parentPage, 'Is the trip still on Friday?');
  await expect(messageLog(teacherPage).getByText('Is the trip still on Friday?')).toBeVisible();
  await expect(messageLog(teacherPage).getByText('Samuel', { exact: true })).toHaveCount(1);
  await expect(messageLog(parentPage).getByText('You', { exact: true })).toHaveCount(2);

  // The parent's network drops while the teacher writes.
  await parentPage.context().setOffline(true);
  await parentSockets.cut();
  await expect(parentPage.getByText('Reconnecting…')).toBeVisible();
  await expect(chatPresenceOf(teacherPage, 'Samuel Carter')).toHaveAccessibleName('offline');
  const missed = ['Yes, Friday at 9.', 'Please bring a packed lunch.', 'And a raincoat, just in case!'];
  for (const text of missed) await send(teacherPage, text);
  await expect(messageLog(parentPage).getByText(missed[0]!)).toHaveCount(0);
  await snap(parentPage, 'chat-parent-reconnecting');

  // ... and comes back: every message once, in order.
  parentSockets.restore();
  await parentPage.context().setOffline(false);
  await expect(parentPage.getByText('Live')).toBeVisible({ timeout: 35_000 });
  const expected = [
    'Hello Mr Carter, Leo read beautifully today.',
    'Thank you! He has been practising every night.',
    'Is the trip still on Friday?',
    ...missed,
  ];
  await expect.poll(() => messageTexts(parentPage)).toEqual(expected);
  await expect.poll(() => messageTexts(teacherPage)).toEqual(expected);
  await expect(chatPresenceOf(teacherPage, 'Samuel Carter')).toHaveAccessibleName('online');
  await send(parentPage, 'Got them all, thanks!');
  await expect(messageLog(teacherPage).getByText('Got them all, thanks!')).toBeVisible();
  await snap(parentPage, 'chat-direct-parent');

  // Leaving the chat closes the socket: the teacher sees the parent go.
  await parentPage.getByRole('link', { name: 'All chats' }).click();
  await expect(parentPage).toHaveURL(/\/chatHub$/);
  await expect(chatPresenceOf(teacherPage, 'Samuel Carter')).toHaveAccessibleName('offline');
  await snap(teacherPage, 'chat-direct-teacher');

  // A group: created by name, the parent added within the rules.
  await teacherPage.goto('/chatHub');
  await teacherPage.getByPlaceholder('Type group name...').fill('  Trip helpers  ');
  await teacherPage.getByRole('button', { name: 'Submit' }).click();
  await expect(teacherPage.getByText('Group created successfully')).toBeVisible();
  await teacherPage.getByRole('link', { name: /^Trip helpers/ }).click();
  await expect(teacherPage.getByRole('heading', { level: 1, name: 'Trip helpers' })).toBeVisible();
  await teacherPage.getByRole('button', { name: 'Add Members' }).click();
  const dialog = teacherPage.getByRole('dialog', { name: 'Add to group' });
  await dialog.getByRole('button', { name: 'Add Samuel Carter' }).click();
  await dialog.getByRole('button', { name: 'Add Samuel Carter' }).click();
  await expect(dialog.getByText('Samuel Carter is already in the list')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'New Users' }).getByText('Samuel Carter')).toBeVisible();
  await snap(teacherPage, 'chat-add-members');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(teacherPage.getByText('Users added to group successfully.')).toBeVisible();
  await expect(chatPresenceOf(teacherPage, 'Samuel Carter')).toHaveAccessibleName('offline');

  // Fifty-five notes: the chat opens on the latest fifty and loads the others when scrolled up.
  const groupId = Number(new URL(teacherPage.url()).pathname.split('/').at(-1));
  await teacherPage.evaluate(
    async ({ groupId, count }) => {
      const token = (JSON.parse(localStorage.getItem('root') ?? '{}') as { state: { token: string } }).state
        .token;
      const socket = new WebSocket(`ws://${location.host}/ws/chat/${groupId}/${token}/`);
      let received = 0;
      const allBack = new Promise<void>((resolve) => {
        socket.onmessage = (event) => {
          const message = JSON.parse(String(event.data)) as { type: string };
          if (message.type === 'chat_message' && (received += 1) === count) resolve();
        };
      });
      await new Promise((resolve) => (socket.onopen = resolve));
      for (let index = 1; index <= count; index += 1)
        socket.send(JSON.stringify({ message: `Note ${index}` }));
      await allBack;
      socket.close();
    },
    { groupId, count: 55 },
  );
  await expect(messageLog(teacherPage).getByText('Note 55', { exact: true })).toBeVisible();

  await parentPage.goto('/chatHub');
  await parentPage.getByRole('link', { name: /^Trip helpers/ }).click();
  await expect(parentPage.getByText('Note 55', { exact: true })).toBeInViewport();
  await expect.poll(async () => (await messageTexts(parentPage)).length).toBe(50);
  expect((await messageTexts(parentPage))[0]).toBe('Note 6');
  await messageLog(parentPage).evaluate((box) => box.scrollTo({ top: 0 }));
  await expect(parentPage.getByText('This is the start of the conversation.')).toBeVisible();
  const allNotes = Array.from({ length: 55 }, (_, index) => `Note ${index + 1}`);
  await expect.poll(() => messageTexts(parentPage)).toEqual(allNotes);
  // The view stayed where it was: the note that was at the top is still in view.
  await expect(parentPage.getByText('Note 6', { exact: true })).toBeInViewport();
  await snap(parentPage, 'chat-group-parent');

  // On a phone.
  const teacherPhone = await logInInNewContext(browser, teacher, PHONE);
  await teacherPhone.goto('/chatHub');
  // On a phone the chats come first; the contacts are on their tab.
  await teacherPhone.getByRole('tab', { name: 'Contacts' }).click();
  await teacherPhone.getByRole('button', { name: 'Year 2 Wrens' }).click();
  await expect(teacherPhone.getByRole('button', { name: 'Message Samuel Carter' })).toBeVisible();
  await snap(teacherPhone, 'phone-chat-hub');
  await teacherPhone.goto(chatPath);
  await messageLog(teacherPhone).scrollIntoViewIfNeeded();
  await expect(messageLog(teacherPhone).getByText('Got them all, thanks!')).toBeInViewport();
  await snap(teacherPhone, 'phone-chat-direct');
  await teacherPhone.goto(`/chatGroup/${groupId}`);
  await messageLog(teacherPhone).scrollIntoViewIfNeeded();
  await expect(messageLog(teacherPhone).getByText('Note 55', { exact: true })).toBeInViewport();
  await snap(teacherPhone, 'phone-chat-group');
});

test('someone outside a chat is told it is not theirs', async ({ browser, request }) => {
  const { teacher, parent } = await setUpLinkedClassroom(request, {
    teacher: person('teacher', 'Grace', 'Hopper'),
    parent: person('parent', 'Alan', 'Turing'),
    className: 'Year 2 Wrens',
    studentName: 'Leo Carter',
  });
  const directChatId = await openDirectChat(request, teacher, parent);
  const stranger = await registerThroughApi(request, person('stranger', 'Ines', 'Moreau'));

  const strangerPage = await logInInNewContext(browser, stranger);
  await strangerPage.goto(`/chatGroup/${directChatId}`);
  await expect(
    strangerPage.getByRole('heading', { name: 'You are not a member of this chat' }),
  ).toBeVisible();
  await expect(strangerPage.getByRole('link', { name: 'Back to your chats' })).toBeVisible();
  await snap(strangerPage, 'chat-not-a-member');
});
