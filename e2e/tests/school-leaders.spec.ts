import { expect, test } from '../test.ts';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import {
  DESKTOP,
  PHONE,
  createSchoolThroughApi,
  linkChild,
  logInInNewContext,
  person,
  registerThroughApi,
  createClassWithStudents,
} from '../fixtures.ts';
import { findMailedLink, snap } from '../support.ts';

for (const [width, options] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`a teacher waits for a leader's approval, then the leader reads their class (${width})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    // A school led by its founder; a newcomer teacher runs a class with a linked family.
    const leader = await registerThroughApi(request, person('leader', 'Lena', 'Okafor'), 'Teacher');
    const school = await createSchoolThroughApi(request, leader, `Willow Primary ${Date.now().toString(36)}`);
    const newcomer = await registerThroughApi(request, person('newcomer', 'Tom', 'Price'), 'Teacher');
    const { classId, inviteCodes } = await createClassWithStudents(request, newcomer, 'Year 4 Owls', [
      'Noah Price',
    ]);
    const parent = await registerThroughApi(request, person('parent', 'Ada', 'Price'), 'Parent');
    await linkChild(request, parent, inviteCodes[0] ?? '');

    // The newcomer chooses the existing school and sees that they wait.
    const newcomerPage = await logInInNewContext(browser, newcomer, options);
    await newcomerPage.goto('/profile?tab=school');
    await newcomerPage
      .getByRole('combobox', { name: 'School' })
      .selectOption({ label: `${school.name} (Leeds, United Kingdom)` });
    await newcomerPage.getByRole('button', { name: 'Save school' }).click();
    await expect(newcomerPage.getByText('School updated successfully.')).toBeVisible();
    const standing = newcomerPage.getByRole('region', { name: 'Your school' });
    await expect(standing.getByText(`Waiting for approval by a leader of ${school.name}`)).toBeVisible();
    await expect(standing.getByRole('link', { name: 'School page' })).toHaveCount(0);
    await snap(newcomerPage, `school-leaders-waiting-${width}`);

    // The leader opens the School page from the navigation and approves them, after a confirmation.
    const leaderPage = await logInInNewContext(browser, leader, options);
    await leaderPage.goto('/profile?tab=school');
    await expect(leaderPage.getByText(`Leader of ${school.name}`)).toBeVisible();
    if (width === 'phone') {
      await leaderPage.getByRole('button', { name: 'Open menu' }).click();
      await leaderPage.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'School' }).click();
    } else {
      await leaderPage
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'School' })
        .click();
    }
    await expect(leaderPage).toHaveURL(/\/school$/);
    await expect(leaderPage.getByRole('heading', { level: 1, name: school.name })).toBeVisible();
    await expect(leaderPage.getByRole('link', { name: 'School announcements' })).toHaveAttribute(
      'href',
      '/school/announcements',
    );
    await expect(leaderPage.getByRole('link', { name: 'Reports' })).toHaveAttribute(
      'href',
      '/school/reports',
    );
    await expect(leaderPage.getByText('No class belongs to the school yet.')).toBeVisible();
    await expectNoSeriousAxeViolations(leaderPage);
    await snap(leaderPage, `school-leaders-school-page-waiting-${width}`);

    await leaderPage.getByRole('button', { name: 'Approve Tom Price' }).click();
    const dialog = leaderPage.getByRole('dialog', { name: 'Approve this teacher?' });
    await expect(dialog.getByText('Tom Price')).toBeVisible();
    await expectNoSeriousAxeViolations(leaderPage);
    await snap(leaderPage, `school-leaders-approve-dialog-${width}`);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(leaderPage.getByText('Tom Price: Teacher approved.')).toBeVisible();
    await expect(leaderPage.getByText('No teacher is waiting for approval.')).toBeVisible();
    await expect(leaderPage.getByRole('button', { name: 'Make leader Tom Price' })).toBeVisible();
    const roster = leaderPage.getByRole('table', { name: 'Students of Year 4 Owls and their guardians' });
    await expect(roster.getByRole('row', { name: 'Noah Price Ada Price' })).toBeVisible();
    await expectNoSeriousAxeViolations(leaderPage);
    await snap(leaderPage, `school-leaders-school-page-approved-${width}`);

    // The newcomer is told by e-mail, sees they are approved, and their class shows the school.
    const mailedLink = await findMailedLink(newcomer.email, `${new URL(newcomerPage.url()).origin}/profile`);
    expect(mailedLink).toContain('tab=school');
    await newcomerPage.reload();
    await expect(standing.getByText(`Approved teacher at ${school.name}`)).toBeVisible();
    await newcomerPage.goto(`/class/${classId}`);
    await expect(newcomerPage.getByRole('heading', { level: 1, name: 'Year 4 Owls' })).toBeVisible();
    await expect(newcomerPage.getByText(school.name)).toBeVisible();

    // The leader opens that class from the roster: every tab, no write control.
    await leaderPage.getByRole('link', { name: 'Year 4 Owls' }).first().click();
    await expect(leaderPage).toHaveURL(new RegExp(`/class/${classId}$`));
    await expect(leaderPage.getByText(/You see this class read only/)).toBeVisible();
    await expect(leaderPage.getByRole('tablist', { name: 'Class sections' }).getByRole('tab')).toHaveText([
      'Classroom',
      'Stories',
      'Announcements',
      'Events',
      'Assignments',
      'Forms',
      'Sign-ups',
      'Absences',
      'Conferences',
    ]);
    await expect(leaderPage.getByRole('button', { name: 'New story' })).toHaveCount(0);
    await leaderPage.getByRole('tab', { name: 'Classroom' }).click();
    await expect(leaderPage.getByText('Guardians: Ada Price')).toBeVisible();
    await expect(leaderPage.getByRole('button', { name: /Add/ })).toHaveCount(0);
    await expectNoSeriousAxeViolations(leaderPage);
    await snap(leaderPage, `school-leaders-class-read-only-${width}`);
    for (const [tab, button] of [
      ['Announcements', 'New announcement'],
      ['Events', 'New event'],
      ['Assignments', 'Create Assignment'],
    ] as const) {
      await leaderPage.getByRole('tab', { name: tab }).click();
      await expect(leaderPage.getByRole('heading', { name: tab, exact: false }).first()).toBeVisible();
      await expect(leaderPage.getByRole('button', { name: button })).toHaveCount(0);
    }
  });
}
