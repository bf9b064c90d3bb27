import { expect, test } from '../test.ts';
import { PHONE, smallPngFile, submitLogIn, submitRegistration } from '../fixtures.ts';
import { findMailedLink, saveScreenshot, uniqueEmail } from '../support.ts';

test('a visitor sees the landing pages and is sent to log in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Teachers and Parents working together.')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const link of ['Home', 'Features', 'Register', 'Log in']) await expect(nav.getByRole('link', { name: link })).toBeVisible();
  await saveScreenshot(page, 'home');

  await page.getByRole('link', { name: 'Learn more' }).click();
  await expect(page.getByRole('heading', { name: 'Features' })).toBeVisible();
  await expect(page.getByText('Communication made easy')).toBeVisible();
  for (const card of ['Classroom', 'Messaging', 'Video Chat', 'Notifications']) {
    await expect(page.getByRole('heading', { name: card })).toBeVisible();
  }
  await saveScreenshot(page, 'features');

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await saveScreenshot(page, 'login-errors');

  await page.goto('/register');
  await page.getByLabel('Password', { exact: true }).fill('one-password');
  await page.getByLabel('Password confirmation').fill('other-password');
  await page.getByRole('button', { name: 'REGISTER' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await saveScreenshot(page, 'register-errors');
});

test('a teacher registers, chooses the account type, changes the password, logs out and in again', async ({ page }) => {
  const teacher = { email: uniqueEmail('teacher'), firstName: 'Helena', lastName: 'Brooks', password: 'Copper-Lantern-58' };
  await submitRegistration(page, teacher);

  await expect(page.getByText('Select Account Type')).toBeVisible();
  await saveScreenshot(page, 'profile-select-account-type');
  await page.getByText('Teacher', { exact: true }).click();
  await page.getByRole('button', { name: 'Submit' }).click();

  const tabs = page.getByRole('tablist');
  await expect(tabs.getByRole('tab', { name: 'User Details' })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'Change Password' })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'Settings' })).toBeVisible();
  const details = page.getByRole('tabpanel', { name: 'User Details' });
  await expect(details.getByText(teacher.email)).toBeVisible();
  await expect(details.getByText('not verified')).toBeVisible();

  // A new profile picture is uploaded, re-encoded by the server and shown.
  const chooser = page.waitForEvent('filechooser');
  await details.getByRole('button', { name: 'Change profile picture' }).click();
  await (await chooser).setFiles(smallPngFile('me.png'));
  const avatar = page.locator('img[src*="/media/profile-pictures/"]').first();
  await expect(avatar).toBeVisible();
  expect(await avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await saveScreenshot(page, 'profile-teacher-user-details');

  // The link mailed at registration verifies the address.
  await page.goto(await findMailedLink(teacher.email, `${new URL(page.url()).origin}/verify-email/`));
  await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
  await saveScreenshot(page, 'verify-email');
  await page.goto('/profile');
  await expect(page.getByRole('tabpanel', { name: 'User Details' }).getByText('verified', { exact: true })).toBeVisible();

  // A teacher chooses channels for the kinds they receive only (docs/decisions.md, "Channels per kind").
  await tabs.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('combobox', { name: 'Chat messages' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Class stories' })).toHaveCount(0);
  await saveScreenshot(page, 'profile-teacher-settings');

  await tabs.getByRole('tab', { name: 'Change Password' }).click();
  const newPassword = 'Silver-Meadow-93';
  await page.getByLabel('Current password').fill(teacher.password);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('New password confirmation').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed successfully.')).toBeVisible();
  await saveScreenshot(page, 'profile-change-password');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log out' }).click();
  await expect(page.getByText('Are you sure you want to Logout?')).toBeVisible();
  await saveScreenshot(page, 'logout');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await submitLogIn(page, teacher);
  await expect(page.getByText('Unable to log in with provided credentials.')).toBeVisible();
  await submitLogIn(page, { email: teacher.email, password: newPassword });
  // Signing in lands on Home, which shows a teacher without a school their first step.
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Create or join your school' })).toBeVisible();

  // The signed-in state survives a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Create or join your school' })).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
});

test('a parent registers, chooses Parent and sees the parent settings', async ({ page }) => {
  const parent = { email: uniqueEmail('parent'), firstName: 'Tomas', lastName: 'Novak', password: 'Amber-Orchard-27' };
  await submitRegistration(page, parent);
  await page.getByText('Parent', { exact: true }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('tab', { name: 'Settings' }).click();
  for (const kind of ['Chat messages', 'Class stories', 'Announcements', 'Events', 'Calls']) {
    await expect(page.getByRole('combobox', { name: kind })).toBeVisible();
  }
  await saveScreenshot(page, 'profile-parent-settings');

  // Channels change only in edit mode, and a saved change survives a reload.
  const events = page.getByRole('combobox', { name: 'Events' });
  await expect(events).toBeDisabled();
  await page.getByRole('button', { name: 'Edit' }).click();
  await events.selectOption('digest');
  await page.getByRole('combobox', { name: 'Daily digest at' }).selectOption('7');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings updated successfully.')).toBeVisible();
  await saveScreenshot(page, 'profile-parent-settings-saved');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Events' })).toHaveValue('digest');
  await expect(page.getByRole('combobox', { name: 'Class stories' })).toHaveValue('email');
  await expect(page.getByRole('combobox', { name: 'Daily digest at' })).toHaveValue('7');
});

test('a parent who forgot the password resets it through the e-mailed link', async ({ page }) => {
  const parent = { email: uniqueEmail('forgetful'), firstName: 'Ines', lastName: 'Moreau', password: 'Willow-Harbor-64' };
  await submitRegistration(page, parent);
  await page.goto('/logout');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('link', { name: 'Forgot password' }).click();
  await expect(page).toHaveURL(/\/resetPassword$/);
  await page.getByLabel('E-mail').fill(parent.email);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByText('Check your e-mail and follow the link to reset your password.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'RE-SEND EMAIL' })).toBeVisible();
  await saveScreenshot(page, 'reset-password-sent');

  const link = await findMailedLink(parent.email, `${new URL(page.url()).origin}/resetPassword/confirm/`);
  await page.goto(link);
  const newPassword = 'Granite-Falcon-81';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('New password confirmation').fill(newPassword);
  await saveScreenshot(page, 'reset-password-confirm');
  await page.getByRole('button', { name: 'SAVE PASSWORD' }).click();
  await expect(page.getByText('Password has been reset with the new password.')).toBeVisible();
  await saveScreenshot(page, 'reset-password-done');

  await submitLogIn(page, { email: parent.email, password: newPassword });
  await expect(page).toHaveURL(/\/home$/);
});

test('on a phone the navigation is a menu that opens and closes', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const user = { email: uniqueEmail('phone'), firstName: 'Mia', lastName: 'Okafor', password: 'Coral-Bridge-45' };
  await submitRegistration(page, user);
  await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log out' })).toBeHidden();
  await saveScreenshot(page, 'phone-profile');

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  for (const link of ['Home', 'Features', 'Profile', 'Chat', 'Log out']) await expect(menu.getByRole('link', { name: link })).toBeVisible();
  await saveScreenshot(page, 'phone-menu-open');
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveURL(/\/features$/);
  await expect(menu).toBeHidden();
  await context.close();
});
