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
  picturePng,
  readInviteCodeThroughUi,
  registerThroughUi,
} from '../fixtures.ts';
import { snap } from '../support.ts';

const MORNING_PNG = picturePng([120, 180, 235], [250, 220, 170], [255, 200, 60]);
const EVENING_PNG = picturePng([60, 40, 110], [240, 120, 90], [255, 240, 200]);

/** What the screen shows now, for dialogs over the page: a full-page picture would cut them off. */
async function snapViewport(page: Page, name: string) {
  await page.screenshot({
    path: path.join(import.meta.dirname, '..', 'screenshots', `${name}.png`),
    animations: 'disabled',
  });
}

/** A calendar day in this machine's time zone, which the browser shares, as `YYYY-MM-DD`. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${String(date.getDate()).padStart(2, '0')}`;
}

function classTab(page: Page, name: string): Locator {
  return page.getByRole('tablist', { name: 'Class sections' }).getByRole('tab', { name });
}

function eventTab(page: Page, name: string): Locator {
  return page.getByRole('tablist', { name: 'Events by day' }).getByRole('tab', { name });
}

/** Every picture in `scope` has loaded and has pixels. */
async function expectPicturesLoaded(scope: Locator, count: number) {
  const pictures = scope.locator('img');
  await expect(pictures).toHaveCount(count);
  for (const picture of await pictures.all()) {
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  }
}

