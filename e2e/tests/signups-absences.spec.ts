import { expect, test } from '../test.ts';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import { DESKTOP, PHONE, callApi, linkChild, logIn, person, registerThroughApi, setUpLinkedClassroom } from '../fixtures.ts';
import { snap } from '../support.ts';

const inHours = (hours: number) => new Date(Date.now() + hours * 3600 * 1000).toISOString();

test('a family takes a sign-up place; a full slot is closed to it', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { teacher, parent, classId } = await setUpLinkedClassroom(request, {
    teacher: person('signups-teacher', 'Olivia', 'Bennett'),
    parent: person('signups-parent', 'Samuel', 'Carter'),
    className: 'Year 2 Robins',
    studentName: 'Leo Carter',
  });
  const signup = await callApi<{ slots: { id: number }[] }>(request, 'POST', 'school/signup-create/', teacher, {
    school_class: classId,
    title: 'Bake sale for the library',
    note: 'Bring something home-made, or help at the stall.',
    cutoff: inHours(72),
    slots: [
      { label: 'A cake', capacity: 3 },
      { label: 'Stall helper', capacity: 1, starts_at: inHours(96), ends_at: inHours(97) },
    ],
  });
  // Another family of the class took the only place at the stall.
  const student = await callApi<{ id: number }>(request, 'POST', 'school/student-create/', teacher, { name: 'Aanya Shah', school_class: classId });
  const code = await callApi<{ code: string }>(request, 'POST', `school/student-invite-code/${student.id}/`, teacher);
  const other = await registerThroughApi(request, person('signups-other', 'Priya', 'Shah'), 'Parent');
  await linkChild(request, other, code.code);
  await callApi(request, 'POST', `school/signup-place-take/${signup.slots[1]?.id}/`, other);

  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  await logIn(page, parent);
  await page.goto(`/class/${classId}?tab=signups`);
  const card = page.getByRole('article', { name: 'Bake sale for the library' });
  await expect(card).toBeVisible();
  const stall = card.getByRole('listitem').filter({ hasText: 'Stall helper' });
  await expect(stall.getByText('Full', { exact: true })).toBeVisible();
  await expect(stall.getByRole('button')).toHaveCount(0);
  const cake = card.getByRole('listitem').filter({ hasText: 'A cake' });
  await cake.getByRole('button', { name: 'Take a place: A cake' }).click();
  await expect(cake.getByText('Your place')).toBeVisible();
  await expect(cake.getByText('1 of 3 places taken')).toBeVisible();
  // Families never see who took the places.
  await expect(card.getByText('Priya Shah')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await snap(page, 'signups-family-desktop');
  await context.close();

  const phone = await browser.newContext(PHONE);
  const phonePage = await phone.newPage();
  await logIn(phonePage, teacher);
  await phonePage.goto(`/class/${classId}?tab=signups`);
  const teacherCard = phonePage.getByRole('article', { name: 'Bake sale for the library' });
  await expect(teacherCard.getByText('Samuel Carter')).toBeVisible();
  await expect(teacherCard.getByText('Priya Shah')).toBeVisible();
  await phonePage.getByRole('button', { name: 'New sign-up' }).click();
  await expect(phonePage.getByRole('form', { name: 'New sign-up' })).toBeVisible();
  await expectNoSeriousAxeViolations(phonePage);
  await snap(phonePage, 'signups-teacher-phone');
  await phone.close();
});

test('a guardian reports an absence, the teacher acknowledges it on Home, and the guardian sees it acknowledged', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { teacher, parent, classId } = await setUpLinkedClassroom(request, {
    teacher: person('absences-teacher', 'Olivia', 'Bennett'),
    parent: person('absences-parent', 'Samuel', 'Carter'),
    className: 'Year 2 Robins',
    studentName: 'Leo Carter',
  });

  const family = await browser.newContext(PHONE);
  const familyPage = await family.newPage();
  await logIn(familyPage, parent);
  await familyPage.goto(`/class/${classId}?tab=absences`);
  await familyPage.getByRole('button', { name: 'Report an absence' }).click();
  const form = familyPage.getByRole('form', { name: 'Report an absence' });
  await form.getByLabel('Reason').selectOption('ill');
  await form.getByLabel('Note (optional)').fill('A cold and a fever since last night.');
  await expectNoSeriousAxeViolations(familyPage);
  await snap(familyPage, 'absences-report-phone');
  await form.getByRole('button', { name: 'Send to the teachers' }).click();
  await expect(familyPage.getByText('Sent. The teachers will see it today.')).toBeVisible();
  const ofLeo = familyPage.getByRole('list', { name: 'Absences of Leo Carter' });
  await expect(ofLeo.getByText('Not seen yet')).toBeVisible();

  const school = await browser.newContext(DESKTOP);
  const teacherPage = await school.newPage();
  await logIn(teacherPage, teacher);
  await teacherPage.goto('/home');
  const today = teacherPage.getByRole('list', { name: 'Absent today' });
  await expect(today.getByRole('listitem').filter({ hasText: 'Leo Carter' })).toBeVisible();
  await expect(today.getByText('A cold and a fever since last night.')).toBeVisible();
  await expectNoSeriousAxeViolations(teacherPage);
  await snap(teacherPage, 'absences-teacher-home-desktop');
  await today.getByRole('button', { name: 'Acknowledge the absence of Leo Carter' }).click();
  await expect(today.getByText(/Seen by Olivia Bennett/)).toBeVisible();
  await school.close();

  await familyPage.reload();
  await expect(familyPage.getByRole('list', { name: 'Absences of Leo Carter' }).getByText(/Seen by Olivia Bennett/)).toBeVisible();
  await snap(familyPage, 'absences-acknowledged-phone');
  await family.close();

  // Right to left, in Arabic.
  await callApi(request, 'PUT', 'school/language-update/', parent, { language: 'ar' });
  const arabic = await browser.newContext(PHONE);
  const arabicPage = await arabic.newPage();
  await logIn(arabicPage, parent);
  await arabicPage.goto(`/class/${classId}?tab=absences`);
  await expect(arabicPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabicPage.getByRole('list', { name: 'غياب Leo Carter' })).toBeVisible();
  await snap(arabicPage, 'absences-arabic-phone');
  await arabic.close();
});
