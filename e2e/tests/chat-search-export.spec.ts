import { mkdir, readFile } from 'node:fs/promises';
import { expect, test } from '../test.ts';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import { DESKTOP, PHONE, callApi, logInInNewContext, openDirectChat, person, sendChatMessages, setUpLinkedClassroom } from '../fixtures.ts';

const SHOTS = '/tmp/chat-search-export';

test('a parent searches their chats and opens a message far back, highlighted in its chat', async ({ browser, request }) => {
  test.setTimeout(180_000);
  await mkdir(SHOTS, { recursive: true });
  const { teacher, parent } = await setUpLinkedClassroom(request, {
    teacher: person('teacher', 'Olivia', 'Bennett'),
    parent: person('parent', 'Sam', 'Carter'),
    className: 'Year 2 Robins',
    studentName: 'Mia Carter',
  });
  const groupId = await openDirectChat(request, teacher, parent);
  // The message searched for is older than the 50 the chat opens on.
  const fillers = Array.from({ length: 55 }, (_, index) => `Reading note ${index + 1}.`);
  await sendChatMessages(browser, teacher, groupId, ['The museum trip needs packed lunches on Friday.', '明天我们去学校旅行。', ...fillers]);

  const page = await logInInNewContext(browser, parent, DESKTOP);
  await page.goto('/chatHub');
  const search = page.getByRole('searchbox', { name: 'Search your messages' });
  await search.fill('packed lunches');
  await search.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Messages found: 1' })).toBeVisible();
  const result = page.getByRole('list', { name: 'Messages found for “packed lunches”' }).getByRole('link');
  await expect(result).toHaveCount(1);
  await expect(result).toContainText('Olivia Bennett');
  await expect(result.locator('mark')).toHaveText(['packed', 'lunches']);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/search-desktop.png`, fullPage: true });

  // Chinese written without spaces is found by a word inside it.
  await search.fill('学校');
  await search.press('Enter');
  await expect(page.getByRole('list', { name: 'Messages found for “学校”' }).locator('mark')).toHaveText('学校');

  await search.fill('packed lunches');
  await search.press('Enter');
  await result.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/chatGroup/${groupId}\\?message=\\d+$`));
  const highlighted = page.locator('li[aria-current="true"]');
  await expect(highlighted).toContainText('The museum trip needs packed lunches on Friday.');
  await expect(highlighted).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/message-in-context-desktop.png` });

  // On a phone: the box above the chats, results that fit.
  const phone = await logInInNewContext(browser, parent, PHONE);
  await phone.goto('/chatHub');
  await phone.getByRole('searchbox', { name: 'Search your messages' }).fill('trip');
  await phone.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(phone.getByRole('list', { name: 'Messages found for “trip”' }).getByRole('link')).toHaveCount(1);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await phone.screenshot({ path: `${SHOTS}/search-phone.png`, fullPage: true });
  await phone.getByRole('list', { name: 'Messages found for “trip”' }).getByRole('link').click();
  await expect(phone.locator('li[aria-current="true"]')).toBeInViewport();
  await phone.screenshot({ path: `${SHOTS}/message-in-context-phone.png` });
});

test('a teacher exports a conversation as a printable page and as a PDF', async ({ browser, request }) => {
  test.setTimeout(180_000);
  await mkdir(SHOTS, { recursive: true });
  const { teacher, parent } = await setUpLinkedClassroom(request, {
    teacher: person('teacher', 'Olivia', 'Bennett'),
    parent: person('parent', 'Sam', 'Carter'),
    className: 'Year 2 Robins',
    studentName: 'Mia Carter',
  });
  const groupId = await openDirectChat(request, teacher, parent);
  await sendChatMessages(browser, parent, groupId, ['Mia will be late on Monday: dentist at 9.', 'هل الرحلة المدرسية يوم الجمعة؟']);
  await sendChatMessages(browser, teacher, groupId, ['Thank you, I will keep her worksheet.', '好的，谢谢！']);

  const page = await logInInNewContext(browser, teacher, DESKTOP);
  await page.goto(`/chatGroup/${groupId}`);
  await expect(page.getByText('Thank you, I will keep her worksheet.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Export for the record' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^conversation-\d+-\d{4}-\d\d-\d\d\.pdf$/);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const [printable] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Printable page' }).click()]);
  await expect(printable.getByRole('heading', { name: 'Conversation: Direct Message' })).toBeVisible();
  await expect(printable.getByText('Mia will be late on Monday: dentist at 9.')).toBeVisible();
  await expect(printable.getByText('Members: Olivia Bennett, Sam Carter')).toBeVisible();
  await expectNoSeriousAxeViolations(printable);
  await printable.screenshot({ path: `${SHOTS}/printable-desktop.png`, fullPage: true });
  await printable.setViewportSize({ width: 360, height: 780 });
  expect(await printable.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await printable.screenshot({ path: `${SHOTS}/printable-phone.png`, fullPage: true });
  await printable.emulateMedia({ media: 'print' });
  await printable.screenshot({ path: `${SHOTS}/printable-print.png`, fullPage: true });

  // The parent, in Arabic on a phone: the page right to left.
  await callApi(request, 'PUT', 'school/language-update/', parent, { language: 'ar' });
  const arabic = await logInInNewContext(browser, parent, PHONE);
  await arabic.goto(`/chatGroup/${groupId}`);
  await expect(arabic.getByRole('heading', { name: 'التصدير للسجل' })).toBeVisible();
  await arabic.screenshot({ path: `${SHOTS}/chat-phone-ar.png`, fullPage: true });
  const [arabicPrintable] = await Promise.all([arabic.context().waitForEvent('page'), arabic.getByRole('button', { name: 'صفحة للطباعة' }).click()]);
  await expect(arabicPrintable.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabicPrintable.getByRole('heading', { name: 'المحادثة: رسالة مباشرة' })).toBeVisible();
  await arabicPrintable.screenshot({ path: `${SHOTS}/printable-phone-ar.png`, fullPage: true });
  const [arabicPdf] = await Promise.all([arabic.waitForEvent('download'), arabic.getByRole('button', { name: 'تنزيل PDF' }).click()]);
  await arabicPdf.saveAs(`${SHOTS}/conversation-ar.pdf`);
});
