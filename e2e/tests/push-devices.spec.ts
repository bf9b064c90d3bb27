import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import { DESKTOP, PHONE, callApi, logInInNewContext, person, registerThroughApi, type ApiUser } from '../fixtures.ts';

/**
 * A real browser cannot subscribe here (Chromium's push service is on the internet), so the
 * devices are subscribed through the API as browsers would, and the person manages them in
 * Settings (docs/decisions.md, "Web Push").
 */

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function shoot(page: Page, name: string): Promise<void> {
  const directory = process.env.SHOTS_DIR ?? path.join(import.meta.dirname, '..', 'screenshots');
  await page.screenshot({ path: path.join(directory, `push-devices-${name}.png`), fullPage: true, animations: 'disabled' });
}

/** A browser's subscription registered as `userAgent` would: an FCM-like endpoint and keys of the right sizes. */
async function subscribeDevice(request: APIRequestContext, user: ApiUser, userAgent: string): Promise<number> {
  const response = await request.post('/api/v1/school/push-subscription-create/', {
    headers: { Authorization: `Token ${user.key}`, 'User-Agent': userAgent },
    data: {
      endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('hex')}`,
      expirationTime: null,
      keys: {
        p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function openSettings(page: Page, tabName: string): Promise<void> {
  await page.goto('/profile');
  await page.getByRole('tab', { name: tabName }).click();
}

test('a parent sees the devices that receive notifications in Settings and removes one', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const parent = await registerThroughApi(request, person('push-parent', 'Amira', 'Saleh'), 'Parent');
  const stranger = await registerThroughApi(request, person('push-stranger', 'Tom', 'Reed'), 'Parent');
  await subscribeDevice(request, parent, ANDROID_CHROME);
  await subscribeDevice(request, parent, IPHONE_SAFARI);
  const strangersDevice = await subscribeDevice(request, stranger, ANDROID_CHROME);

  for (const [name, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    const page = await logInInNewContext(browser, parent, options);
    await openSettings(page, 'Settings');
    const section = page.getByRole('region', { name: 'Notifications on this device' });
    await expect(section).toBeVisible();
    await expect(section.getByText('Chrome on Android')).toBeVisible();
    await expect(section.getByText('Safari on iPhone')).toBeVisible();
    // Without a service worker the browser is said not to receive notifications, and nothing hangs.
    await expect(section.getByRole('status')).not.toHaveText('Checking this browser…');
    await shoot(page, name);
    if (name === 'desktop') await expectNoSeriousAxeViolations(page);
    await page.context().close();
  }

  const page = await logInInNewContext(browser, parent, DESKTOP);
  await openSettings(page, 'Settings');
  const section = page.getByRole('region', { name: 'Notifications on this device' });
  await section.getByRole('button', { name: 'Remove Safari on iPhone' }).click();
  await expect(section.getByText('The device receives no more notifications.')).toBeVisible();
  await expect(section.getByText('Safari on iPhone')).toHaveCount(0);
  await expect(section.getByText('Chrome on Android')).toBeVisible();
  const left = await callApi<{ device: string }[]>(request, 'GET', 'school/push-subscriptions/', parent);
  expect(left.map((device) => device.device)).toEqual(['Chrome on Android']);

  // Another parent's device is theirs alone.
  const refused = await request.delete(`/api/v1/school/push-subscription/${strangersDevice}/`, { headers: { Authorization: `Token ${parent.key}` } });
  expect(refused.status()).toBe(404);
  expect(await callApi<unknown[]>(request, 'GET', 'school/push-subscriptions/', stranger)).toHaveLength(1);
  await page.context().close();
});

test('the devices read right to left in Arabic on a phone', async ({ browser, request }) => {
  const parent = await registerThroughApi(request, person('push-arabic', 'Layla', 'Haddad'), 'Parent');
  await callApi(request, 'PUT', 'school/language-update/', parent, { language: 'ar' });
  await subscribeDevice(request, parent, ANDROID_CHROME);
  // Signed in in English, the page turns to the account's language.
  const page = await logInInNewContext(browser, parent, PHONE);
  await page.goto('/profile');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('tab', { name: 'الإعدادات' }).click();
  const section = page.getByRole('region', { name: 'الإشعارات على هذا الجهاز' });
  await expect(section.getByText('Chrome على Android')).toBeVisible();
  await expect(section.getByRole('status')).not.toHaveText('جارٍ فحص هذا المتصفح…');
  await shoot(page, 'arabic-phone');
  await page.context().close();
});
