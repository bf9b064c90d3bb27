import { type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import {
  DESKTOP,
  PHONE,
  callApi,
  createClassWithStudents,
  createSchoolThroughApi,
  linkChild,
  logInInNewContext,
  person,
  registerThroughApi,
} from '../fixtures.ts';

const SHOTS = '/tmp/retention';

async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, animations: 'disabled' });
}

test("a guardian sees a school leader's look at the portfolio in the access list", async ({ browser, request }) => {
  test.setTimeout(180_000);
  // A school whose leader does not teach the class; an approved teacher runs it; Mia's parent is linked.
  const leader = await registerThroughApi(request, person('leader', 'Elena', 'Ortiz'), 'Teacher');
  const school = await createSchoolThroughApi(request, leader, 'Maple Primary');
  const teacher = await registerThroughApi(request, person('teacher', 'Olivia', 'Bennett'), 'Teacher');
  await callApi(request, 'PUT', 'school/teacher-school-update/', teacher, { school: school.id });
  const approval = await request.post(`/api/v1/school/school-teacher-approve/${teacher.id}/`, {
    headers: { Authorization: `Token ${leader.key}` },
  });
  expect(approval.ok(), await approval.text()).toBe(true);
  const { inviteCodes } = await createClassWithStudents(request, teacher, 'Year 2 Wrens', ['Mia']);
  const parent = await registerThroughApi(request, person('parent', 'Sam', 'Carter'), 'Parent');
  await linkChild(request, parent, inviteCodes[0] ?? '');
  const details = await callApi<{ parent: { children: { id: number }[] } }>(request, 'GET', 'dj-rest-auth/user/', parent);
  const miaId = details.parent.children[0]?.id;
  expect(miaId).toBeDefined();

  // Before anyone else looks, the guardian reads that nobody has.
  const parentPage = await logInInNewContext(browser, parent, DESKTOP);
  await parentPage.goto(`/studentProfile/${miaId}`);
  await expect(parentPage.getByText("Nobody else has opened Mia's record.")).toBeVisible();

  // The leader opens Mia's portfolio, read only.
  const leaderPage = await logInInNewContext(browser, leader, DESKTOP);
  await leaderPage.goto(`/studentProfile/${miaId}`);
  await expect(leaderPage.getByRole('heading', { level: 1, name: 'Mia' })).toBeVisible();
  await expect(leaderPage.getByText('Who else looked')).toHaveCount(0);

  // The guardian now sees who, what and when.
  await parentPage.reload();
  const log = parentPage.getByTestId('child-access-log');
  await expect(log.getByRole('listitem')).toHaveCount(1);
  await expect(log).toContainText(/Elena Ortiz \(school leader\) opened the portfolio on /);
  await expectNoSeriousAxeViolations(parentPage);
  await shoot(parentPage, 'access-log-desktop');

  const parentPhone = await logInInNewContext(browser, parent, PHONE);
  await parentPhone.goto(`/studentProfile/${miaId}`);
  await expect(parentPhone.getByTestId('child-access-log')).toContainText('Elena Ortiz');
  const overflow = await parentPhone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shoot(parentPhone, 'access-log-phone');

  // The teacher's and the guardian's own looks are not in it.
  const teacherPage = await logInInNewContext(browser, teacher, DESKTOP);
  await teacherPage.goto(`/studentProfile/${miaId}`);
  await expect(teacherPage.getByRole('heading', { level: 1, name: 'Mia' })).toBeVisible();
  await parentPage.reload();
  await expect(parentPage.getByTestId('child-access-log').getByRole('listitem')).toHaveCount(1);
});

for (const [width, options] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`the privacy page opens from the footer and states the retention settings (${width})`, async ({ browser }) => {
    const page = await (await browser.newContext(options)).newPage();
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How Homeroom looks after your data');
    const policy = page.getByTestId('retention-policy');
    await expect(policy).toContainText('kept for 365 days');
    await expect(policy).toContainText('Chat messages are kept as long as their chat.');
    await expect(policy).toContainText('Notifications are deleted 90 days after their last change.');
    await expectNoSeriousAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(page, `privacy-${width}`);

    // Registration links to it too.
    await page.goto('/register');
    await page.getByRole('main').getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
  });
}

test('the privacy page reads right to left in Arabic on a phone', async ({ browser }) => {
  const page = await (await browser.newContext({ ...PHONE, locale: 'ar-EG' })).newPage();
  await page.goto('/privacy');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('كيف يحافظ Homeroom على بياناتك');
  await expect(page.getByTestId('retention-policy')).toContainText('365 يومًا');
  await expectNoSeriousAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shoot(page, 'privacy-arabic-phone');
});
