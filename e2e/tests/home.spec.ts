import { type APIRequestContext, type BrowserContextOptions, type Page } from '@playwright/test';
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
  type ApiUser,
} from '../fixtures.ts';
import { snap } from '../support.ts';

const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

/** An assignment set to the student, handed in by its link and waiting for a score. */
async function handInWork(request: APIRequestContext, teacher: ApiUser, classId: number, studentId: number) {
  const assignment = await callApi<{ id: number; code: string }>(
    request,
    'POST',
    'school/assignment-create/',
    teacher,
    {
      title: 'My weekend',
      description: 'Tell us about your weekend.',
      maximum_score: 10,
      response_format: 'Text',
      school_class: classId,
    },
  );
  const [assignee] = await callApi<{ id: number }[]>(
    request,
    'POST',
    `school/assignee-create/${assignment.id}/`,
    teacher,
    [{ assignment: assignment.id, student: studentId }],
  );
  const handIn = await request.post('/api/v1/school/assignment-response-create/', {
    multipart: {
      assignee: String(assignee?.id),
      code: assignment.code,
      text: 'We went to the sea and found crabs.',
    },
  });
  expect(handIn.status()).toBe(201);
}

/** The teacher writes to the parent from the chat page, as a person would. */
async function sendMessage(chatId: number, text: string, page: Page) {
  await page.goto(`/chatGroup/${chatId}`);
  await expect(page.getByText('Live')).toBeVisible();
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(page.getByRole('log', { name: 'Messages' }).getByText(text)).toBeVisible();
}

const badge = (page: Page) => page.getByTestId('notification-badge');

