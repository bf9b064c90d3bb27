import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type WebSocketRoute,
} from '@playwright/test';
import { saveScreenshot, uniqueEmail } from '../support.ts';

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

interface Person {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  /** The API key, once registered. */
  key: string;
}

function person(name: string, firstName: string, lastName: string): Person {
  return { email: uniqueEmail(name), firstName, lastName, password: `${firstName}-Lantern-58`, key: '' };
}

/** Calls the API as `user` and answers the JSON, failing the test on a refusal. */
async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  user: Person | null,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`/api/v1/${path}`, {
    method,
    data,
    headers: user ? { Authorization: `Token ${user.key}` } : {},
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function register(request: APIRequestContext, user: Person): Promise<number> {
  const { key } = await call<{ key: string }>(request, 'POST', 'dj-rest-auth/registration/', null, {
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    password1: user.password,
    password2: user.password,
  });
  user.key = key;
  return (await call<{ id: number }>(request, 'GET', 'dj-rest-auth/user/', user)).id;
}

/** A teacher with a class of one student, whose parent has linked the child: set up by the API. */
async function setUpClassroom(request: APIRequestContext, teacher: Person, parent: Person) {
  await register(request, teacher);
  await call(request, 'POST', 'school/teacher-create/', teacher, { school: null });
  const schoolClass = await call<{ id: number }>(request, 'POST', 'school/class-create/', teacher, {
    name: 'Year 2 Wrens',
  });
  const student = await call<{ id: number }>(request, 'POST', 'school/student-create/', teacher, {
    name: 'Leo Carter',
    school_class: schoolClass.id,
  });
  const portfolio = await call<{ invite_code: { code: string } }>(
    request,
    'GET',
    `school/student-portfolio-list/${student.id}/`,
    teacher,
  );
  const parentId = await register(request, parent);
  await call(request, 'POST', 'school/parent-create/', parent, { user: parentId });
  await call(request, 'PUT', 'school/use-invite-code/', parent, { code: portfolio.invite_code.code });
}

async function logIn(
  browser: Browser,
  user: Person,
  options: BrowserContextOptions = DESKTOP,
): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  return page;
}

/** A full-page picture from the top, so the sticky navigation bar sits where it belongs. */
async function snap(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

function messageLog(page: Page): Locator {
  return page.getByRole('log', { name: 'Messages' });
}

/** The texts of the messages shown, in order. */
function messageTexts(page: Page): Promise<string[]> {
  return messageLog(page).locator('li > p').allTextContents();
}

function presenceOf(page: Page, name: string): Locator {
  return page
    .getByRole('region', { name: /Group Members/ })
    .getByRole('listitem')
    .filter({ hasText: name })
    .getByRole('img', { name: /^(online|offline)$/ });
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
  const teacher = person('teacher', 'Olivia', 'Bennett');
  const parent = person('parent', 'Samuel', 'Carter');
  await setUpClassroom(request, teacher, parent);

  // The teacher's Chat hub: classes, the parents of the chosen class, the hints.
  const teacherPage = await logIn(browser, teacher);
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
  const parentPage = await logIn(browser, parent);
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
  await expect(presenceOf(teacherPage, 'Olivia Bennett')).toHaveAccessibleName('online');
  await expect(presenceOf(teacherPage, 'Samuel Carter')).toHaveAccessibleName('offline');

  // The parent's chat socket passes through a route the test can cut, as a network would.
  let isNetworkDown = false;
  const parentSockets: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
  await parentPage.routeWebSocket(/\/ws\/chat\//, (socket) => {
    if (isNetworkDown) {
      void socket.close({ code: 4000, reason: 'network down' });
      return;
    }
    parentSockets.push({ page: socket, server: socket.connectToServer() });
  });

  // The parent finds the chat in the list; the teacher sees them arrive.
  await parentPage.reload();
  await parentPage.getByRole('link', { name: 'Olivia Bennett Direct message' }).click();
  await expect(parentPage).toHaveURL(new RegExp(`${chatPath}$`));
  await expect(parentPage.getByText('Live')).toBeVisible();
  await expect(presenceOf(teacherPage, 'Samuel Carter')).toHaveAccessibleName('online');
  await expect(presenceOf(parentPage, 'Olivia Bennett')).toHaveAccessibleName('online');

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
  isNetworkDown = true;
  await parentPage.context().setOffline(true);
  for (const { page, server } of parentSockets) {
    await page.close({ code: 4000, reason: 'network down' }).catch(() => {});
    await server.close().catch(() => {});
  }
  await expect(parentPage.getByText('Reconnecting…')).toBeVisible();
  await expect(presenceOf(teacherPage, 'Samuel Carter')).toHaveAccessibleName('offline');
  const missed = ['Yes, Friday at 9.', 'Please bring a packed lunch.', 'And a raincoat, just in case!'];
  for (const text of missed) await send(teacherPage, text);
  await expect(messageLog(parentPage).getByText(missed[0]!)).toHaveCount(0);
  await snap(parentPage, 'chat-parent-reconnecting');

  // ... and comes back: every message once, in order.
  isNetworkDown = false;
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
  await expect(presenceOf(teacherPage, 'Samuel Carter')).toHaveAccessibleName('online');
  await send(parentPage, 'Got them all, thanks!');
  await expect(messageLog(teacherPage).getByText('Got them all, thanks!')).toBeVisible();
  await snap(parentPage, 'chat-direct-parent');

  // Leaving the chat closes the socket: the teacher sees the parent go.
  await parentPage.getByRole('link', { name: 'All chats' }).click();
  await expect(parentPage).toHaveURL(/\/chatHub$/);
  await expect(presenceOf(teacherPage, 'Samuel Carter')).toHaveAccessibleName('offline');
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
  await expect(presenceOf(teacherPage, 'Samuel Carter')).toHaveAccessibleName('offline');

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
  const teacherPhone = await logIn(browser, teacher, PHONE);
  await teacherPhone.goto('/chatHub');
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
  const teacher = person('teacher', 'Grace', 'Hopper');
  const parent = person('parent', 'Alan', 'Turing');
  const stranger = person('stranger', 'Ines', 'Moreau');
  await setUpClassroom(request, teacher, parent);
  const parentId = (await call<{ id: number }>(request, 'GET', 'dj-rest-auth/user/', parent)).id;
  const direct = await call<{ id: number }>(request, 'POST', 'school/chat-group-create-direct/', teacher, {
    name: 'direct',
    recipient: parentId,
  });
  await register(request, stranger);

  const strangerPage = await logIn(browser, stranger);
  await strangerPage.goto(`/chatGroup/${direct.id}`);
  await expect(
    strangerPage.getByRole('heading', { name: 'You are not a member of this chat' }),
  ).toBeVisible();
  await expect(strangerPage.getByRole('link', { name: 'Back to your chats' })).toBeVisible();
  await snap(strangerPage, 'chat-not-a-member');
});
