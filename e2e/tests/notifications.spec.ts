import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import {
  DESKTOP,
  PHONE,
  callApi,
  logIn,
  logInInNewContext,
  openDirectChat,
  person,
  setUpLinkedClassroom,
} from '../fixtures.ts';
import { routeSocketsThroughSwitch, saveScreenshot, snap } from '../support.ts';

function bell(page: Page): Locator {
  return page.getByRole('button', { name: 'Notifications' });
}

function badge(page: Page): Locator {
  return page.getByTestId('notification-badge');
}

function panel(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications' });
}

/** The entries of the open panel, in the order shown. */
function entries(page: Page): Locator {
  return panel(page).getByRole('listitem');
}

/** Marks the page, so that a later check can tell it was never reloaded. */
async function markPage(page: Page) {
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
}

async function expectNotReloaded(page: Page) {
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
}

test('a parent sees class news and messages arrive on the bell live, follows and clears them', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { teacher, parent, classId } = await setUpLinkedClassroom(request, {
    teacher: person('teacher', 'Helena', 'Brooks'),
    parent: person('parent', 'Tomas', 'Novak'),
    className: 'Year 4 Owls',
    studentName: 'Mia Okafor',
  });

  // The parent's notification socket passes through a route the test can cut, as a network would.
  const parentContext = await browser.newContext(DESKTOP);
  const parentSockets = await routeSocketsThroughSwitch(parentContext, /\/ws\/notifications\//);
  const parentPage = await parentContext.newPage();
  await logIn(parentPage, parent);
  await expect(bell(parentPage)).toBeVisible();
  await expect(bell(parentPage)).toHaveAttribute('aria-expanded', 'false');
  await expect(badge(parentPage)).toHaveCount(0);
  await expect.poll(() => parentSockets.count()).toBe(1);
  await markPage(parentPage);

  // Nothing yet: the panel says so and Clear All cannot be pressed.
  await bell(parentPage).click();
  await expect(panel(parentPage).getByText('You are all caught up.')).toBeVisible();
  await expect(panel(parentPage).getByRole('button', { name: 'Clear All' })).toBeDisabled();
  await bell(parentPage).click();
  await expect(panel(parentPage)).toHaveCount(0);

  // The teacher posts a story on the class page.
  const teacherPage = await logInInNewContext(browser, teacher);
  await teacherPage.goto(`/class/${classId}`);
  await teacherPage.getByRole('tablist', { name: 'Class sections' }).getByRole('tab', { name: 'Stories' }).click();
  await teacherPage.getByRole('button', { name: 'New story' }).click();
  const storyForm = teacherPage.getByRole('form', { name: 'New story' });
  await storyForm.getByLabel('Title').fill('Our morning at the pond');
  await storyForm.getByLabel('Content').fill('We counted ducks and found a frog.');
  await storyForm.getByRole('button', { name: 'Publish story' }).click();
  await expect(teacherPage.getByText('Story created successfully.')).toBeVisible();

  // The parent's badge shows it without a reload, on the Home page where they are, and on the tab's title.
  await expect(badge(parentPage)).toHaveText('1');
  await expect(bell(parentPage)).toHaveAccessibleDescription('1 unread');
  await expect(parentPage).toHaveTitle(/^\(1\) /);
  await expectNotReloaded(parentPage);
  await expect(parentPage).toHaveURL(/\/home$/);

  // The entry names the class and links to it; following the link closes the panel.
  await bell(parentPage).click();
  await expect(entries(parentPage)).toHaveCount(1);
  const storyEntry = entries(parentPage).first();
  await expect(storyEntry).toContainText('New story (1)');
  const classLink = storyEntry.getByRole('link', { name: 'Year 4 Owls' });
  await expect(classLink).toHaveAttribute('href', `/class/${classId}`);
  await expect(panel(parentPage).getByRole('button', { name: 'Clear All' })).toBeEnabled();
  // The page tells the server what was read; the next story must come after that, not race it.
  const markedRead = parentPage.waitForResponse(
    (response) => response.url().includes('/class-notifications-read/') && response.request().method() === 'PUT',
  );
  await classLink.click();
  await expect(parentPage).toHaveURL(new RegExp(`/class/${classId}$`));
  await expect(panel(parentPage)).toHaveCount(0);
  await expect(parentPage.getByRole('article', { name: 'Our morning at the pond' })).toBeVisible();
  // Reading the class's stories clears the entry: the bell and the title go down by themselves.
  await expect(badge(parentPage)).toHaveCount(0);
  await expect(parentPage).not.toHaveTitle(/^\(\d+\) /);

  await markedRead;

  // Elsewhere, the next story waits on the bell until Clear.
  await parentPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await expect(parentPage).toHaveURL(/\/profile$/);
  await callApi(request, 'POST', 'school/story-create/', teacher, {
    title: 'Pond dipping, part two',
    content: 'The frog came back.',
    school_class: classId,
  });
  await expect(badge(parentPage)).toHaveText('1');

  // Clear hides the badge, and the list fetched again is empty.
  await bell(parentPage).click();
  await panel(parentPage).getByRole('button', { name: 'Clear New story, Year 4 Owls' }).click();
  await expect(badge(parentPage)).toHaveCount(0);
  await expect(panel(parentPage).getByText('You are all caught up.')).toBeVisible();
  await expect(panel(parentPage).getByRole('button', { name: 'Clear All' })).toBeDisabled();
  await parentPage.keyboard.press('Escape');
  await expect(panel(parentPage)).toHaveCount(0);
  await expect(bell(parentPage)).toBeFocused();

  // Two messages from the teacher while the parent is elsewhere: one entry at once, '(2)' when the
  // chat's paced notification runs again (CHAT_NOTIFICATION_INTERVAL_SECONDS, 3 s here as by default).
  await parentPage.goto('/profile');
  await markPage(parentPage);
  const directChatId = await openDirectChat(request, teacher, parent);
  await teacherPage.goto(`/chatGroup/${directChatId}`);
  await expect(teacherPage.getByText('Live')).toBeVisible();
  const log = teacherPage.getByRole('log', { name: 'Messages' });
  for (const text of ['Mia read beautifully today.', 'She chose the frog book again!']) {
    await teacherPage.getByRole('textbox', { name: 'Message' }).fill(text);
    await teacherPage.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(log.getByText(text)).toBeVisible();
  }
  await expect(badge(parentPage)).toHaveText('1');
  await bell(parentPage).click();
  await expect(entries(parentPage)).toHaveCount(1);
  const messageEntry = entries(parentPage).first();
  await expect(messageEntry).toContainText('New message (2)');
  await expect(messageEntry.getByRole('link', { name: 'Helena Brooks' })).toHaveAttribute(
    'href',
    `/chatGroup/${directChatId}`,
  );
  await expectNotReloaded(parentPage);

  // A dropped socket misses what happens meanwhile; the list is fetched again on reconnecting.
  await parentSockets.cut();
  await callApi(request, 'POST', 'school/announcement-create/', teacher, {
    title: 'Swimming on Thursdays',
    content: 'Bring a towel.',
    school_class: classId,
  });
  await parentPage.waitForTimeout(1_500);
  await expect(badge(parentPage)).toHaveText('1');
  parentSockets.restore();
  await expect(badge(parentPage)).toHaveText('2', { timeout: 15_000 });

  // Newest first: the announcement above the messages.
  await expect(entries(parentPage)).toHaveCount(2);
  await expect(entries(parentPage).nth(0)).toContainText('New announcement (1)');
  await expect(entries(parentPage).nth(1)).toContainText('New message (2)');

  // The open panel: 620 by 500 on a laptop, below the bell.
  const box = await panel(parentPage).boundingBox();
  expect(box?.width).toBe(620);
  expect(box?.height).toBe(500);
  await snap(parentPage, 'notifications-panel');

  // On a phone the bell stays beside the menu button and the panel takes the width.
  const parentPhone = await logInInNewContext(browser, parent, PHONE);
  await expect(badge(parentPhone)).toHaveText('2');
  await expect(parentPhone.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await bell(parentPhone).click();
  await expect(entries(parentPhone)).toHaveCount(2);
  const phoneBox = await panel(parentPhone).boundingBox();
  expect(phoneBox?.x).toBeGreaterThanOrEqual(0);
  expect((phoneBox?.x ?? 0) + (phoneBox?.width ?? 0)).toBeLessThanOrEqual(360);
  expect(phoneBox?.width).toBeGreaterThan(330);
  await saveScreenshot(parentPhone, 'phone-notifications-panel');

  // Clear All on the phone reaches the laptop's open panel through the socket.
  await panel(parentPhone).getByRole('button', { name: 'Clear All' }).click();
  await expect(badge(parentPhone)).toHaveCount(0);
  await expect(panel(parentPhone).getByText('You are all caught up.')).toBeVisible();
  await expect(badge(parentPage)).toHaveCount(0);
  await expect(panel(parentPage).getByText('You are all caught up.')).toBeVisible();
  await expectNotReloaded(parentPage);

  // A click outside closes the panel.
  await parentPage.getByRole('heading', { level: 1 }).click();
  await expect(panel(parentPage)).toHaveCount(0);
});

test('logging out forgets the notifications: the next user of the browser sees none of them', async ({
  browser,
  request,
}) => {
  const { teacher, parent, classId } = await setUpLinkedClassroom(request, {
    teacher: person('teacher', 'Aisha', 'Rahman'),
    parent: person('parent', 'Jonas', 'Meyer'),
    className: 'Year 4 Owls',
    studentName: 'Mia Okafor',
  });
  await callApi(request, 'POST', 'school/announcement-create/', teacher, {
    title: 'Library books due',
    content: 'Please return them by Friday.',
    school_class: classId,
  });

  const page = await logInInNewContext(browser, parent);
  await expect(badge(page)).toHaveText('1');
  await page.goto('/logout');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(bell(page)).toHaveCount(0);

  // The teacher has no notifications; a list kept from the parent would show for 30 s.
  await logIn(page, teacher);
  await expect(bell(page)).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  await bell(page).click();
  await expect(panel(page).getByText('You are all caught up.')).toBeVisible();
});
