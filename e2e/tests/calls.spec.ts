import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
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
  return { email: uniqueEmail(name), firstName, lastName, password: `${firstName}-Harbour-73`, key: '' };
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

/**
 * A teacher with a class of one student whose parent linked the child, and the direct chat
 * the teacher opened with the parent: set up by the API. Answers the chat's id.
 */
async function setUpDirectChat(request: APIRequestContext, teacher: Person, parent: Person): Promise<number> {
  await register(request, teacher);
  await call(request, 'POST', 'school/teacher-create/', teacher, { school: null });
  const schoolClass = await call<{ id: number }>(request, 'POST', 'school/class-create/', teacher, {
    name: 'Year 3 Otters',
  });
  const student = await call<{ id: number }>(request, 'POST', 'school/student-create/', teacher, {
    name: 'Ruby Hughes',
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
  const chat = await call<{ id: number }>(request, 'POST', 'school/chat-group-create-direct/', teacher, {
    recipient: parentId,
  });
  return chat.id;
}

/** A signed-in page in its own browser context, allowed the (fake) camera and microphone. */
async function logIn(browser: Browser, user: Person, options: BrowserContextOptions = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ ...options, permissions: ['camera', 'microphone'] });
  // Keeps each camera stream the page opens, to check afterwards that every track was stopped.
  await context.addInitScript(() => {
    const opened: MediaStream[] = [];
    Object.assign(window, { openedStreams: opened });
    const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await getUserMedia(constraints);
      opened.push(stream);
      return stream;
    };
  });
  const page = await context.newPage();
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

function panel(page: Page, name: string | RegExp): Locator {
  return page.getByRole('region', { name });
}

function presenceOf(page: Page, name: string): Locator {
  return panel(page, 'Group Members')
    .getByRole('listitem')
    .filter({ hasText: name })
    .getByRole('img', { name: /^(connected|not connected)$/ });
}

async function connect(page: Page) {
  await panel(page, 'Group Members').getByRole('button', { name: 'Connect' }).click();
  await expect(panel(page, 'Group Members').getByRole('button', { name: 'Disconnect' })).toBeVisible();
  await expect(page.getByText('You are connected: calls can come in.')).toBeVisible();
}

/** The call is idle: the Send Call panel is back and nothing rings or plays. */
async function expectIdle(page: Page) {
  await expect(panel(page, 'Send Call')).toBeVisible();
  await expect(panel(page, 'Calling')).toHaveCount(0);
  await expect(panel(page, 'Incoming Call')).toHaveCount(0);
  await expect(panel(page, /^On Call With/)).toHaveCount(0);
  await expect(page.locator('video')).toHaveCount(0);
}

/**
 * The video shows frames that move: it has a size, and both its clock and its count of
 * decoded frames go on over a second.
 */
async function expectMovingVideo(video: Locator) {
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth), { timeout: 20_000 }).toBeGreaterThan(0);
  const sample = () =>
    video.evaluate((element: HTMLVideoElement) => ({
      time: element.currentTime,
      frames: element.getVideoPlaybackQuality().totalVideoFrames,
      isPaused: element.paused,
    }));
  const before = await sample();
  await video.page().waitForTimeout(1200);
  const after = await sample();
  expect(after.isPaused).toBe(false);
  expect(after.time - before.time).toBeGreaterThan(0.5);
  expect(after.frames).toBeGreaterThan(before.frames);
}

async function startCall(caller: Page, callee: Page, callerName: string) {
  await expect(panel(caller, 'Send Call').getByRole('button', { name: 'Call' })).toBeEnabled();
  await panel(caller, 'Send Call').getByRole('button', { name: 'Call' }).click();
  await expect(panel(caller, 'Calling')).toBeVisible();
  await expect(panel(callee, 'Incoming Call').getByText(`${callerName} is calling you`)).toBeVisible();
}

async function answerCall(caller: Page, callee: Page, callerName: string, calleeName: string) {
  await panel(callee, 'Incoming Call').getByRole('button', { name: 'Answer' }).click();
  await expect(panel(callee, `On Call With ${callerName}`)).toBeVisible();
  await expect(panel(caller, `On Call With ${calleeName}`)).toBeVisible();
}