test('a teacher posts an announcement, an event and a story; a parent reads, comments and helps', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const teacher = person('teacher', 'Helena', 'Brooks');
  const parent = person('parent', 'Tomas', 'Novak');
  const tomorrow = dayFromToday(1);

  // The teacher creates a class with one student and reads the student's invite code.
  const teacherPage = await registerThroughUi(browser, teacher, 'Teacher');
  const classUrl = await createClassThroughUi(teacherPage, 'Year 4 Owls');
  await classTab(teacherPage, 'Classroom').click();
  await addStudentThroughUi(teacherPage, 'Mia Okafor');
  const inviteCode = await readInviteCodeThroughUi(teacherPage, 'Mia Okafor');

  // ... posts an announcement; both fields are required.
  await classTab(teacherPage, 'Announcements').click();
  await expect(teacherPage.getByText('There are no announcements yet.')).toBeVisible();
  await teacherPage.getByRole('button', { name: 'New announcement' }).click();
  const announcementForm = teacherPage.getByRole('form', { name: 'New announcement' });
  await announcementForm.getByRole('button', { name: 'Post announcement' }).click();
  await expect(announcementForm.getByText('Title is required')).toBeVisible();
  await expect(announcementForm.getByText('Content is required')).toBeVisible();
  await announcementForm.getByLabel('Title').fill('Swimming on Thursdays');
  await announcementForm.getByLabel('Content').fill('From next week, bring a towel and a swimming cap.');
  await announcementForm.getByRole('button', { name: 'Post announcement' }).click();
  await expect(teacherPage.getByText('Announcement created successfully.')).toBeVisible();
  await expect(teacherPage.getByRole('article', { name: 'Swimming on Thursdays' })).toBeVisible();
  // Status messages clear after 5 seconds.
  await expect(teacherPage.getByText('Announcement created successfully.')).toBeHidden({ timeout: 8_000 });

  // ... edits it in edit mode, with the lowercase messages.
  await teacherPage.getByRole('button', { name: 'Edit or delete Swimming on Thursdays' }).click();
  await teacherPage.getByRole('menuitem', { name: 'Edit' }).click();
  const editAnnouncement = teacherPage.getByRole('form', {
    name: 'Edit announcement: Swimming on Thursdays',
  });
  await editAnnouncement.getByLabel('Title').fill('');
  await editAnnouncement.getByRole('button', { name: 'Save announcement' }).click();
  await expect(editAnnouncement.getByText('title is required')).toBeVisible();
  await editAnnouncement.getByLabel('Title').fill('Swimming on Thursday mornings');
  await editAnnouncement.getByRole('button', { name: 'Save announcement' }).click();
  await expect(teacherPage.getByRole('article', { name: 'Swimming on Thursday mornings' })).toBeVisible();
  await snap(teacherPage, 'class-teacher-announcements');

  // ... posts an event for tomorrow that needs two helpers; the day must be after today.
  await classTab(teacherPage, 'Events').click();
  await expect(teacherPage.getByText('There are no events today.')).toBeVisible();
  await eventTab(teacherPage, 'Upcoming').click();
  await expect(teacherPage.getByText('There are no upcoming events.')).toBeVisible();
  await eventTab(teacherPage, 'Finished').click();
  await expect(teacherPage.getByText('There are no finished events.')).toBeVisible();
  await teacherPage.getByRole('button', { name: 'New event' }).click();
  const eventForm = teacherPage.getByRole('form', { name: 'New event' });
  await eventForm.getByLabel('Date').fill(dayFromToday(0));
  await eventForm.getByRole('button', { name: 'Create event' }).click();
  await expect(eventForm.getByText('name is required')).toBeVisible();
  await expect(eventForm.getByText('description is required')).toBeVisible();
  await expect(eventForm.getByText(/^Date needs to be after /)).toBeVisible();
  await eventForm.getByLabel('Name').fill('Sports day');
  await eventForm.getByLabel('Date').fill(tomorrow);
  await eventForm
    .getByLabel('Description')
    .fill('Races on the field. Helpers set up the finish line and hand out water.');
  await eventForm.getByLabel('Helpers required').fill('2');
  await eventForm.getByRole('button', { name: 'Create event' }).click();
  await expect(teacherPage.getByText('Event created successfully.')).toBeVisible();
  await expect(eventTab(teacherPage, 'Upcoming')).toHaveAttribute('aria-selected', 'true');
  const teacherEvent = teacherPage.getByRole('article', { name: 'Sports day' });
  await expect(teacherEvent.getByText('Helpers: 0 of 2')).toBeVisible();
  await expect(teacherEvent.getByText('There are no helpers registered.')).toBeVisible();
  await expect(teacherEvent.getByRole('button', { name: 'Register' })).toHaveCount(0);
  await snap(teacherPage, 'class-teacher-events');

  // ... and a story with two pictures, previewed before they are sent.
  await classTab(teacherPage, 'Stories').click();
  await teacherPage.getByRole('button', { name: 'New story' }).click();
  const storyForm = teacherPage.getByRole('form', { name: 'New story' });
  await storyForm.getByLabel('Title').fill('Our morning at the pond');
  await storyForm
    .getByLabel('Content')
    .fill('We counted ducks, drew the reeds and found a frog. Everyone came back with muddy boots.');
  await storyForm.locator('input[type="file"]').setInputFiles([
    { name: 'morning.png', mimeType: 'image/png', buffer: MORNING_PNG },
    { name: 'evening.png', mimeType: 'image/png', buffer: EVENING_PNG },
  ]);
  await expect(storyForm.getByRole('list', { name: 'Chosen pictures' }).getByRole('listitem')).toHaveCount(2);
  await snap(teacherPage, 'class-teacher-new-story');
  await storyForm.getByRole('button', { name: 'Publish story' }).click();
  await expect(teacherPage.getByText('Story created successfully.')).toBeVisible();
  const teacherStory = teacherPage.getByRole('article', { name: 'Our morning at the pond' });
  await expectPicturesLoaded(
    teacherStory.getByRole('list', { name: 'Pictures of Our morning at the pond' }),
    2,
  );
  await expect(teacherStory.getByText('There are no comments yet.')).toBeVisible();

  // A parent links the child and opens the class.
  const parentPage = await registerThroughUi(browser, parent, 'Parent');
  await linkChildThroughUi(parentPage, inviteCode);
  await parentPage
    .getByRole('article', { name: 'Mia Okafor' })
    .getByRole('link', { name: 'Year 4 Owls' })
    .click();
  await expect(parentPage).toHaveURL(new RegExp(`${classUrl}$`));

  // ... sees the story with its pictures, and no teacher controls.
  const parentStory = parentPage.getByRole('article', { name: 'Our morning at the pond' });
  const pictures = parentStory.getByRole('list', { name: 'Pictures of Our morning at the pond' });
  await expectPicturesLoaded(pictures, 2);
  await expect(parentPage.getByRole('button', { name: 'New story' })).toHaveCount(0);
  await expect(parentStory.getByRole('button', { name: 'Add pictures' })).toHaveCount(0);
  await expect(parentStory.getByRole('button', { name: /Edit or delete/ })).toHaveCount(0);

  // ... opens the first picture at full size, and closes it with Escape.
  const displaySource = await pictures.locator('img').first().getAttribute('src');
  await pictures.getByRole('button', { name: 'View picture 1 of 2 full size' }).click();
  const viewer = parentPage.getByRole('dialog', { name: 'Our morning at the pond: picture 1 of 2' });
  await expect(viewer).toBeVisible();
  const fullPicture = viewer.getByRole('img', { name: 'Picture 1 of the story Our morning at the pond' });
  await expect.poll(() => fullPicture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(480);
  expect(await fullPicture.getAttribute('src')).not.toBe(displaySource);
  await snapViewport(parentPage, 'class-story-picture-full-size');
  await viewer.getByRole('button', { name: 'Next picture' }).click();
  await expect(
    parentPage.getByRole('dialog', { name: 'Our morning at the pond: picture 2 of 2' }),
  ).toBeVisible();
  await parentPage.keyboard.press('Escape');
  await expect(parentPage.getByRole('dialog')).toHaveCount(0);

  // ... comments on it; an empty comment is not sent.
  const commentForm = parentStory.getByRole('form', { name: 'Add a comment' });
  await commentForm.getByLabel('Add a comment').fill('   ');
  await commentForm.getByRole('button', { name: 'Post comment' }).click();
  await expect(commentForm.getByText('Write a comment first.')).toBeVisible();
  await commentForm.getByLabel('Add a comment').fill('  Mia has not stopped talking about the frog!  ');
  await commentForm.getByRole('button', { name: 'Post comment' }).click();
  const comments = parentStory.getByRole('region', { name: 'Comments on Our morning at the pond' });
  await expect(comments.getByRole('listitem')).toHaveCount(1);
  await expect(comments.getByRole('listitem').first()).toContainText('Tomas Novak');
  await expect(comments.getByRole('listitem').first()).toContainText(
    'Mia has not stopped talking about the frog!',
  );
  await expect(commentForm.getByLabel('Add a comment')).toHaveValue('');
  await snap(parentPage, 'class-parent-stories');

  // ... reads the announcement.
  await classTab(parentPage, 'Announcements').click();
  await expect(parentPage.getByRole('article', { name: 'Swimming on Thursday mornings' })).toContainText(
    'bring a towel',
  );
  await expect(parentPage.getByRole('button', { name: 'New announcement' })).toHaveCount(0);

  // ... registers as a helper, unregisters, and registers again.
  await classTab(parentPage, 'Events').click();
  await expect(eventTab(parentPage, 'Upcoming')).toHaveAttribute('aria-selected', 'true');
  const parentEvent = parentPage.getByRole('article', { name: 'Sports day' });
  await expect(parentEvent.getByText('2 places open')).toBeVisible();
  await expect(parentEvent.getByRole('button', { name: /Edit or delete/ })).toHaveCount(0);
  await parentEvent.getByRole('button', { name: 'Register' }).click();
  await expect(parentEvent.getByText('Thank you for helping at Sports day!')).toBeVisible();
  await expect(parentEvent.getByText('Tomas Novak (you)')).toBeVisible();
  await expect(parentEvent.getByText('Helpers: 1 of 2')).toBeVisible();
  await snap(parentPage, 'class-parent-events-helping');
  await parentEvent.getByRole('button', { name: 'Unregister' }).click();
  await expect(parentEvent.getByText('You are no longer helping at Sports day.')).toBeVisible();
  await expect(parentEvent.getByText('There are no helpers registered.')).toBeVisible();
  await parentEvent.getByRole('button', { name: 'Register' }).click();
  await expect(parentEvent.getByText('Tomas Novak (you)')).toBeVisible();

  // The teacher sees the helper and the comment.
  await teacherPage.goto(`${classUrl}?tab=events`);
  await expect(eventTab(teacherPage, 'Upcoming')).toHaveAttribute('aria-selected', 'true');
  const helpers = teacherPage
    .getByRole('article', { name: 'Sports day' })
    .getByRole('list', { name: 'Helpers of Sports day' });
  await expect(helpers.getByRole('listitem')).toHaveCount(1);
  await expect(helpers.getByText('Tomas Novak', { exact: true })).toBeVisible();
  await snap(teacherPage, 'class-teacher-events-helper');
  await classTab(teacherPage, 'Stories').click();
  await expect(
    teacherPage.getByRole('region', { name: 'Comments on Our morning at the pond' }).getByRole('listitem'),
  ).toContainText('Tomas Novak');
  await snap(teacherPage, 'class-teacher-stories-comment');

  // ... deletes the announcement after confirming.
  await classTab(teacherPage, 'Announcements').click();
  await teacherPage.getByRole('button', { name: 'Edit or delete Swimming on Thursday mornings' }).click();
  await teacherPage.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = teacherPage.getByRole('dialog', { name: 'Delete this announcement?' });
  await snap(teacherPage, 'class-teacher-delete-announcement');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(teacherPage.getByText('The announcement has been deleted.')).toBeVisible();
  await expect(teacherPage.getByText('There are no announcements yet.')).toBeVisible();

  // On a phone: the parent's stories and events, and the teacher's events.
  const parentPhone = await logInInNewContext(browser, parent, PHONE);
  await parentPhone.goto(classUrl);
  await expectPicturesLoaded(
    parentPhone.getByRole('list', { name: 'Pictures of Our morning at the pond' }),
    2,
  );
  await snap(parentPhone, 'phone-class-stories');
  await parentPhone.getByRole('button', { name: 'View picture 2 of 2 full size' }).click();
  await expect(
    parentPhone.getByRole('dialog', { name: 'Our morning at the pond: picture 2 of 2' }),
  ).toBeVisible();
  await snapViewport(parentPhone, 'phone-class-story-picture');
  await parentPhone.keyboard.press('Escape');
  await parentPhone.goto(`${classUrl}?tab=events`);
  await expect(
    parentPhone.getByRole('article', { name: 'Sports day' }).getByRole('button', { name: 'Unregister' }),
  ).toBeVisible();
  await snap(parentPhone, 'phone-class-events');

  const teacherPhone = await logInInNewContext(browser, teacher, PHONE);
  await teacherPhone.goto(`${classUrl}?tab=events`);
  await expect(teacherPhone.getByRole('article', { name: 'Sports day' })).toContainText('Tomas Novak');
  await snap(teacherPhone, 'phone-class-teacher-events');
  await teacherPhone.getByRole('button', { name: 'New event' }).click();
  await snap(teacherPhone, 'phone-class-new-event');
});
