import path from 'node:path';
import { type Browser, type BrowserContextOptions, type Locator, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import {
  DESKTOP,
  PHONE,
  logIn,
  openDirectChat,
  person,
  setUpLinkedClassroom,
  type Person,
} from '../fixtures.ts';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import { snap } from '../support.ts';

/** Where the screenshots of calls go to be looked at: SHOTS_DIR, or e2e/screenshots. */
function shotPath(name: string): string {
  return path.join(process.env.SHOTS_DIR ?? path.join(import.meta.dirname, '..', 'screenshots'), `calls-${name}.png`);
}

/** A signed-in page in its own browser context, allowed the (fake) camera and microphone. */
async function logInWithCamera(
  browser: Browser,
  user: Person,
  options: BrowserContextOptions = DESKTOP,
): Promise<Page> {
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
  await logIn(page, user);
  return page;
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
  const { teacher, parent } = await setUpLinkedClassroom(request, {
    teacher: person('teacher', 'Olivia', 'Bennett'),
    parent: person('parent', 'Samuel', 'Hughes'),
    className: 'Year 3 Otters',
    studentName: 'Ruby Hughes',
  });
  const groupId = await openDirectChat(request, teacher, parent);

  const teacherPage = await logInWithCamera(browser, teacher);
  const parentPage = await logInWithCamera(browser, parent, PHONE);
  await teacherPage.goto(`/videoChat/${groupId}`);
  await parentPage.goto(`/videoChat/${groupId}`);
  await expect(teacherPage.getByRole('heading', { level: 1, name: 'Video Chat' })).toBeVisible();
  await expect(teacherPage.getByText('with Samuel Hughes')).toBeVisible();

  // Nobody is connected: Call waits for the teacher's own Connect.
  await expect(panel(teacherPage, 'Send Call').getByRole('button', { name: 'Call' })).toBeDisabled();
  await expect(presenceOf(teacherPage, 'Olivia Bennett')).toHaveAccessibleName('not connected');
  await connect(teacherPage);
  await expect(presenceOf(teacherPage, 'Olivia Bennett')).toHaveAccessibleName('connected');
  await expect(presenceOf(teacherPage, 'Samuel Hughes')).toHaveAccessibleName('not connected');
  // The parent need not be on this page: a call rings wherever they have Homeroom open.
  await expect(teacherPage.getByText('Samuel is not on this page: a call rings wherever they have Homeroom open.')).toBeVisible();
  await expect(panel(teacherPage, 'Send Call').getByRole('button', { name: 'Call' })).toBeEnabled();
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

  // 3. The callee disconnects during the call: both are idle.
  await startCall(teacherPage, parentPage, 'Olivia Bennett');
  await answerCall(teacherPage, parentPage, 'Olivia Bennett', 'Samuel Hughes');
  await expectMovingVideo(teacherPage.locator('video[aria-label="Video of Samuel Hughes"]'));
  await panel(parentPage, 'Group Members').getByRole('button', { name: 'Disconnect' }).click();
  await expectIdle(parentPage);
  await expect(panel(parentPage, 'Group Members').getByRole('button', { name: 'Connect' })).toBeVisible();
  await expectIdle(teacherPage);
  await expect(teacherPage.getByText('Samuel Hughes ended the call.')).toBeVisible();
  await expect(presenceOf(teacherPage, 'Samuel Hughes')).toHaveAccessibleName('not connected');
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

/** A teacher on the video page and a parent elsewhere in the app, at the given width. */
async function setUpCallToAParentElsewhere(browser: Browser, request: APIRequestContext, parentScreen: BrowserContextOptions) {
  const { teacher, parent } = await setUpLinkedClassroom(request, {
    teacher: person('teacher', 'Olivia', 'Bennett'),
    parent: person('parent', 'Samuel', 'Hughes'),
    className: 'Year 3 Otters',
    studentName: 'Ruby Hughes',
  });
  const groupId = await openDirectChat(request, teacher, parent);
  const teacherPage = await logInWithCamera(browser, teacher);
  // The parent stays on Home, where signing in lands.
  const parentPage = await logInWithCamera(browser, parent, parentScreen);
  await expect(parentPage).toHaveURL(/\/home$/);
  const landing = parentPage.url();
  // Its notification socket is open, as it would have been long before a call.
  const notificationSocket = parentPage.waitForEvent('websocket', (socket) => socket.url().includes('/ws/notifications/'));
  await parentPage.reload();
  await notificationSocket;
  await expect(parentPage.getByRole('heading', { level: 1 })).toBeVisible();
  await teacherPage.goto(`/videoChat/${groupId}`);
  await connect(teacherPage);
  await panel(teacherPage, 'Send Call').getByRole('button', { name: 'Call' }).click();
  await expect(panel(teacherPage, 'Calling')).toBeVisible();
  const ringing = parentPage.getByRole('alertdialog', { name: 'Incoming call' });
  await expect(ringing).toBeVisible();
  await expect(ringing).toHaveAccessibleDescription('Olivia Bennett is calling you');
  expect(parentPage.url()).toBe(landing);
  return { groupId, teacherPage, parentPage, ringing, landing };
}

/** Whether the microphone this page sends is on. */
function isMicrophoneOn(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    (window as unknown as { openedStreams: MediaStream[] }).openedStreams
      .flatMap((stream) => stream.getAudioTracks())
      .some((track) => track.readyState === 'live' && track.enabled),
  );
}

for (const [width, parentScreen] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`a parent elsewhere in the app (${width}) is rung, accepts, talks, mutes and hangs up`, async ({ browser, request }) => {
    test.setTimeout(150_000);
    const { groupId, teacherPage, parentPage, ringing } = await setUpCallToAParentElsewhere(browser, request, parentScreen);
    await parentPage.bringToFront();
    await expect(ringing.getByRole('button', { name: 'Accept' })).toBeFocused();
    await expect(ringing.getByRole('button', { name: 'Mute ringing' })).toHaveAttribute('aria-pressed', 'false');
    await expectNoSeriousAxeViolations(parentPage);
    await parentPage.screenshot({ path: shotPath(`${width}-ringing`), animations: 'disabled' });

    // One click: the video chat opens and answers.
    await ringing.getByRole('button', { name: 'Accept' }).click();
    await expect(parentPage).toHaveURL(new RegExp(`/videoChat/${groupId}$`));
    await expect(panel(parentPage, 'On Call With Olivia Bennett')).toBeVisible();
    await expect(panel(teacherPage, 'On Call With Samuel Hughes')).toBeVisible();
    await expect(ringing).toHaveCount(0);
    await expectMovingVideo(parentPage.locator('video[aria-label="Video of Olivia Bennett"]'));
    await expectMovingVideo(teacherPage.locator('video[aria-label="Video of Samuel Hughes"]'));
    await expect(panel(parentPage, /^On Call With/).getByText(/^\d\d:\d\d$/)).toBeVisible();

    // The parent mutes: the button says so and the microphone track stops sending.
    const controls = parentPage.getByRole('group', { name: 'Call controls' });
    expect(await isMicrophoneOn(parentPage)).toBe(true);
    await controls.getByRole('button', { name: 'Mute' }).click();
    await expect(controls.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
    expect(await isMicrophoneOn(parentPage)).toBe(false);
    for (const button of await controls.getByRole('button').all()) {
      const box = await button.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(44);
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    expect(await parentPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(parentScreen.viewport!.width);
    await expectNoSeriousAxeViolations(parentPage);
    await snap(parentPage, `calls-${width}-on-call`);
    await parentPage.screenshot({ path: shotPath(`${width}-on-call`), fullPage: true, animations: 'disabled' });
    await teacherPage.screenshot({ path: shotPath(`${width}-on-call-teacher`), fullPage: true, animations: 'disabled' });

    await controls.getByRole('button', { name: 'End call' }).click();
    await expectIdle(parentPage);
    await expectIdle(teacherPage);
    await expect(teacherPage.getByText('Samuel Hughes ended the call.')).toBeVisible();
  });
}

test('a parent elsewhere in the app declines a call and stays where they are', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { teacherPage, parentPage, ringing, landing } = await setUpCallToAParentElsewhere(browser, request, PHONE);
  await ringing.getByRole('button', { name: 'Decline' }).click();
  await expect(ringing).toHaveCount(0);
  expect(parentPage.url()).toBe(landing);
  await expectIdle(teacherPage);
  await expect(teacherPage.getByText('Samuel Hughes declined the call.')).toBeVisible();
  // Nothing was left ringing: no missed call for a call that was turned down.
  await expect(parentPage.getByRole('alertdialog')).toHaveCount(0);
});
