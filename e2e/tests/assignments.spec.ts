import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import {
  PHONE,
  addStudentThroughUi,
  createClassThroughUi,
  linkChildThroughUi,
  logInInNewContext,
  person,
  readInviteCodeThroughUi,
  registerThroughUi,
} from '../fixtures.ts';
import { snap } from '../support.ts';

/** The copy icon writes to the clipboard; the test reads it back. */
const CLIPBOARD = { permissions: ['clipboard-read', 'clipboard-write'] };
/** A 2-second H.264 MP4 clip that the server's tests use too. */
const CLIP_PATH = path.join(import.meta.dirname, '../../apps/server/src/test/fixtures/clip.mp4');

async function createAssignment(
  page: Page,
  title: string,
  description: string,
  maximumScore: string,
  format: string,
) {
  await page.getByRole('button', { name: 'Create Assignment' }).click();
  const form = page.getByRole('form', { name: 'Create Assignment' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill(description);
  await form.getByLabel('Max. Score').fill(maximumScore);
  await form.getByLabel('Response format').selectOption(format);
  await form.getByRole('button', { name: 'Create assignment' }).click();
  await expect(page.getByText('Assignment created successfully.')).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
}

/** A new assignment reaches the whole class: the Assign dialog lists every student as assigned. */
async function expectEveryoneAssigned(page: Page, title: string) {
  await expect(page.getByRole('article', { name: title }).getByText('0 of 2 handed in')).toBeVisible();
  await page
    .getByRole('article', { name: title })
    .getByRole('button', { name: 'Assign', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: `Assign: ${title}` });
  const notAssigned = dialog.getByRole('region', { name: /^Not Assigned/ });
  await expect(dialog.getByRole('region', { name: /^Assigned/ }).getByRole('checkbox')).toHaveCount(2);
  await expect(notAssigned.getByText('Every student is assigned this work.')).toBeVisible();
  return dialog;
}

/** Copies the Student Link with the card's icon and reads it back from the clipboard. */
async function copyStudentLink(page: Page, title: string): Promise<string> {
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: /Copy student link/ }).click();
  await expect(card.getByText('Copied to clipboard')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/^http:\/\/localhost:\d+\/assignment\/[A-Z0-9]{12}$/);
  await expect(card.getByTestId('student-link')).toHaveText(link);
  return link;
}

/** Waits until the video has read its metadata (or failed), and answers its duration. */
async function videoDuration(video: Locator): Promise<number> {
  await video.scrollIntoViewIfNeeded();
  return video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<number>((resolve, reject) => {
        element.addEventListener('loadedmetadata', () => resolve(element.duration), { once: true });
        element.addEventListener('error', () => reject(new Error(`video error ${element.error?.code}`)), {
          once: true,
        });
        element
          .querySelector('source')
          ?.addEventListener('error', () => reject(new Error('the browser could not play the MP4 source')), {
            once: true,
          });
        if (element.readyState >= 1) resolve(element.duration);
      }),
  );
}

/** Plays the video muted until its frames advance: it is decoded, not only parsed. */
async function playedSeconds(video: Locator): Promise<number> {
  return video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
    await new Promise<void>((resolve) => {
      const check = () => (element.currentTime > 0.5 ? resolve() : setTimeout(check, 50));
      check();
    });
    element.pause();
    return element.currentTime;
  });
}

