import { type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import { PHONE, callApi, logInInNewContext, openDirectChat, person, picturePng, setUpLinkedClassroom } from '../fixtures.ts';
import { snap } from '../support.ts';

/** A small PDF file, as a school form would be. */
const FORM_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

const messageLog = (page: Page) => page.getByRole('log', { name: 'Messages' });

/** Chooses files in the composer as the paper clip's file picker does, and waits until each is uploaded. */
async function attach(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.getByTestId('chat-attachment-input').setInputFiles(files);
  const tray = page.getByRole('list', { name: 'Files for this message' });
  await expect(tray.getByText('Ready to send')).toHaveCount(files.length);
}

test('a parent sends a picture and a PDF; the teacher sees the picture inline and opens both', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const { teacher, parent } = await setUpLinkedClassroom(request, {
    teacher: person('teacher', 'Olivia', 'Bennett'),
    parent: person('parent', 'Samuel', 'Carter'),
    className: 'Year 2 Wrens',
    studentName: 'Leo Carter',
  });
  const groupId = await openDirectChat(request, parent, teacher);

  // The parent, on a phone.
  const parentPage = await logInInNewContext(browser, parent, PHONE);
  await parentPage.goto(`/chatGroup/${groupId}`);
  await expect(parentPage.getByRole('button', { name: 'Attach a picture or a PDF file' })).toBeVisible();
  await attach(parentPage, [
    { name: 'sports-day.png', mimeType: 'image/png', buffer: picturePng([90, 160, 230], [250, 220, 160], [255, 200, 40], 1200, 800) },
    { name: 'Permission form.pdf', mimeType: 'application/pdf', buffer: FORM_PDF },
  ]);
  await snap(parentPage, 'chat-attachments-composer-phone');
  await parentPage.getByRole('button', { name: 'Send' }).click();
  const sent = messageLog(parentPage).getByRole('list', { name: 'Attached files' });
  await expect(sent.getByRole('img', { name: /sports-day\.png/ })).toBeVisible();
  await expect(sent.getByText('Permission form.pdf')).toBeVisible();
  await expect(parentPage.getByRole('list', { name: 'Files for this message' })).toHaveCount(0);
  await snap(parentPage, 'chat-attachments-sent-phone');

  // The teacher, on a laptop: the inbox says what came, the chat shows it.
  const teacherPage = await logInInNewContext(browser, teacher);
  await teacherPage.goto('/chatHub');
  await expect(teacherPage.getByText('📷 Photo')).toBeVisible();
  await teacherPage.goto(`/chatGroup/${groupId}`);
  const received = messageLog(teacherPage).getByRole('list', { name: 'Attached files' });
  const picture = received.getByRole('img', { name: /sports-day\.png/ });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(480);
  await expectNoSeriousAxeViolations(teacherPage);
  await snap(teacherPage, 'chat-attachments-received-desktop');

  // The picture opens whole, the PDF as a PDF.
  const [full] = await Promise.all([teacherPage.waitForEvent('popup'), picture.click()]);
  await full.waitForLoadState();
  expect(full.url()).toMatch(/\/media\/chat\/[0-9a-f-]+\.png\?expires=\d+&signature=/);
  await full.close();
  const pdfLink = received.getByRole('link', { name: /^Permission form\.pdf/ });
  const href = await pdfLink.getAttribute('href');
  expect(href).toMatch(/\/media\/chat\/[0-9a-f-]+\.pdf\?expires=/);
  const pdf = await request.get(href ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const [opened] = await Promise.all([teacherPage.waitForEvent('popup'), pdfLink.click()]);
  await expect.poll(() => opened.url()).toContain('.pdf?expires=');
  await opened.close();
  await expect(received.getByRole('link', { name: 'Download Permission form.pdf' })).toHaveAttribute('download', 'Permission form.pdf');

  // Right to left, in Arabic.
  await callApi(request, 'PUT', 'school/language-update/', parent, { language: 'ar' });
  await parentPage.reload();
  await expect(parentPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(parentPage.getByRole('log').getByRole('img').first()).toBeVisible();
  await snap(parentPage, 'chat-attachments-sent-phone-ar');
});
