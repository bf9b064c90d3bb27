import { mkdir } from 'node:fs/promises';
import { type BrowserContextOptions, type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import {
  DESKTOP,
  PHONE,
  callApi,
  createClassWithStudents,
  logInInNewContext,
  openDirectChat,
  person,
  picturePng,
  registerThroughApi,
  setUpLinkedClassroom,
} from '../fixtures.ts';

/** Where this journey's pictures go, to be looked at after the run. */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/work/shots/assign';

async function shoot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  if (fullPage) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => window.scrollY === 0);
  }
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage, animations: 'disabled' });
}

/** The page is no wider than the screen: nothing makes a phone scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

/** Interactive elements on screen smaller than 44 × 44 px, by a name to find them. */
async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, select, input:not([type=hidden]), textarea, [role=tab], [role=button], summary';
    const small: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      // Visually hidden: a skip link until focused, a file input behind its button.
      if (style.clipPath === 'inset(50%)' || (box.width <= 1 && box.height <= 1)) continue;
      // A link inside a sentence is exempt (WCAG 2.5.8, inline); so is a box or button inside a label that is large enough.
      if (element.tagName === 'A' && element.closest('p') && style.display === 'inline') continue;
      const label = element.closest('label');
      const target = label ? label.getBoundingClientRect() : box;
      if (target.height >= 44 - 0.5 && target.width >= 44 - 0.5) continue;
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
      small.push(`${element.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(target.width)}×${Math.round(target.height)}`);
    }
    return small;
  });
}