test('a teacher and a parent video-call: answered, ended, cancelled, and dropped by a disconnect', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const teacher = person('teacher', 'Olivia', 'Bennett');
  const parent = person('parent', 'Samuel', 'Hughes');
  const groupId = await setUpDirectChat(request, teacher, parent);

  const teacherPage = await logIn(browser, teacher);
  const parentPage = await logIn(browser, parent, PHONE);
  await teacherPage.goto(`/videoChat/${groupId}`);
  await parentPage.goto(`/videoChat/${groupId}`);
  await expect(teacherPage.getByRole('heading', { level: 1, name: 'Video Chat' })).toBeVisible();
  await expect(teacherPage.getByText('with Samuel Hughes')).toBeVisible();

  // Nobody is connected: Call waits for both.
  await expect(panel(teacherPage, 'Send Call').getByRole('button', { name: 'Call' })).toBeDisabled();
  await expect(presenceOf(teacherPage, 'Olivia Bennett')).toHaveAccessibleName('not connected');
  await connect(teacherPage);
  await expect(presenceOf(teacherPage, 'Olivia Bennett')).toHaveAccessibleName('connected');
  await expect(presenceOf(teacherPage, 'Samuel Hughes')).toHaveAccessibleName('not connected');
  await expect(teacherPage.getByText('Samuel is not connected. You can call once they connect.')).toBeVisible();
  await expect(panel(teacherPage, 'Send Call').getByRole('button', { name: 'Call' })).toBeDisabled();
  await snap(teacherPage, 'video-chat-waiting');

  // The parent connects: both see each other, and the teacher may call.
  await connect(parentPage);
  await expect(presenceOf(parentPage, 'Olivia Bennett')).toHaveAccessibleName('connected');
  await expect(presenceOf(teacherPage, 'Samuel Hughes')).toHaveAccessibleName('connected');
  await snap(parentPage, 'phone-video-chat-connected');

  // 1. Called, answered, video both ways, ended.
  await startCall(teacherPage, parentPage, 'Olivia Bennett');
  await expect(panel(parentPage, 'Send Call')).toHaveCount(0);
  await snap(teacherPage, 'video-chat-calling');
  await snap(parentPage, 'phone-video-chat-incoming');
  await answerCall(teacherPage, parentPage, 'Olivia Bennett', 'Samuel Hughes');

  await expectMovingVideo(teacherPage.getByRole('region', { name: /^On Call With/ }).locator('video[aria-label="Video of Samuel Hughes"]'));
  await expectMovingVideo(parentPage.getByRole('region', { name: /^On Call With/ }).locator('video[aria-label="Video of Olivia Bennett"]'));
  // The own picture is small and silent.
  const ownPicture = teacherPage.locator('video[aria-label="Your camera"]');
  await expect(ownPicture).toBeVisible();
  expect(await ownPicture.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
  const [own, remote] = await Promise.all([
    ownPicture.boundingBox(),
    teacherPage.locator('video[aria-label="Video of Samuel Hughes"]').boundingBox(),
  ]);
  expect(own!.width).toBeLessThan(remote!.width / 2);
  await expect(teacherPage.getByText('Connecting the video…')).toHaveCount(0);
  await snap(teacherPage, 'video-chat-on-call');
  await snap(parentPage, 'phone-video-chat-on-call');

  await panel(teacherPage, /^On Call With/).getByRole('button', { name: 'End call' }).click();
  await expectIdle(teacherPage);
  await expectIdle(parentPage);
  await expect(parentPage.getByText('Olivia Bennett ended the call.')).toBeVisible();
  await expect(panel(teacherPage, 'Send Call').getByRole('button', { name: 'Call' })).toBeEnabled();
  await snap(parentPage, 'phone-video-chat-ended');

  // 2. Called and cancelled before an answer.
  await startCall(teacherPage, parentPage, 'Olivia Bennett');
  await panel(teacherPage, 'Calling').getByRole('button', { name: 'Cancel' }).click();
  await expectIdle(teacherPage);
  await expectIdle(parentPage);
  await expect(parentPage.getByText('Olivia Bennett cancelled the call.')).toBeVisible();

  // 3. The callee disconnects during the call: both are idle, and the teacher cannot call.
  await startCall(teacherPage, parentPage, 'Olivia Bennett');
  await answerCall(teacherPage, parentPage, 'Olivia Bennett', 'Samuel Hughes');
  await expectMovingVideo(teacherPage.locator('video[aria-label="Video of Samuel Hughes"]'));
  await panel(parentPage, 'Group Members').getByRole('button', { name: 'Disconnect' }).click();
  await expectIdle(parentPage);
  await expect(panel(parentPage, 'Group Members').getByRole('button', { name: 'Connect' })).toBeVisible();
  await expectIdle(teacherPage);
  await expect(teacherPage.getByText('Samuel Hughes ended the call.')).toBeVisible();
  await expect(presenceOf(teacherPage, 'Samuel Hughes')).toHaveAccessibleName('not connected');
  await expect(panel(teacherPage, 'Send Call').getByRole('button', { name: 'Call' })).toBeDisabled();
  await snap(teacherPage, 'video-chat-other-disconnected');

  // Every call took the camera, and every call that ended let it go again.
  for (const page of [teacherPage, parentPage]) {
    const tracks = await page.evaluate(() =>
      (window as unknown as { openedStreams: MediaStream[] }).openedStreams.flatMap((stream) =>
        stream.getTracks().map((track) => track.readyState),
      ),
    );
    expect(tracks.length).toBeGreaterThan(0);
    expect(tracks.every((state) => state === 'ended')).toBe(true);
  }
});
