import { expect, test } from '../test.ts';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import {
  DESKTOP,
  PHONE,
  callApi,
  createClassWithStudents,
  linkChild,
  logInInNewContext,
  person,
  registerThroughApi,
} from '../fixtures.ts';
import { snap } from '../support.ts';

interface ClassPageAnswer {
  students: { id: number; name: string }[];
}

test('a class is archived and its children appear in the new class with their portfolios; a parent still reads the old class', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const teacher = await registerThroughApi(request, person('teacher', 'Olivia', 'Bennett'), 'Teacher');
  const { classId, inviteCodes } = await createClassWithStudents(request, teacher, 'Year 3 Robins', [
    'Mia Carter',
    'Leo Park',
  ]);
  const parent = await registerThroughApi(request, person('parent', 'Samuel', 'Carter'), 'Parent');
  await linkChild(request, parent, inviteCodes[0] ?? '');
  const lastYear = await callApi<ClassPageAnswer>(request, 'GET', `school/class/${classId}/`, teacher);
  const miaId = lastYear.students.find((student) => student.name === 'Mia Carter')?.id ?? 0;
  await callApi(request, 'POST', 'school/sticker-create/', teacher, { student: miaId, type: 1 });
  await callApi(request, 'POST', 'school/sticker-create/', teacher, { student: miaId, type: 2 });
  const story = await callApi<{ id: number }>(request, 'POST', 'school/story-create/', teacher, {
    title: 'Our pond',
    content: 'We found frogs.',
    school_class: classId,
  });

  // The teacher ends the year from the class page, creating the class of the new year.
  const teacherPage = await logInInNewContext(browser, teacher, DESKTOP);
  await teacherPage.goto(`/class/${classId}`);
  await teacherPage.getByRole('button', { name: 'End the year' }).click();
  const dialog = teacherPage.getByRole('dialog', { name: 'End the year of Year 3 Robins' });
  await dialog.getByLabel('Class of the new year').selectOption('A new class…');
  await dialog.getByLabel('Name of the new class').fill('Year 4 Robins');
  await expect(dialog.getByRole('radio', { name: 'Move all 2 students together' })).toBeChecked();
  await expectNoSeriousAxeViolations(teacherPage);
  await snap(teacherPage, 'school-year-dialog-desktop');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(
    dialog.getByText(
      'All 2 students move to Year 4 Robins. They keep their portfolios, stickers and guardians.',
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'End the year' }).click();
  await expect(teacherPage.getByText('The year has ended. 2 students moved on.')).toBeVisible();
  const banner = teacherPage.getByRole('region', { name: 'Archived class' });
  await expect(banner).toContainText('Archived.');
  await expect(teacherPage.getByRole('button', { name: 'End the year' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(teacherPage);
  await snap(teacherPage, 'school-year-archived-teacher-desktop');

  // The children are in the new class, as the same children.
  await teacherPage.getByRole('link', { name: 'Open Year 4 Robins' }).click();
  await teacherPage.getByRole('tab', { name: 'Classroom' }).click();
  await expect(teacherPage.getByRole('button', { name: 'Mia Carter', exact: true })).toBeVisible();
  await expect(teacherPage.getByRole('button', { name: 'Leo Park', exact: true })).toBeVisible();
  await expect(teacherPage.getByRole('region', { name: 'Archived class' })).toHaveCount(0);

  // The profile lists the archived class apart.
  await teacherPage.goto('/profile?tab=classes');
  const pastYears = teacherPage.getByRole('region', { name: 'Past years (archived, read only)' });
  await expect(pastYears.getByRole('link', { name: /Year 3 Robins/ })).toBeVisible();
  await expectNoSeriousAxeViolations(teacherPage);
  await snap(teacherPage, 'school-year-classes-tab-desktop');

  // Mia's portfolio keeps last year's stickers under last year's class, for her teacher and her parent.
  await teacherPage.goto(`/studentProfile/${miaId}`);
  const earlier = teacherPage.getByRole('region', { name: 'Earlier years' });
  await expect(earlier.getByRole('link', { name: 'Year 3 Robins' })).toBeVisible();
  await expect(teacherPage.getByRole('link', { name: 'Year 4 Robins' })).toBeVisible();

  for (const [width, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    const parentPage = await logInInNewContext(browser, parent, options);
    await parentPage.goto(`/studentProfile/${miaId}`);
    await expect(
      parentPage.getByRole('region', { name: 'Earlier years' }).getByRole('link', { name: 'Year 3 Robins' }),
    ).toBeVisible();
    await expect(parentPage.getByRole('heading', { name: 'Stickers this year' })).toBeVisible();
    await expectNoSeriousAxeViolations(parentPage);
    await snap(parentPage, `school-year-portfolio-${width}`);

    // The old class is still the family's to read, with its banner; nothing in it can be changed.
    await parentPage
      .getByRole('region', { name: 'Earlier years' })
      .getByRole('link', { name: 'Year 3 Robins' })
      .click();
    await expect(parentPage.getByRole('heading', { level: 1, name: 'Year 3 Robins' })).toBeVisible();
    await expect(parentPage.getByRole('region', { name: 'Archived class' })).toBeVisible();
    await expect(parentPage.getByText('Our pond')).toBeVisible();
    await expect(parentPage.getByRole('form', { name: 'Add a comment' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(parentPage);
    await snap(parentPage, `school-year-archived-parent-${width}`);
    const comment = await request.fetch('/api/v1/school/story-comment-create/', {
      method: 'POST',
      data: { story: story.id, content: 'Lovely!' },
      headers: { Authorization: `Token ${parent.key}` },
    });
    expect(comment.status()).toBe(409);
    await parentPage.context().close();
  }

  // The teacher's screens at phone width.
  const phonePage = await logInInNewContext(browser, teacher, PHONE);
  await phonePage.goto(`/class/${classId}`);
  await expect(phonePage.getByRole('region', { name: 'Archived class' })).toBeVisible();
  await snap(phonePage, 'school-year-archived-teacher-phone');
  const newClassId = (
    await callApi<{ teacher: { school_classes: { id: number; name: string }[] } }>(
      request,
      'GET',
      'dj-rest-auth/user/',
      teacher,
    )
  ).teacher.school_classes.find((schoolClass) => schoolClass.name === 'Year 4 Robins')?.id;
  await phonePage.goto(`/class/${newClassId}`);
  await phonePage.getByRole('button', { name: 'End the year' }).click();
  await phonePage.getByRole('dialog').getByRole('radio', { name: 'Choose for each student' }).click();
  await snap(phonePage, 'school-year-dialog-phone');
});
