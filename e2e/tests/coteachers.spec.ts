import { request as playwrightRequest, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import {
  DEMO_PEOPLE,
  DESKTOP,
  PHONE,
  callApi,
  linkChild,
  logIn,
  person,
  registerThroughApi,
  startDemoSchoolServer,
  type DemoSchoolServer,
} from '../fixtures.ts';
import { snap } from '../support.ts';

/*
 * Co-teaching needs two approved teachers of one school, and approving a teacher is a leader's
 * act that this journey is not about: it runs on a Homeroom of its own filled by `npm run demo`,
 * where Olivia leads Maple Grove Primary and Daniel teaches there. She invites him to co-teach
 * Year 4 Owls, which he does not teach yet.
 */
const DEMO_PORT = Number(process.env.E2E_PORT ?? 8765) + 1;
let demo: DemoSchoolServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  demo = await startDemoSchoolServer(DEMO_PORT);
});
test.afterAll(async () => {
  await demo.stop();
});

async function pageAt(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  return (await browser.newContext({ ...options, baseURL: demo.baseURL })).newPage();
}

function classTab(page: Page, name: string) {
  return page.getByRole('tablist', { name: 'Class sections' }).getByRole('tab', { name });
}

test('the owner invites a colleague, who accepts from the profile and posts a story; a parent sees it and both teachers', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const api = await playwrightRequest.newContext({ baseURL: demo.baseURL });
  const olivia = await callApi<{ key: string }>(api, 'POST', 'dj-rest-auth/login/', null, DEMO_PEOPLE.olivia);
  const oliviaDetails = await callApi<{ teacher: { school_classes: { id: number; name: string }[] } }>(
    api,
    'GET',
    'dj-rest-auth/user/',
    olivia,
  );
  const owls = oliviaDetails.teacher.school_classes.find((schoolClass) => schoolClass.name === 'Year 4 Owls');
  if (!owls) throw new Error('the demo has no Year 4 Owls');

  // Olivia, who owns the class, invites Daniel from its Classroom tab.
  const oliviaPage = await pageAt(browser, DESKTOP);
  await logIn(oliviaPage, DEMO_PEOPLE.olivia);
  await oliviaPage.goto(`/class/${owls.id}?tab=classroom`);
  const teachers = oliviaPage.getByRole('list', { name: 'Teachers of the class' });
  await expect(teachers.getByRole('listitem')).toHaveCount(1);
  await expect(oliviaPage.getByText(/You teach this class alone/)).toBeVisible();
  const form = oliviaPage.getByRole('form', { name: 'Invite a co-teacher' });
  await form.getByLabel('Their e-mail address').fill('sam.carter@homeroom.demo');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByText('No approved teacher of your school has this e-mail address.')).toBeVisible();
  await form.getByLabel('Their e-mail address').fill(DEMO_PEOPLE.daniel.email);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByText('Invitation sent. They accept or decline it on their profile.')).toBeVisible();
  await expectNoSeriousAxeViolations(oliviaPage);
  await snap(oliviaPage, 'coteachers-owner-invites-desktop');

  // Daniel, on his phone, accepts on his profile's Classes tab and opens the class.
  const danielPage = await pageAt(browser, PHONE);
  await logIn(danielPage, DEMO_PEOPLE.daniel);
  await danielPage.goto('/profile?tab=classes');
  const invitation = danielPage.getByRole('listitem').filter({ hasText: 'invites you to co-teach Year 4 Owls' });
  await expect(invitation).toContainText('Olivia Bennett');
  await expectNoSeriousAxeViolations(danielPage);
  await snap(danielPage, 'coteachers-invitation-phone');
  await invitation.getByRole('button', { name: 'Accept the invitation to co-teach Year 4 Owls' }).click();
  await expect(danielPage.getByText('You now teach this class. Year 4 Owls is in your classes.')).toBeVisible();
  await expect(danielPage.getByText('No invitations to co-teach.')).toBeVisible();
  await snap(danielPage, 'coteachers-accepted-phone');
  await danielPage.getByRole('link', { name: 'Year 4 Owls', exact: true }).click();
  await expect(danielPage.getByRole('heading', { level: 1, name: 'Year 4 Owls' })).toBeVisible();

  // He teaches it: the teacher's tabs, and a story he posts.
  await expect(classTab(danielPage, 'Classroom')).toBeVisible();
  await classTab(danielPage, 'Stories').click();
  await danielPage.getByRole('button', { name: 'New story' }).click();
  const storyForm = danielPage.getByRole('form', { name: 'New story' });
  await storyForm.getByLabel('Title').fill('Owl pellets under the microscope');
  await storyForm.getByLabel('Content').fill('We looked for tiny bones and drew what we found.');
  await storyForm.getByRole('button', { name: 'Publish story' }).click();
  await expect(danielPage.getByText('Story created successfully.')).toBeVisible();
  await classTab(danielPage, 'Classroom').click();
  const danielTeachers = danielPage.getByRole('list', { name: 'Teachers of the class' });
  await expect(danielTeachers.getByRole('listitem')).toHaveText([/Olivia Bennett.*Owner/, /Daniel Okafor \(you\).*Co-teacher/]);
  await expect(danielPage.getByRole('button', { name: 'Leave this class' })).toBeVisible();
  await expect(danielPage.getByRole('form', { name: 'Invite a co-teacher' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(danielPage);
  await snap(danielPage, 'coteachers-coteacher-classroom-phone');

  // Olivia sees her co-teacher, with Remove asking first.
  await oliviaPage.reload();
  await expect(teachers.getByRole('listitem')).toHaveCount(2);
  await oliviaPage.getByRole('button', { name: 'Remove Daniel Okafor' }).click();
  const confirm = oliviaPage.getByRole('dialog', { name: 'Remove Daniel Okafor?' });
  await expect(confirm).toContainText('They no longer see the class or its families.');
  await snap(oliviaPage, 'coteachers-owner-remove-confirm-desktop');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(teachers.getByRole('listitem')).toHaveCount(2);
  await snap(oliviaPage, 'coteachers-owner-teachers-desktop');

  // A parent of the class sees Daniel's story and both teachers.
  const owlsPage = await callApi<{ students: { id: number; name: string; invite_code: { code: string } | null }[] }>(
    api,
    'GET',
    `school/class/${owls.id}/`,
    olivia,
  );
  const isla = owlsPage.students.find((student) => student.name === 'Isla Murphy');
  const parent = await registerThroughApi(api, person('owls-parent', 'Nora', 'Murphy'), 'Parent');
  await linkChild(api, parent, isla?.invite_code?.code ?? '');
  for (const [width, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    const parentPage = await pageAt(browser, options);
    await logIn(parentPage, parent);
    await parentPage.goto(`/class/${owls.id}`);
    await expect(parentPage.getByRole('heading', { level: 1, name: 'Year 4 Owls' })).toBeVisible();
    await expect(parentPage.getByText('Olivia Bennett, Daniel Okafor')).toBeVisible();
    await expect(parentPage.getByRole('article', { name: 'Owl pellets under the microscope' })).toBeVisible();
    await expect(classTab(parentPage, 'Classroom')).toHaveCount(0);
    await expectNoSeriousAxeViolations(parentPage);
    await snap(parentPage, `coteachers-parent-class-${width}`);
    await parentPage.context().close();
  }
  await api.dispose();
});