for (const [widthName, options] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as [string, BrowserContextOptions][]) {
  test(`a new assignment reaches every student of the class (${widthName})`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const teacher = await registerThroughApi(request, person('teacher', 'Helena', 'Brooks'), 'Teacher');
    const students = ['Mia Okafor', 'Leo Park', 'Ana Silva'];
    const { classId } = await createClassWithStudents(request, teacher, 'Year 4 Owls of the Bright Meadow School', students);
    // An older assignment made the old way, in two steps, and never assigned.
    await callApi(request, 'POST', 'school/assignment-create/', teacher, {
      title: 'Leaf rubbings',
      description: 'Bring two leaf rubbings.',
      maximum_score: 5,
      response_format: 'Image',
      school_class: classId,
    });

    const page = await logInInNewContext(browser, teacher, options);
    await page.goto(`/class/${classId}`);
    await page.getByRole('tablist', { name: 'Class sections' }).getByRole('tab', { name: 'Assignments' }).click();
    await expect(page.getByRole('article', { name: 'Leaf rubbings' }).getByText('Not assigned to anyone yet')).toBeVisible();

    // The create form ticks every student of the class.
    await page.getByRole('button', { name: 'Create Assignment' }).click();
    const form = page.getByRole('form', { name: 'Create Assignment' });
    const assignTo = form.getByRole('group', { name: 'Assign to' });
    await expect(assignTo.getByRole('checkbox')).toHaveCount(3);
    for (const name of students) await expect(assignTo.getByRole('checkbox', { name })).toBeChecked();
    await form.getByLabel('Title').fill('My weekend');
    await form.getByLabel('Description').fill('Tell us about it.');
    await form.getByLabel('Max. Score').fill('10');
    await form.getByLabel('Response format').selectOption('Text');
    await assignTo.getByRole('checkbox', { name: 'Leo Park' }).uncheck();
    await expect(assignTo).toContainText('2 of 3 students will get this work.');
    await assignTo.getByRole('checkbox', { name: 'Leo Park' }).check();
    await expectNoSidewaysScroll(page);
    await shoot(page, `assignment-form-${widthName}`);
    await form.getByRole('button', { name: 'Create assignment' }).click();
    const card = page.getByRole('article', { name: 'My weekend' });
    await expect(card.getByText('0 of 3 handed in')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
    await shoot(page, `assignments-${widthName}`);

    // The teacher sees all of them as assignees...
    await card.getByRole('button', { name: 'Assign', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign: My weekend' });
    await expect(dialog.getByRole('region', { name: /^Assigned/ }).getByRole('checkbox')).toHaveCount(3);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // ... and each student finds their name behind the Student Link.
    const link = await card.getByTestId('student-link').textContent();
    const student = await (await browser.newContext(options)).newPage();
    await student.goto(link ?? '');
    for (const name of students) await expect(student.getByRole('button', { name: `${name}, Not submitted` })).toBeVisible();

    // The old assignment is set to the class from its card, in one tap.
    await page.getByRole('article', { name: 'Leaf rubbings' }).getByRole('button', { name: 'Assign it to the class' }).click();
    await expect(page.getByRole('article', { name: 'Leaf rubbings' }).getByText('0 of 3 handed in')).toBeVisible();
  });
}

test('a message of one 300-character word keeps the phone page within its width', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { teacher, parent } = await setUpLinkedClassroom(request, {
    teacher: person('teacher', 'Helena', 'Brooks'),
    parent: person('parent', 'Jun', 'Park'),
    className: 'Year 4 Owls',
    studentName: 'Mia Okafor',
  });
  const groupId = await openDirectChat(request, parent, teacher);
  // The teacher has a picture: the chat shows it beside her name.
  const uploaded = await request.put('/api/v1/school/profile-upload/', {
    headers: { Authorization: `Token ${teacher.key}` },
    multipart: { profile_picture: { name: 'helena.png', mimeType: 'image/png', buffer: picturePng([40, 120, 110], [250, 200, 120], [255, 240, 200], 256, 256) } },
  });
  expect(uploaded.ok()).toBe(true);
  const page = await logInInNewContext(browser, parent, PHONE);
  await page.goto(`/chatGroup/${groupId}`);
  await expect(page.getByRole('img', { name: 'Picture of Helena Brooks' })).toBeVisible();
  const word = `https://example.org/${'a'.repeat(280)}`;
  expect(word.length).toBe(300);
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(word);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('log', { name: 'Messages' }).getByText(word)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await box.focus();
  await expect(box).toBeInViewport();
  await expectNoSeriousAxeViolations(page);
  await box.blur();
  // What the phone shows: the messages and the box below them.
  await page.getByRole('form', { name: 'Send a message' }).scrollIntoViewIfNeeded();
  await shoot(page, 'chat-long-word-phone', { fullPage: false });
});

test('every tap target on the main pages is at least 44 px on a phone', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const { teacher, parent, classId } = await setUpLinkedClassroom(request, {
    teacher: person('teacher', 'Helena', 'Brooks'),
    parent: person('parent', 'Jun', 'Park'),
    className: 'Year 4 Owls',
    studentName: 'Mia Okafor',
  });
  const groupId = await openDirectChat(request, parent, teacher);
  const created = await callApi<{ code: string }>(request, 'POST', 'school/assignment-create/', teacher, {
    title: 'My weekend',
    description: 'Tell us about it.',
    maximum_score: 10,
    response_format: 'Text',
    school_class: classId,
  });

  const failures: string[] = [];
  async function check(page: Page, where: string) {
    await page.waitForLoadState('networkidle');
    for (const small of await smallTapTargets(page)) failures.push(`${where}: ${small}`);
    await expectNoSidewaysScroll(page);
  }

  const teacherPage = await logInInNewContext(browser, teacher, PHONE);
  await teacherPage.goto('/home');
  await check(teacherPage, 'teacher home');
  await teacherPage.goto(`/class/${classId}`);
  const tabs = teacherPage.getByRole('tablist', { name: 'Class sections' });
  await expect(tabs).toBeVisible();
  for (const tab of await tabs.getByRole('tab').all()) {
    const name = (await tab.textContent()) ?? '';
    await tab.click();
    await check(teacherPage, `class page, ${name}`);
  }
  await teacherPage.goto('/profile');
  await check(teacherPage, 'teacher profile');
  await teacherPage.goto('/chatHub');
  await check(teacherPage, 'chat hub');

  const parentPage = await logInInNewContext(browser, parent, PHONE);
  await parentPage.goto('/home');
  await check(parentPage, 'parent home');
  await parentPage.goto(`/chatGroup/${groupId}`);
  await check(parentPage, 'chat');
  await parentPage.goto('/profile');
  await check(parentPage, 'parent profile');
  await parentPage.goto(`/assignment/${created.code}`);
  await check(parentPage, 'hand-in page');

  expect(failures).toEqual([]);
});