for (const [width, options] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as [string, BrowserContextOptions][]) {
  test(`on a ${width}, a parent lands on Home with the new story and their message, reads the story and the bell goes down; the teacher's Home shows what needs them`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const teacher = await registerThroughApi(request, person('teacher', 'Helena', 'Brooks'), 'Teacher');
    const { classId, inviteCodes } = await createClassWithStudents(request, teacher, 'Year 4 Owls', [
      'Mia Okafor',
      'Ben Ade',
    ]);
    const parent = await registerThroughApi(request, person('parent', 'Tomas', 'Novak'), 'Parent');
    await linkChild(request, parent, inviteCodes[0] ?? '');
    const classPage = await callApi<{ students: { id: number; name: string }[] }>(
      request,
      'GET',
      `school/class/${classId}/`,
      teacher,
    );
    const mia = classPage.students.find((student) => student.name === 'Mia Okafor');
    await handInWork(request, teacher, classId, mia?.id ?? 0);
    await callApi(request, 'POST', 'school/event-create/', teacher, {
      name: 'Sports day',
      date: inDays(5),
      description: 'Help at the races.',
      helpers_required: 2,
      school_class: classId,
    });
    const story = await callApi<{ id: number }>(request, 'POST', 'school/story-create/', teacher, {
      title: 'Our morning at the pond',
      content: 'We counted ducks and found a frog.',
      school_class: classId,
    });
    const chatId = await openDirectChat(request, teacher, parent);
    const teacherPage = await logInInNewContext(browser, teacher, options);
    await sendMessage(chatId, 'Mia read beautifully today.', teacherPage);

    // Signing in lands on Home: the new story, the unread message, the child and the class's events.
    const parentPage = await logInInNewContext(browser, parent, options);
    const main = parentPage.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Welcome back, Tomas' })).toBeVisible();
    const storyLink = main.getByRole('link', { name: /Our morning at the pond/ });
    await expect(storyLink).toContainText('New');
    await expect(storyLink).toHaveAttribute('href', `/class/${classId}?tab=stories#story-${story.id}`);
    await expect(main.getByRole('heading', { name: '1 unread message' })).toBeVisible();
    await expect(main.getByRole('link', { name: /^Helena Brooks/ })).toHaveAttribute(
      'href',
      `/chatGroup/${chatId}`,
    );
    await expect(main.getByRole('link', { name: /Mia Okafor/ }).first()).toBeVisible();
    await expect(main.getByRole('link', { name: /Sports day/ })).toBeVisible();
    // The story, the event and the message.
    await expect(badge(parentPage)).toHaveText('3');
    await expect(parentPage).toHaveTitle('(3) Home · Homeroom');
    await expectNoSeriousAxeViolations(parentPage);
    await snap(parentPage, `home-parent-${width}`);

    // Opening the story reads it: the bell goes down by itself, the event and the message stay.
    await storyLink.click();
    await expect(parentPage).toHaveURL(new RegExp(`/class/${classId}\\?tab=stories#story-${story.id}$`));
    await expect(parentPage.getByRole('article', { name: 'Our morning at the pond' })).toBeVisible();
    await expect(badge(parentPage)).toHaveText('2');
    await expect(parentPage).toHaveTitle(/^\(2\) /);

    // The logo leads back to Home, where the message still waits.
    await parentPage.getByRole('link', { name: 'Homeroom' }).first().click();
    await expect(parentPage).toHaveURL(/\/home$/);
    await expect(
      parentPage.getByRole('main').getByRole('heading', { name: '1 unread message' }),
    ).toBeVisible();

    // The teacher's Home: the hand-in to score, the event short of helpers, the family to link.
    await teacherPage.goto('/home');
    const teacherMain = teacherPage.getByRole('main');
    await expect(teacherMain.getByRole('link', { name: /My weekend.*1 hand-in to score/ })).toHaveAttribute(
      'href',
      `/class/${classId}?tab=assignments`,
    );
    await expect(teacherMain.getByRole('link', { name: /Sports day.*Helpers: 0 of 2/ })).toBeVisible();
    await expect(teacherMain.getByRole('link', { name: 'Ben Ade' })).toBeVisible();
    await expect(teacherMain.getByTestId('invite-code')).toHaveText(inviteCodes[1] ?? '');
    await expectNoSeriousAxeViolations(teacherPage);
    await snap(teacherPage, `home-teacher-${width}`);
    // Nothing is wider than the screen.
    const overflow = await teacherPage.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('new accounts see their first step on Home, at both widths', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const teacher = await registerThroughApi(request, person('teacher', 'Nadia', 'Okoro'), 'Teacher');
  const parent = await registerThroughApi(request, person('parent', 'Jonas', 'Meyer'), 'Parent');

  const teacherPhone = await logInInNewContext(browser, teacher, PHONE);
  await expect(teacherPhone.getByRole('heading', { name: 'Create or join your school' })).toBeVisible();
  await expectNoSeriousAxeViolations(teacherPhone);
  await snap(teacherPhone, 'home-first-step-teacher-phone');
  await teacherPhone.getByRole('link', { name: 'Choose your school' }).click();
  await expect(teacherPhone).toHaveURL(/\/profile\?tab=school$/);

  // With a school, the next step is a class.
  const school = await callApi<{ id: number }>(request, 'POST', 'school/school-list-create/', teacher, {
    name: 'Maple Grove Primary',
    city: 'Leeds',
    country: 'United Kingdom',
  });
  await callApi(request, 'PUT', 'school/teacher-school-update/', teacher, { school: school.id });
  await teacherPhone.goto('/home');
  await expect(teacherPhone.getByRole('heading', { name: 'Create your first class' })).toBeVisible();
  await expect(teacherPhone.getByRole('link', { name: 'Create a class' })).toHaveAttribute(
    'href',
    '/profile?tab=classes',
  );

  const parentDesktop = await logInInNewContext(browser, parent, DESKTOP);
  await expect(parentDesktop.getByRole('heading', { name: 'Link your child' })).toBeVisible();
  await expectNoSeriousAxeViolations(parentDesktop);
  await snap(parentDesktop, 'home-first-step-parent-desktop');
  await parentDesktop.getByRole('link', { name: 'Enter the invite code' }).click();
  await expect(parentDesktop).toHaveURL(/\/profile\?tab=children$/);

  // The navigation's Home item leads back.
  await parentDesktop.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(parentDesktop).toHaveURL(/\/home$/);
});
