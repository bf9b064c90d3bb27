import { readFile } from 'node:fs/promises';
import { expect, test } from '../test.ts';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import {
  DESKTOP,
  PHONE,
  callApi,
  createClassWithStudents,
  createSchoolThroughApi,
  logInInNewContext,
  person,
  registerThroughApi,
} from '../fixtures.ts';
import { findMailedLink, snap } from '../support.ts';

const HEADER = 'class,student,guardian_email_1,guardian_email_2,guardian_email_3,guardian_email_4';

/** A CSV as a spreadsheet saves it: a byte order mark, CRLF line ends, a quoted name with a comma. */
function csvFile(name: string, lines: string[]) {
  return {
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`, 'utf8'),
  };
}

for (const [width, options] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`a leader imports a roster and guardians join from the invitation e-mail (${width})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const leader = await registerThroughApi(request, person('leader', 'Lena', 'Okafor'), 'Teacher');
    await createSchoolThroughApi(request, leader, `Riverside Primary ${width}`);
    const className = `Year 1 Otters ${width}`;
    // Ben is in the class already: the import leaves him as he is.
    await createClassWithStudents(request, leader, className, ['Ben Adams']);
    const mum = person('mum', 'Amara', 'Lovelace');
    const dad = await registerThroughApi(request, person('dad', 'Kwame', 'Lovelace'), 'Parent');

    // The leader finds the import on the profile's Classes tab.
    const page = await logInInNewContext(browser, leader, options);
    await page.goto('/profile?tab=classes');
    await page.getByRole('link', { name: 'Import a roster' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Import a roster' })).toBeVisible();
    // The template downloads as a file that starts with the header.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('homeroom-roster.csv');
    expect((await readFile(await download.path(), 'utf8')).split('\r\n')[0]).toBe(HEADER);
    await page
      .getByLabel('Class for lines without one')
      .selectOption({ label: `${className} (Lena Okafor)` });

    // A file with mistakes: every problem shows on its line, and nothing can be imported.
    await page
      .locator('input[type="file"]')
      .setInputFiles(
        csvFile('roster-with-mistakes.csv', [
          `,"Lovelace, Ada",${mum.email},${dad.email},,`,
          ',Grace Hopper,not-an-address,,,',
          ',,someone@example.org,,,',
          'Year 9 Nowhere,Alan Turing,,,,',
        ]),
      );
    await expect(page.getByText('3 lines have problems.', { exact: false })).toBeVisible();
    const lines = page.getByRole('list', { name: 'Lines of the file' });
    await expect(lines.getByText('"not-an-address" is not a valid e-mail address.')).toBeVisible();
    await expect(lines.getByText("The child's name is missing.")).toBeVisible();
    await expect(
      lines.getByText('There is no class named "Year 9 Nowhere" among your classes.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import the roster' })).toBeDisabled();
    await expectNoSeriousAxeViolations(page);
    await snap(page, `roster-problems-${width}`);

    // The fixed file: Ada is new with two guardians, Ben is already there.
    await page
      .locator('input[type="file"]')
      .setInputFiles(
        csvFile('roster.csv', [`,"Lovelace, Ada",${mum.email},${dad.email},,`, `${className},Ben Adams,,,,`]),
      );
    await expect(page.getByText('Every line is ready.', { exact: false })).toBeVisible();
    await expect(lines.getByText('New student')).toBeVisible();
    await expect(lines.getByText('Already in class')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await snap(page, `roster-preview-${width}`);
    await page.getByRole('button', { name: 'Import the roster' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import the roster?' });
    await expect(
      dialog.getByText('1 new student is added and 2 invitations are e-mailed to guardians.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByText('Roster imported.')).toBeVisible();
    await expect(page.getByText('2 invitations sent to guardians')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await snap(page, `roster-done-${width}`);
    // The leader opens the class from the summary: Ada is in it.
    await page.getByRole('link', { name: `Open ${className}` }).click();
    await expect(page.getByRole('button', { name: 'Lovelace, Ada', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Import a roster from a spreadsheet' })).toBeVisible();
    await snap(page, `roster-class-${width}`);

    // A guardian without an account signs up from the e-mailed link and sees Ada.
    const origin = new URL(page.url()).origin;
    const mumLink = await findMailedLink(mum.email, `${origin}/guardian-invitation/`);
    const mumPage = await (await browser.newContext(options)).newPage();
    await mumPage.goto(mumLink);
    await expect(mumPage.getByRole('heading', { name: 'You are invited to follow a child' })).toBeVisible();
    await mumPage.getByRole('link', { name: 'Sign up' }).click();
    await mumPage.getByLabel('E-mail').fill(mum.email);
    await mumPage.getByLabel('First name').fill(mum.firstName);
    await mumPage.getByLabel('Last name (optional)').fill(mum.lastName);
    await mumPage.getByLabel('Password', { exact: true }).fill(mum.password);
    await mumPage.getByLabel('Password confirmation').fill(mum.password);
    await mumPage.getByRole('button', { name: 'REGISTER' }).click();
    await expect(mumPage).toHaveURL(/\/studentProfile\/\d+$/);
    await expect(mumPage.getByRole('heading', { level: 1, name: 'Lovelace, Ada' })).toBeVisible();
    await snap(mumPage, `roster-guardian-portfolio-${width}`);

    // A guardian with an account logs in from the link and is linked too.
    const dadLink = await findMailedLink(dad.email, `${origin}/guardian-invitation/`);
    const dadPage = await (await browser.newContext(options)).newPage();
    await dadPage.goto(dadLink);
    await dadPage.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await dadPage.getByLabel('E-mail').fill(dad.email);
    await dadPage.getByLabel('Password').fill(dad.password);
    await dadPage.getByRole('button', { name: 'LOGIN' }).click();
    await expect(dadPage).toHaveURL(/\/studentProfile\/\d+$/);
    await expect(dadPage.getByRole('heading', { level: 1, name: 'Lovelace, Ada' })).toBeVisible();
    const children = await callApi<{ parent: { children: { name: string }[] } }>(
      request,
      'GET',
      'dj-rest-auth/user/',
      dad,
    );
    expect(children.parent.children.map((child) => child.name)).toEqual(['Lovelace, Ada']);

    // The link is single use: opening it again does not link anyone else.
    await dadPage.goto(dadLink);
    await expect(
      dadPage.getByText('This invitation link is not valid or has been used already.'),
    ).toBeVisible();
  });
}
