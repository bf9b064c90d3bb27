import { type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { seriousAxeViolations } from '../axe.ts';
import {
  DESKTOP,
  PHONE,
  callApi,
  createClassWithStudents,
  createSchoolThroughApi,
  linkChild,
  openDirectChat,
  person,
  registerThroughApi,
  sendChatMessages,
  type ApiUser,
} from '../fixtures.ts';

/** A school with something on every page: a leader who teaches a class, a linked parent, content, a chat and a report. */
async function setUpSchool(request: APIRequestContext, browser: Browser, language: 'en' | 'ar') {
  const leader = await registerThroughApi(request, person('leader', 'Nadia', 'Rahman'), 'Teacher');
  await createSchoolThroughApi(request, leader, 'Hillside Primary');
  const { classId, inviteCodes } = await createClassWithStudents(request, leader, 'Year 4 Owls', ['Mia Okafor', 'Ben Ade']);
  const parent = await registerThroughApi(request, person('parent', 'Omar', 'Haddad'), 'Parent');
  await linkChild(request, parent, inviteCodes[0] ?? '');
  for (const user of [leader, parent]) await callApi(request, 'PUT', 'school/language-update/', user, { language });

  const classPage = await callApi<{ students: { id: number; name: string }[] }>(request, 'GET', `school/class/${classId}/`, leader);
  const studentId = classPage.students.find((student) => student.name === 'Mia Okafor')?.id ?? 0;
  const story = await callApi<{ id: number }>(request, 'POST', 'school/story-create/', leader, {
    title: 'Our morning at the pond',
    content: 'We counted ducks and found a frog.',
    school_class: classId,
  });
  await callApi(request, 'POST', 'school/content-report-create/', parent, { kind: 'story', id: story.id, reason: 'A child is named in full.' });
  await callApi(request, 'POST', 'school/announcement-create/', leader, { title: 'Swimming on Thursdays', content: 'Bring a towel.', school_class: classId });
  await callApi(request, 'POST', 'school/event-create/', leader, {
    name: 'Sports day',
    date: new Date(Date.now() + 5 * 24 * 3600 * 1000).toISOString().slice(0, 10),
    description: 'Help at the races.',
    helpers_required: 2,
    school_class: classId,
  });
  await callApi(request, 'POST', 'school/school-announcement-create/', leader, { title: 'Closed on Friday', content: 'Staff training day.' });
  const assignment = await callApi<{ id: number; code: string }>(request, 'POST', 'school/assignment-create/', leader, {
    title: 'My weekend',
    description: 'Tell us about your weekend.',
    maximum_score: 10,
    response_format: 'Text',
    school_class: classId,
  });
  await callApi(request, 'POST', `school/assignee-create/${assignment.id}/`, leader, [{ assignment: assignment.id, student: studentId }]);
  const chatId = await openDirectChat(request, leader, parent);
  await sendChatMessages(browser, parent, chatId, ['Could Mia bring her library book tomorrow?']);
  return { leader, parent, classId, studentId, chatId, code: assignment.code };
}

/** Logs in through the API and hands the token to the page, as the login form would store it. */
async function signedInPage(browser: Browser, options: BrowserContextOptions, user: ApiUser): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  await page.goto('/login');
  await page.locator('input[type=email]').fill(user.email);
  await page.locator('input[type=password]').fill(user.password);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/home$/);
  return page;
}

/** Waits for a page's data: the network at rest and no spinner left. */
async function settle(page: Page): Promise<void> {
  // Bounded: a page that keeps a request open (a live list) still gets scanned.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await expect(page.locator('main [role=status] .animate-spin')).toHaveCount(0);
  // A colour still changing (a button just chosen fades to its pressed colours, a panel fading in)
  // is scanned once it has ended; a spinner's endless animation is not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

for (const language of ['en', 'ar'] as const) {
  for (const [width, viewport] of [
    ['1280', DESKTOP],
    ['360', PHONE],
  ] as const) {
    test(`every page has no serious or critical axe violation in ${language === 'en' ? 'English' : 'Arabic'} at ${width} px`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(420_000);
      const options: BrowserContextOptions = { ...viewport, locale: language };
      const { leader, parent, classId, studentId, chatId, code } = await setUpSchool(request, browser, language);
      const found: string[] = [];
      async function scan(page: Page, what: string) {
        await settle(page);
        console.log(`${language} ${width} ${what}`);
        if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        for (const violation of await seriousAxeViolations(page)) found.push(`${what} · ${violation}`);
      }
      async function visit(page: Page, path: string) {
        await page.goto(path);
        await scan(page, path);
      }

      const visitor = await (await browser.newContext(options)).newPage();
      for (const path of ['/', '/features', '/register', '/login', `/assignment/${code}`]) await visit(visitor, path);
      await visitor.getByRole('button', { name: /^Mia Okafor/ }).click({ timeout: 10_000 });
      await scan(visitor, 'hand-in form');

      const leaderPage = await signedInPage(browser, options, leader);
      await scan(leaderPage, '/home (leader)');
      for (const tab of ['details', 'password', 'settings', 'school', 'classes']) await visit(leaderPage, `/profile?tab=${tab}`);
      for (const tab of ['stories', 'classroom', 'announcements', 'events', 'assignments']) await visit(leaderPage, `/class/${classId}?tab=${tab}`);
      for (const path of [
        `/studentProfile/${studentId}`,
        '/chatHub',
        `/chatGroup/${chatId}`,
        '/school',
        '/school/announcements',
        '/school/reports',
        '/roster',
      ])
        await visit(leaderPage, path);
      // The notifications panel, open over Home.
      await leaderPage.goto('/home');
      await settle(leaderPage);
      await leaderPage.locator('header button:has(svg.lucide-bell)').click();
      await expect(leaderPage.locator('header [aria-labelledby]').first()).toBeVisible();
      await scan(leaderPage, 'notifications panel');
      if (viewport === PHONE) {
        await leaderPage.keyboard.press('Escape');
        await leaderPage.locator('header button[aria-expanded]:not(:has(svg.lucide-bell))').click();
        await expect(leaderPage.getByRole('dialog')).toBeVisible();
        await scan(leaderPage, 'phone menu');
      }

      const parentPage = await signedInPage(browser, options, parent);
      await scan(parentPage, '/home (parent)');
      await visit(parentPage, '/profile?tab=children');
      await visit(parentPage, `/class/${classId}`);
      await visit(parentPage, `/class/${classId}?tab=events`);
      await visit(parentPage, `/chatGroup/${chatId}`);

      expect(found).toEqual([]);
    });
  }
}
