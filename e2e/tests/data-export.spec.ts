import { mkdir, readFile } from 'node:fs/promises';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../test.ts';
import yauzl from 'yauzl';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import {
  DESKTOP,
  PHONE,
  callApi,
  createClassWithStudents,
  linkChild,
  logInInNewContext,
  person,
  picturePng,
  registerThroughApi,
  type ApiUser,
} from '../fixtures.ts';

const SHOTS = '/tmp/export';

/** Every entry of a zip file by its path. */
function readZip(file: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(file, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** Mia with a photo and a picture handed in, and Leo in the same class with his own. */
async function classWithWork(request: APIRequestContext, teacher: ApiUser, parent: ApiUser) {
  const { inviteCodes } = await createClassWithStudents(request, teacher, 'Year 2 Wrens', ['Mia Carter', 'Leo Park']);
  await linkChild(request, parent, inviteCodes[0] ?? '');
  const details = await callApi<{ parent: { children: { id: number; school_class: { id: number } }[] } }>(request, 'GET', 'dj-rest-auth/user/', parent);
  const mia = details.parent.children[0]!;
  const portfolio = await callApi<{ school_class: { id: number } }>(request, 'GET', `school/student-portfolio-list/${mia.id}/`, teacher);
  const photo = await request.put(`/api/v1/school/student-image-upload/${mia.id}/`, {
    headers: { Authorization: `Token ${teacher.key}` },
    multipart: { image: { name: 'mia.png', mimeType: 'image/png', buffer: picturePng([40, 120, 200], [250, 220, 120], [255, 250, 200]) } },
  });
  expect(photo.status()).toBe(200);
  const assignment = await callApi<{ id: number; code: string }>(request, 'POST', 'school/assignment-create/', teacher, {
    title: 'Draw a frog',
    description: 'Any frog.',
    maximum_score: 10,
    response_format: 'Image',
    school_class: portfolio.school_class.id,
  });
  const [assignee] = await callApi<{ id: number }[]>(request, 'POST', `school/assignee-create/${assignment.id}/`, teacher, [
    { assignment: assignment.id, student: mia.id },
  ]);
  const handIn = await request.post('/api/v1/school/assignment-response-create/', {
    multipart: {
      assignee: String(assignee?.id),
      code: assignment.code,
      image: { name: 'frog.png', mimeType: 'image/png', buffer: picturePng([30, 160, 60], [200, 240, 200], [250, 250, 120]) },
    },
  });
  expect(handIn.status()).toBe(201);
  await callApi(request, 'PUT', `school/assignee-score-update/${assignee?.id}/`, teacher, { score: 9, feedback: 'A splendid frog.' });
  return { miaId: mia.id };
}

test('a guardian downloads everything about their child and the zip opens with the photo and the hand-in', async ({ browser, request }) => {
  test.setTimeout(180_000);
  await mkdir(SHOTS, { recursive: true });
  const teacher = await registerThroughApi(request, person('teacher', 'Olivia', 'Bennett'), 'Teacher');
  const parent = await registerThroughApi(request, person('parent', 'Samuel', 'Carter'), 'Parent');
  const { miaId } = await classWithWork(request, teacher, parent);

  const page = await logInInNewContext(browser, parent, DESKTOP);
  await page.goto(`/studentProfile/${miaId}`);
  const button = page.getByRole('button', { name: 'Download everything about Mia Carter' });
  await expect(button).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/portfolio-desktop.png`, fullPage: true });

  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^homeroom-mia-carter-\d{4}-\d\d-\d\d\.zip$/);
  const entries = await readZip(await readFile((await download.path())!));
  const [student] = JSON.parse(entries.get('data/students.json')!.toString('utf8')) as { image: string }[];
  const [work] = JSON.parse(entries.get('data/assignment_responses.json')!.toString('utf8')) as { image: string }[];
  // The photo and the hand-in are there, as pictures.
  for (const key of [student!.image, work!.image]) {
    const file = entries.get(`media/${key}`);
    expect(file, key).toBeDefined();
    expect(file!.length).toBeGreaterThan(100);
  }
  const summary = entries.get('index.html')!.toString('utf8');
  expect(summary).toContain('Everything Homeroom holds about Mia Carter');
  expect(summary).toContain('A splendid frog.');
  expect(summary).not.toContain('Leo Park');

  // The summary opens in the browser with its pictures.
  const summaryPage = await page.context().newPage();
  await summaryPage.setContent(summary.replaceAll('src="media/', 'data-src="media/'));
  await expect(summaryPage.getByRole('heading', { name: 'Everything Homeroom holds about Mia Carter' })).toBeVisible();

  // The profile's Your data tab, on a phone.
  const phone = await logInInNewContext(browser, parent, PHONE);
  await phone.goto('/profile?tab=your-data');
  await expect(phone.getByRole('button', { name: 'Download my data' })).toBeVisible();
  await phone.screenshot({ path: `${SHOTS}/profile-phone.png`, fullPage: true });
  await phone.goto(`/studentProfile/${miaId}`);
  await expect(phone.getByRole('button', { name: 'Download everything about Mia Carter' })).toBeVisible();
  await phone.screenshot({ path: `${SHOTS}/portfolio-phone.png`, fullPage: true });

  // In Arabic, right to left.
  await callApi(request, 'PUT', 'school/language-update/', parent, { language: 'ar' });
  const arabic = await logInInNewContext(browser, parent, PHONE);
  await arabic.goto(`/studentProfile/${miaId}`);
  await expect(arabic.getByRole('button', { name: 'تنزيل كل شيء عن Mia Carter' })).toBeVisible();
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await arabic.screenshot({ path: `${SHOTS}/portfolio-phone-ar.png`, fullPage: true });
});