test('a teacher sets work, students hand it in by link, and the parent sees it scored', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const teacher = person('teacher', 'Helena', 'Brooks');
  const parent = person('parent', 'Jun', 'Park');

  // The teacher creates a class with two students.
  const teacherPage = await registerThroughUi(browser, teacher, 'Teacher', CLIPBOARD);
  const classUrl = await createClassThroughUi(teacherPage, 'Year 4 Owls');
  await expect(teacherPage.getByRole('heading', { level: 1, name: 'Year 4 Owls' })).toBeVisible();
  const classTabs = teacherPage.getByRole('tablist', { name: 'Class sections' });
  await classTabs.getByRole('tab', { name: 'Classroom' }).click();
  for (const name of ['Mia Okafor', 'Leo Park']) await addStudentThroughUi(teacherPage, name);
  const leoInviteCode = await readInviteCodeThroughUi(teacherPage, 'Leo Park');

  // ... opens Assignments: none yet, and the create form checks each field.
  await classTabs.getByRole('tab', { name: 'Assignments' }).click();
  await expect(teacherPage.getByText('There are no assignments set.')).toBeVisible();
  await teacherPage.getByRole('button', { name: 'Create Assignment' }).click();
  const createForm = teacherPage.getByRole('form', { name: 'Create Assignment' });
  await createForm.getByLabel('Title').fill('   ');
  await createForm.getByLabel('Max. Score').fill('-2');
  await createForm.getByRole('button', { name: 'Create assignment' }).click();
  for (const message of [
    'Title is required',
    'Description is required',
    'Maximum score cannot be negative',
    'Response format is required',
  ]) {
    await expect(createForm.getByText(message)).toBeVisible();
  }
  await snap(teacherPage, 'assignments-create-errors');
  await createForm.getByRole('button', { name: 'Cancel' }).click();

  // ... sets a Text and a Video assignment and assigns both students to each.
  await createAssignment(teacherPage, 'My weekend', 'Write a few lines about your weekend.', '10', 'Text');
  await createAssignment(
    teacherPage,
    'Show and tell',
    'Film yourself showing a favourite toy.',
    '5',
    'Video',
  );
  await expect(
    teacherPage.getByText("Students can hand in their work by following the assignment's 'Student Link'."),
  ).toBeVisible();
  const assignDialog = await expectEveryoneAssigned(teacherPage, 'My weekend');
  await snap(teacherPage, 'assignments-assign');
  await assignDialog.getByRole('button', { name: 'Close' }).click();
  await (await expectEveryoneAssigned(teacherPage, 'Show and tell')).getByRole('button', { name: 'Close' }).click();

  const textLink = await copyStudentLink(teacherPage, 'My weekend');
  await snap(teacherPage, 'assignments-teacher');
  const videoLink = await copyStudentLink(teacherPage, 'Show and tell');
  expect(videoLink).not.toBe(textLink);

  // A student, without any login, opens the link and hands in a text.
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await studentPage.goto(textLink);
  await expect(studentPage.getByRole('heading', { level: 1, name: 'My weekend' })).toBeVisible();
  await expect(studentPage.getByText('Write a few lines about your weekend.')).toBeVisible();
  await expect(studentPage.getByRole('heading', { name: 'Students' })).toBeVisible();
  await expect(studentPage.getByText('Select your name from the list.')).toBeVisible();
  await expect(studentPage.getByText('Select a student to get started...')).toBeVisible();
  await expect(studentPage.getByRole('button', { name: 'Mia Okafor, Not submitted' })).toBeVisible();
  await expect(studentPage.getByRole('link', { name: 'Log out' })).toHaveCount(0);
  await snap(studentPage, 'assignment-submission-start');

  await studentPage.getByRole('button', { name: /^Mia Okafor/ }).click();
  const answer = studentPage.getByLabel('Your answer');
  await expect(answer).toHaveAttribute('rows', '12');
  await studentPage.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(studentPage.getByText('Write your answer first.')).toBeVisible();
  const text = 'On Saturday we went to the sea.\nOn Sunday I helped at the allotment.';
  await answer.fill(text);
  await expect(studentPage.getByText(`${text.length} / 20,000 characters`)).toBeVisible();
  await snap(studentPage, 'assignment-submission-text');
  await studentPage.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(studentPage.getByText('Assignment uploaded successfully')).toBeVisible();
  await expect(studentPage.getByRole('button', { name: 'Mia Okafor, Submitted' })).toBeVisible();
  await expect(studentPage.getByText('The assignment has already been submitted.')).toBeVisible();
  await expect(studentPage.getByLabel('Your answer')).toHaveCount(0);

  // ... cannot hand in again: the page offers no input, and the server refuses a second one.
  await studentPage.reload();
  await studentPage.getByRole('button', { name: /^Mia Okafor/ }).click();
  await expect(studentPage.getByText('The assignment has already been submitted.')).toBeVisible();
  await expect(studentPage.getByRole('button', { name: 'Submit', exact: true })).toHaveCount(0);
  const code = textLink.split('/').at(-1) ?? '';
  const detail = (await (
    await studentPage.request.get(`/api/v1/school/assignment-detail/${code}/`)
  ).json()) as {
    assigned_students: { id: number; student: { name: string }; submitted: boolean }[];
  };
  expect(JSON.stringify(detail)).not.toContain('the sea');
  const miaAssignee = detail.assigned_students.find((assignee) => assignee.student.name === 'Mia Okafor');
  expect(miaAssignee?.submitted).toBe(true);
  const again = await studentPage.request.post('/api/v1/school/assignment-response-create/', {
    multipart: { assignee: String(miaAssignee?.id), code, text: 'A second try' },
  });
  expect(again.status()).toBe(400);
  expect(await again.json()).toEqual({ non_field_errors: ['The assignment has already been submitted.'] });

  // Another student, on a phone, hands in a video with its upload progress.
  const phonePage = await (await browser.newContext(PHONE)).newPage();
  await phonePage.goto(videoLink);
  await expect(phonePage.getByRole('heading', { level: 1, name: 'Show and tell' })).toBeVisible();
  await phonePage.getByRole('button', { name: /^Leo Park/ }).click();
  await expect(phonePage.locator('input[type="file"]')).toHaveAttribute('accept', 'video/mp4');
  await phonePage.locator('input[type="file"]').setInputFiles({
    name: 'toy.mp4',
    mimeType: 'video/mp4',
    buffer: await readFile(CLIP_PATH),
  });
  await expect(phonePage.getByText('toy.mp4')).toBeVisible();
  await snap(phonePage, 'phone-assignment-submission-video');
  // The first upload loses its connection, and the retry is held a moment to show its progress.
  let attempts = 0;
  let releaseUpload = () => {};
  const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
  await phonePage.route('**/api/v1/school/assignment-response-create/', async (route) => {
    attempts += 1;
    if (attempts === 1) return route.abort('connectionreset');
    await uploadHeld;
    return route.continue();
  });
  await phonePage.getByRole('button', { name: 'Submit', exact: true }).click();
  const failure = phonePage.getByRole('alert');
  await expect(failure).toContainText('There was a problem uploading your assignment');
  await expect(failure).toContainText('Could not reach the server.');
  await snap(phonePage, 'phone-assignment-submission-failed');
  await phonePage.getByRole('button', { name: 'Retry upload' }).click();
  await expect(phonePage.getByRole('progressbar', { name: 'Uploading your video' })).toBeVisible();
  await snap(phonePage, 'phone-assignment-submission-uploading');
  releaseUpload();
  await expect(phonePage.getByText('Assignment uploaded successfully')).toBeVisible();
  await expect(phonePage.getByRole('button', { name: 'Leo Park, Submitted' })).toBeVisible();
  await snap(phonePage, 'phone-assignment-submission-done');

  // The teacher opens Responses: only handed-in work opens, and the video plays.
  await teacherPage
    .getByRole('article', { name: 'Show and tell' })
    .getByRole('button', { name: 'Responses' })
    .click();
  const responses = teacherPage.getByRole('dialog', { name: 'Responses: Show and tell' });
  await expect(responses.getByText('1 of 2 handed in.', { exact: false })).toBeVisible();
  await responses.getByRole('button', { name: /^Mia Okafor, Not submitted/ }).click();
  await expect(responses.getByText('The student has not submitted the work yet.')).toBeVisible();
  await responses.getByRole('button', { name: /^Leo Park, Submitted/ }).click();
  const video = responses.locator('video');
  await expect(video.locator('source')).toHaveAttribute('type', 'video/mp4');
  expect(await videoDuration(video)).toBeGreaterThan(0);
  expect(await playedSeconds(video)).toBeGreaterThan(0.5);
  expect(await video.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBeGreaterThan(0);
  const feedback = responses.getByRole('region', { name: 'Score and feedback' });
  await expect(feedback.getByText('You have not given any feedback yet!')).toBeVisible();
  await feedback.getByRole('button', { name: 'Edit score and feedback' }).click();
  await feedback.getByLabel('Score (out of 5)').fill('6');
  await feedback.getByRole('button', { name: 'Save feedback' }).click();
  await expect(feedback.getByText('There was a problem updating your feedback.')).toBeVisible();
  await expect(feedback.getByText('Score cannot be greater than the maximum score.')).toBeVisible();
  await feedback.getByLabel('Score (out of 5)').fill('4');
  await feedback.getByLabel('Feedback').fill('A lovely, clear show and tell!');
  await feedback.getByRole('button', { name: 'Save feedback' }).click();
  await expect(feedback.getByText('Feedback updated successfully')).toBeVisible();
  await expect(feedback.getByText('4 / 5')).toBeVisible();
  await snap(teacherPage, 'assignments-responses-video');
  await responses.getByRole('button', { name: 'Close' }).click();

  await teacherPage
    .getByRole('article', { name: 'My weekend' })
    .getByRole('button', { name: 'Responses' })
    .click();
  const textResponses = teacherPage.getByRole('dialog', { name: 'Responses: My weekend' });
  await textResponses.getByRole('button', { name: /^Mia Okafor, Submitted/ }).click();
  await expect(textResponses.getByRole('region', { name: 'Text handed in by Mia Okafor' })).toContainText(
    'On Saturday we went to the sea.',
  );
  await snap(teacherPage, 'assignments-responses-text');
  await textResponses.getByRole('button', { name: 'Close' }).click();

  // The parent links Leo and sees the scored video, and the text still to do.
  const parentPage = await registerThroughUi(browser, parent, 'Parent');
  await linkChildThroughUi(parentPage, leoInviteCode);
  await parentPage
    .getByRole('article', { name: 'Leo Park' })
    .getByRole('link', { name: 'View portfolio' })
    .click();
  await expect(parentPage.getByRole('heading', { level: 1, name: 'Leo Park' })).toBeVisible();
  const portfolioUrl = new URL(parentPage.url()).pathname;

  const showAndTell = parentPage.getByRole('article', { name: 'Show and tell' });
  await expect(showAndTell).toContainText('4 / 5');
  await expect(showAndTell.getByText('A lovely, clear show and tell!')).toBeVisible();
  const portfolioVideo = showAndTell.locator('video');
  await expect(portfolioVideo.locator('source')).toHaveAttribute('type', 'video/mp4');
  expect(await videoDuration(portfolioVideo)).toBeGreaterThan(0);
  const workHeight = await portfolioVideo.evaluate(
    (element) => element.parentElement?.getBoundingClientRect().height ?? 0,
  );
  expect(workHeight).toBeLessThanOrEqual(350);

  const weekend = parentPage.getByRole('article', { name: 'My weekend' });
  await expect(weekend).toContainText('-- / 10');
  await expect(weekend.getByText('No feedback yet.')).toBeVisible();
  await snap(parentPage, 'portfolio-assignments');

  // ... and helps Leo hand in the text through 'Upload your work', signed in this time.
  await weekend.getByRole('link', { name: 'Upload your work' }).click();
  await expect(parentPage).toHaveURL(new RegExp(`/assignment/${code}/$`));
  await parentPage.getByRole('button', { name: /^Leo Park/ }).click();
  await parentPage.getByLabel('Your answer').fill('We built a den in the garden.');
  await parentPage.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(parentPage.getByText('Assignment uploaded successfully')).toBeVisible();
  await parentPage.goto(portfolioUrl);
  await expect(
    parentPage
      .getByRole('article', { name: 'My weekend' })
      .getByRole('region', { name: 'Text handed in by Leo Park' }),
  ).toContainText('We built a den in the garden.');
  await expect(
    parentPage.getByRole('article', { name: 'My weekend' }).getByRole('link', { name: 'Upload your work' }),
  ).toHaveCount(0);

  // On a phone: the portfolio and the teacher's tab.
  const parentPhone = await logInInNewContext(browser, parent, PHONE);
  await parentPhone.goto(portfolioUrl);
  await expect(parentPhone.getByRole('article', { name: 'Show and tell' })).toContainText('4 / 5');
  expect(
    await videoDuration(parentPhone.getByRole('article', { name: 'Show and tell' }).locator('video')),
  ).toBeGreaterThan(0);
  await snap(parentPhone, 'phone-portfolio-assignments');

  const teacherPhone = await logInInNewContext(browser, teacher, PHONE);
  await teacherPhone.goto(`${classUrl}?tab=assignments`);
  await expect(teacherPhone.getByRole('article', { name: 'My weekend' })).toBeVisible();
  await snap(teacherPhone, 'phone-assignments-teacher');
  await teacherPhone
    .getByRole('article', { name: 'My weekend' })
    .getByRole('button', { name: 'Assign', exact: true })
    .click();
  await expect(
    teacherPhone
      .getByRole('dialog', { name: 'Assign: My weekend' })
      .getByRole('region', { name: /^Assigned/ })
      .getByRole('checkbox'),
  ).toHaveCount(2);
  await snap(teacherPhone, 'phone-assignments-assign');

  // The teacher edits an assignment in its modal, and deletes another after confirming.
  await teacherPhone
    .getByRole('dialog', { name: 'Assign: My weekend' })
    .getByRole('button', { name: 'Close' })
    .click();
  await teacherPhone.getByRole('button', { name: 'Edit or delete Show and tell' }).click();
  await teacherPhone.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = teacherPhone.getByRole('dialog', { name: 'Edit assignment' });
  await expect(edit.getByLabel('Title')).toHaveValue('Show and tell');
  await expect(edit.getByLabel('Response format')).toHaveValue('Video');
  await edit.getByLabel('Max. Score').fill('6');
  await snap(teacherPhone, 'phone-assignments-edit');
  await edit.getByRole('button', { name: 'Save assignment' }).click();
  await expect(teacherPhone.getByText('The assignment has been updated.')).toBeVisible();
  await expect(teacherPhone.getByRole('article', { name: 'Show and tell' })).toContainText('Max. Score6');
  await teacherPhone.getByRole('button', { name: 'Edit or delete My weekend' }).click();
  await teacherPhone.getByRole('menuitem', { name: 'Delete' }).click();
  const confirmDelete = teacherPhone.getByRole('dialog', { name: 'Delete this assignment?' });
  await snap(teacherPhone, 'phone-assignments-delete');
  await confirmDelete.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(teacherPhone.getByText('The assignment has been deleted.')).toBeVisible();
  await expect(teacherPhone.getByRole('article', { name: 'My weekend' })).toHaveCount(0);
  await parentPhone.reload();
  await expect(parentPhone.getByRole('article', { name: 'Show and tell' })).toContainText('4 / 6');
  await expect(parentPhone.getByRole('article', { name: 'My weekend' })).toHaveCount(0);

  // An address that leads nowhere says so, kindly.
  await studentPage.goto(textLink);
  await expect(studentPage.getByRole('heading', { name: 'Assignment not found' })).toBeVisible();
  await snap(studentPage, 'assignment-not-found');
});
