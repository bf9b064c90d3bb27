import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import {
  PHONE,
  addStudentThroughUi,
  logInInNewContext,
  person,
  registerThroughUi,
  smallPngFile,
} from '../fixtures.ts';
import { snap } from '../support.ts';

function stickerTile(page: Page, label: string): Locator {
  return page.getByRole('list', { name: 'Sticker counts' }).getByRole('listitem').filter({ hasText: label });
}

async function addStudent(page: Page, name: string) {
  await addStudentThroughUi(page, name);
  await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
}

test('a teacher runs a classroom, a parent links a child, and a stranger is kept out', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const teacher = person('teacher', 'Helena', 'Brooks');
  const parent = person('parent', 'Tomas', 'Novak');
  const stranger = person('stranger', 'Ines', 'Moreau');

  // The teacher adds a school and makes it theirs.
  const teacherPage = await registerThroughUi(browser, teacher, 'Teacher');
  const tabs = teacherPage.getByRole('tablist', { name: 'Profile sections' });
  await expect(tabs.getByRole('tab')).toHaveText([
    'User Details',
    'Change Password',
    'Settings',
    'School',
    'Classes',
    'Office hours',
    'Calendar',
    'Your data',
  ]);
  await tabs.getByRole('tab', { name: 'School' }).click();
  await expect(teacherPage.getByText('You do not have a school yet!')).toBeVisible();
  await teacherPage.getByRole('button', { name: 'Add school' }).click();
  await expect(teacherPage.getByText('Name is required')).toBeVisible();
  await expect(teacherPage.getByText('City is required')).toBeVisible();
  await expect(teacherPage.getByText('Country is required')).toBeVisible();
  const schoolName = `Oakwood Primary ${Date.now().toString(36)}`;
  await teacherPage.getByLabel('School name').fill(schoolName);
  await teacherPage.getByLabel('City').fill('Leeds');
  await teacherPage.getByLabel('Country').fill('United Kingdom');
  await teacherPage.getByRole('button', { name: 'Add school' }).click();
  await expect(teacherPage.getByText('School added successfully.')).toBeVisible();
  await expect(teacherPage.getByRole('combobox', { name: 'School' })).toHaveValue(/^\d+$/);
  await teacherPage.getByRole('button', { name: 'Save school' }).click();
  await expect(teacherPage.getByText('School updated successfully.')).toBeVisible();
  await expect(teacherPage.getByRole('region', { name: 'Your school' }).getByText(schoolName, { exact: true })).toBeVisible();
  await snap(teacherPage, 'profile-teacher-school');

  // ... creates a class (the name is trimmed) and opens it.
  await tabs.getByRole('tab', { name: 'Classes' }).click();
  await expect(teacherPage.getByText('You have no classes yet.')).toBeVisible();
  await teacherPage.getByLabel('Class name').fill('  Year 3 Robins  ');
  await teacherPage.getByRole('button', { name: 'Create class' }).click();
  await expect(teacherPage.getByText('Class created successfully.')).toBeVisible();
  const classLink = teacherPage.getByRole('link', { name: 'Year 3 Robins', exact: true });
  await expect(classLink).toBeVisible();
  await snap(teacherPage, 'profile-teacher-classes');
  await classLink.click();
  await expect(teacherPage).toHaveURL(/\/class\/\d+$/);
  const classUrl = new URL(teacherPage.url()).pathname;

  await expect(teacherPage.getByRole('heading', { level: 1, name: 'Year 3 Robins' })).toBeVisible();
  await expect(teacherPage.getByText('Helena Brooks')).toBeVisible();
  await expect(teacherPage.getByText(schoolName)).toBeVisible();
  const classTabs = teacherPage.getByRole('tablist', { name: 'Class sections' });
  await expect(classTabs.getByRole('tab')).toHaveText([
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
  await expect(classTabs.getByRole('tab', { name: 'Stories' })).toHaveAttribute('aria-selected', 'true');
  await expect(teacherPage.getByText('There are no stories yet.')).toBeVisible();
  await snap(teacherPage, 'class-teacher-stories');

  // ... adds three students to the classroom.
  await classTabs.getByRole('tab', { name: 'Classroom' }).click();
  await expect(teacherPage.getByText('There are no students in this class yet.')).toBeVisible();
  await teacherPage.getByRole('button', { name: 'Add student' }).click();
  await expect(teacherPage.getByText('Name is required')).toBeVisible();
  for (const name of ['Mia Okafor', 'Leo Park', 'Ana Silva']) await addStudent(teacherPage, name);

  // ... photographs the first, awards stickers and reads the invite code.
  await teacherPage.getByRole('button', { name: 'Mia Okafor', exact: true }).click();
  const mia = teacherPage.getByRole('dialog', { name: 'Mia Okafor' });
  await expect(mia.getByRole('button', { name: 'Take or upload a photo' })).toBeVisible();
  await mia.locator('input[type="file"]').setInputFiles(smallPngFile('mia.png'));
  await expect(mia.getByText('The picture of Mia Okafor is saved.')).toBeVisible();
  const photo = mia.locator('img[src*="/media/"]');
  await expect(photo).toBeVisible();
  // Shown first, then loaded: the picture must arrive and decode (a refused address never would).
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  const awards = mia.getByRole('group', { name: 'Award a sticker' });
  for (const sticker of ['Star', 'Star', 'Cat']) {
    await awards.getByRole('button', { name: sticker }).click();
    await expect(mia.getByText('Sticker awarded to Mia Okafor')).toBeVisible();
  }
  await expect(mia.getByText('Stickers: Star 2, Dinosaur 0, Cat 1.')).toBeAttached();
  const inviteCode = (await mia.getByTestId('invite-code').textContent()) ?? '';
  expect(inviteCode).toMatch(/^[A-Z2-9]{8}$/);
  await snap(teacherPage, 'class-student-detail');

  // The sticker message clears after 3 seconds.
  await expect(mia.getByText('Sticker awarded to Mia Okafor')).toBeHidden({ timeout: 5_000 });

  await mia.getByRole('link', { name: 'Open portfolio' }).click();
  await expect(teacherPage).toHaveURL(/\/studentProfile\/\d+$/);
  const portfolioUrl = new URL(teacherPage.url()).pathname;
  await expect(teacherPage.getByRole('heading', { level: 1, name: 'Mia Okafor' })).toBeVisible();
  await expect(teacherPage.getByText('The parent has not made an account yet.')).toBeVisible();
  await expect(teacherPage.getByTestId('invite-code')).toHaveText(inviteCode);
  await snap(teacherPage, 'portfolio-teacher');
  await teacherPage.goBack();

  // ... renames one student and deletes another after confirming.
  await classTabs.getByRole('tab', { name: 'Classroom' }).click();
  await teacherPage.getByRole('button', { name: 'Ana Silva', exact: true }).click();
  const ana = teacherPage.getByRole('dialog', { name: 'Ana Silva' });
  await ana.getByRole('button', { name: 'Rename' }).click();
  await ana.getByLabel('Student name').fill('Ana Sofia Silva');
  await ana.getByRole('button', { name: 'Save name' }).click();
  await expect(teacherPage.getByRole('dialog', { name: 'Ana Sofia Silva' })).toBeVisible();
  await teacherPage
    .getByRole('dialog', { name: 'Ana Sofia Silva' })
    .getByRole('button', { name: 'Close' })
    .click();

  await teacherPage.getByRole('button', { name: 'Leo Park', exact: true }).click();
  await teacherPage
    .getByRole('dialog', { name: 'Leo Park' })
    .getByRole('button', { name: 'Delete student' })
    .click();
  const confirm = teacherPage.getByRole('dialog', { name: 'Delete Leo Park?' });
  await expect(
    confirm.getByText('Are you sure you want to delete this student?', { exact: false }),
  ).toBeVisible();
  await snap(teacherPage, 'class-delete-student-confirm');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(teacherPage.getByText('Leo Park has been deleted.')).toBeVisible();
  await expect(teacherPage.getByRole('button', { name: 'Leo Park', exact: true })).toHaveCount(0);
  await expect(teacherPage.getByRole('button', { name: 'Ana Sofia Silva', exact: true })).toBeVisible();
  await expect(teacherPage.getByRole('heading', { name: /Students/ })).toHaveText('Students (2)');
  await snap(teacherPage, 'class-classroom');

  // A parent links the child with the invite code.
  const parentPage = await registerThroughUi(browser, parent, 'Parent');
  const parentTabs = parentPage.getByRole('tablist', { name: 'Profile sections' });
  await expect(parentTabs.getByRole('tab')).toHaveText([
    'User Details',
    'Change Password',
    'Settings',
    'Children',
    'Calendar',
    'Your data',
  ]);
  await parentTabs.getByRole('tab', { name: 'Children' }).click();
  await expect(parentPage.getByText('You do not have any children linked to your account.')).toBeVisible();
  await parentPage.getByLabel('Invite code').fill('WRONG234');
  await parentPage.getByRole('button', { name: 'Link child' }).click();
  await expect(
    parentPage.getByText(
      "There was a problem linking your child to your account. Please double check your child's invite code.",
    ),
  ).toBeVisible();
  await parentPage.getByLabel('Invite code').fill(inviteCode.toLowerCase());
  await parentPage.getByRole('button', { name: 'Link child' }).click();
  await expect(parentPage.getByText('Child added successfully.')).toBeVisible();
  const child = parentPage.getByRole('article', { name: 'Mia Okafor' });
  await expect(child.getByText('Helena Brooks')).toBeVisible();
  await expect(child.locator('img[src*="/media/"]')).toBeVisible();
  await snap(parentPage, 'profile-parent-children');

  // ... sees the class as a parent: Stories first, no Classroom.
  await child.getByRole('link', { name: 'Year 3 Robins' }).click();
  await expect(parentPage).toHaveURL(new RegExp(`${classUrl}$`));
  await expect(parentPage.getByRole('heading', { level: 1, name: 'Year 3 Robins' })).toBeVisible();
  await expect(parentPage.getByText('Helena Brooks')).toBeVisible();
  const parentClassTabs = parentPage.getByRole('tablist', { name: 'Class sections' });
  await expect(parentClassTabs.getByRole('tab')).toHaveText(['Stories', 'Announcements', 'Events', 'Forms', 'Sign-ups', 'Absences', 'Conferences']);
  await expect(parentClassTabs.getByRole('tab', { name: 'Stories' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(parentClassTabs.getByRole('tab', { name: 'Classroom' })).toHaveCount(0);
  await snap(parentPage, 'class-parent');

  // ... and the portfolio with the sticker counts.
  await parentPage.goBack();
  await parentPage
    .getByRole('article', { name: 'Mia Okafor' })
    .getByRole('link', { name: 'View portfolio' })
    .click();
  await expect(parentPage).toHaveURL(new RegExp(`${portfolioUrl}$`));
  await expect(parentPage.getByRole('heading', { level: 1, name: 'Mia Okafor' })).toBeVisible();
  await expect(parentPage.getByText('Tomas Novak')).toBeVisible();
  await expect(parentPage.getByText(schoolName)).toBeVisible();
  await expect(stickerTile(parentPage, 'Star')).toContainText('2');
  await expect(stickerTile(parentPage, 'Dinosaur')).toContainText('0');
  await expect(stickerTile(parentPage, 'Cat')).toContainText('1');
  await expect(parentPage.getByText('Mia Okafor has no assignments yet.')).toBeVisible();
  await snap(parentPage, 'portfolio-parent');

  // A second parent may see neither the portfolio nor the class.
  const strangerPage = await registerThroughUi(browser, stranger, 'Parent');
  await strangerPage.goto(portfolioUrl);
  await expect(strangerPage.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
  await expect(
    strangerPage.getByText("You must be the student's parent or teacher to access their profile page."),
  ).toBeVisible();
  await snap(strangerPage, 'portfolio-forbidden');
  await strangerPage.goto(classUrl);
  await expect(strangerPage.getByRole('heading', { name: 'This is not one of your classes' })).toBeVisible();
  await snap(strangerPage, 'class-forbidden');

  // On a phone: the classroom, a student's details and the portfolio.
  const teacherPhone = await logInInNewContext(browser, teacher, PHONE);
  await teacherPhone.goto(`${classUrl}?tab=classroom`);
  await expect(teacherPhone.getByRole('button', { name: 'Mia Okafor', exact: true })).toBeVisible();
  await snap(teacherPhone, 'phone-class-classroom');
  await teacherPhone.getByRole('button', { name: 'Mia Okafor', exact: true }).click();
  await expect(
    teacherPhone.getByRole('dialog', { name: 'Mia Okafor' }).getByText('Tomas Novak'),
  ).toBeVisible();
  await snap(teacherPhone, 'phone-student-detail');
  await teacherPhone.goto('/profile?tab=school');
  await expect(teacherPhone.getByRole('region', { name: 'Your school' }).getByText(schoolName, { exact: true })).toBeVisible();
  await snap(teacherPhone, 'phone-profile-school');

  const parentPhone = await logInInNewContext(browser, parent, PHONE);
  await parentPhone.goto('/profile?tab=children');
  await expect(parentPhone.getByRole('article', { name: 'Mia Okafor' })).toBeVisible();
  await snap(parentPhone, 'phone-profile-children');
  await parentPhone.goto(portfolioUrl);
  await expect(stickerTile(parentPhone, 'Star')).toContainText('2');
  await snap(parentPhone, 'phone-portfolio');
});
