import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import { DESKTOP, PHONE, callApi, createClassWithStudents, linkChild, logInInNewContext, person, registerThroughApi } from '../fixtures.ts';
import { findMailedLink, snap } from '../support.ts';

/** Signs the open form for the one child on the page: the consent, then the typed full name. */
async function signSlip(page: Page, consent: 'Yes' | 'No', fullName: string): Promise<void> {
  await page.getByRole('radio', { name: consent }).check();
  await page.getByLabel('Your full name, as your signature').fill(fullName);
  await page.getByRole('button', { name: 'Sign and send' }).click();
  await expect(page.getByText('Thank you: your answer has been sent.')).toBeVisible();
}

test('a teacher sends a permission slip; two guardians sign, the third is reminded, and the CSV holds every child', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const teacher = await registerThroughApi(request, person('teacher', 'Olivia', 'Bennett'), 'Teacher');
  const { classId, inviteCodes } = await createClassWithStudents(request, teacher, 'Year 3 Owls', ['Ada Lovel', 'Ben Okafor', 'Cyd Moreau']);
  const parents = [];
  for (const [index, [first, last]] of [['Grace', 'Lovel'], ['Tunde', 'Okafor'], ['Claire', 'Moreau']].entries()) {
    const parent = await registerThroughApi(request, person(`parent${index}`, first!, last!), 'Parent');
    await linkChild(request, parent, inviteCodes[index] ?? '');
    parents.push(parent);
  }
  const [ada, ben, cyd] = parents;

  // The teacher writes the slip on the class's Forms tab.
  const teacherPage = await logInInNewContext(browser, teacher, DESKTOP);
  await teacherPage.goto(`/class/${classId}?tab=forms`);
  await teacherPage.getByRole('button', { name: 'New form' }).click();
  const form = teacherPage.getByRole('form', { name: 'New form' });
  await form.getByLabel('Title').fill('Trip to the science museum');
  await form.getByLabel('Text').fill('On Friday 14 we visit the science museum by coach. We are back by 15:00.');
  await form.getByLabel('Question', { exact: true }).fill('May your child come on the trip?');
  await snap(teacherPage, 'forms-create-desktop');
  await form.getByRole('button', { name: 'Send the form' }).click();
  await expect(teacherPage.getByText('The form has been sent to the families.')).toBeVisible();
  await expect(teacherPage.getByText('0 yes · 0 no · 0 signed · 3 waiting')).toBeVisible();

  // Two guardians sign: one on a phone says yes, one on a computer says no.
  const adaPage = await logInInNewContext(browser, ada!, PHONE);
  await adaPage.goto('/forms');
  await adaPage.getByRole('link', { name: 'View Trip to the science museum' }).click();
  await expect(adaPage.getByRole('heading', { level: 1, name: 'Trip to the science museum' })).toBeVisible();
  await expect(adaPage.getByRole('heading', { level: 2, name: 'Ada Lovel' })).toBeVisible();
  await expect(adaPage.getByText('Ben Okafor')).toHaveCount(0);
  await snap(adaPage, 'forms-sign-phone');
  await expectNoSeriousAxeViolations(adaPage);
  await signSlip(adaPage, 'Yes', 'Grace Lovel');
  await expect(adaPage.getByText('Signed: yes')).toBeVisible();
  await expect(adaPage.getByText(/Signed by Grace Lovel on/)).toBeVisible();
  await snap(adaPage, 'forms-signed-phone');

  const benPage = await logInInNewContext(browser, ben!, DESKTOP);
  await benPage.goto(`/class/${classId}?tab=forms`);
  await benPage.getByRole('link', { name: 'View Trip to the science museum' }).click();
  await signSlip(benPage, 'No', 'Tunde Okafor');
  await expect(benPage.getByText('Signed: no')).toBeVisible();

  // The teacher sees child by child, reminds the one waiting, and downloads the answers.
  await teacherPage.getByRole('link', { name: 'View Trip to the science museum' }).click();
  const table = teacherPage.getByRole('table');
  await expect(table.getByRole('row', { name: /Ada Lovel/ })).toContainText('Signed: yes');
  await expect(table.getByRole('row', { name: /Ben Okafor/ })).toContainText('Signed: no');
  await expect(table.getByRole('row', { name: /Cyd Moreau/ })).toContainText('Waiting');
  await teacherPage.getByRole('button', { name: 'Remind those waiting' }).click();
  await expect(teacherPage.getByText('A reminder went to 1 family.')).toBeVisible();
  const formId = Number(new URL(teacherPage.url()).pathname.split('/').pop());
  const reminder = await findMailedLink(cyd!.email, `${new URL(teacherPage.url()).origin}/forms/`);
  expect(reminder).toBe(`${new URL(teacherPage.url()).origin}/forms/${formId}`);
  await snap(teacherPage, 'forms-answers-desktop');
  await expectNoSeriousAxeViolations(teacherPage);

  const downloading = teacherPage.waitForEvent('download');
  await teacherPage.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`form-${formId}.csv`);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const rows = csv.slice(1).trim().split('\r\n');
  expect(rows[0]).toBe('Class,Child,Status,Signed by,Signed at,May your child come on the trip?,Corrections');
  expect(rows.slice(1).map((row) => row.replace(/,\d{4}-\d{2}-\d{2}T[^,]+,/, ',<time>,'))).toEqual([
    'Year 3 Owls,Ada Lovel,Signed: yes,Grace Lovel,<time>,Yes,0',
    'Year 3 Owls,Ben Okafor,Signed: no,Tunde Okafor,<time>,No,0',
    'Year 3 Owls,Cyd Moreau,Waiting,,,,0',
  ]);

  // The same page on a phone, and the reminded family's page in Arabic, right to left.
  const teacherPhone = await logInInNewContext(browser, teacher, PHONE);
  await teacherPhone.goto(`/forms/${formId}`);
  await expect(teacherPhone.getByRole('button', { name: 'Remind those waiting' })).toBeVisible();
  await snap(teacherPhone, 'forms-answers-phone');
  await callApi(request, 'PUT', 'school/language-update/', cyd!, { language: 'ar' });
  const cydPage = await logInInNewContext(browser, cyd!, PHONE);
  await cydPage.goto(`/forms/${formId}`);
  await expect(cydPage.getByRole('button', { name: 'التوقيع والإرسال' })).toBeVisible();
  await expect(cydPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await snap(cydPage, 'forms-sign-phone-ar');
});
