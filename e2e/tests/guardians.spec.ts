import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import { DESKTOP, PHONE, callApi, logInInNewContext, person, setUpLinkedClassroom } from '../fixtures.ts';
import { findMailedLink, snap } from '../support.ts';

function messageLog(page: Page): Locator {
  return page.getByRole('log', { name: 'Messages' });
}

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(messageLog(page).locator('li > p').filter({ hasText: text }).last()).toBeVisible();
}

for (const [width, options] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`two guardians of one child both follow the class and chat with the teacher (${width})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(360_000);
    const { teacher, parent, classId } = await setUpLinkedClassroom(request, {
      teacher: person('teacher', 'Olivia', 'Bennett'),
      parent: person('parent', 'Samuel', 'Carter'),
      className: 'Year 2 Wrens',
      studentName: 'Leo Carter',
    });
    const details = await callApi<{ parent: { children: { id: number }[] } }>(
      request,
      'GET',
      'dj-rest-auth/user/',
      parent,
    );
    const leoId = details.parent.children[0]?.id ?? 0;

    // The first parent invites a second guardian from Leo's portfolio.
    const samuelPage = await logInInNewContext(browser, parent, options);
    await samuelPage.goto(`/studentProfile/${leoId}`);
    const form = samuelPage.getByRole('form', { name: 'Invite another guardian' });
    const grace = person('grace', 'Grace', 'Carter');
    const invitedAddress = grace.email.replace('@', '.invited@');
    await form.getByLabel('Their e-mail address').fill(invitedAddress);
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(form.getByText('Invitation sent. The link works once, within 7 days.')).toBeVisible();
    await expectNoSeriousAxeViolations(samuelPage);
    await snap(samuelPage, `guardians-invite-${width}`);

    // The invitation arrives by e-mail; Grace signs up through the link with another address.
    const link = await findMailedLink(
      invitedAddress,
      `${new URL(samuelPage.url()).origin}/guardian-invitation/`,
    );
    const gracePage = await (await browser.newContext(options)).newPage();
    await gracePage.goto(link);
    await expect(gracePage.getByRole('heading', { name: 'You are invited to follow a child' })).toBeVisible();
    await expectNoSeriousAxeViolations(gracePage);
    await snap(gracePage, `guardians-invitation-${width}`);
    await gracePage.getByRole('link', { name: 'Sign up' }).click();
    await gracePage.getByLabel('E-mail').fill(grace.email);
    await gracePage.getByLabel('First name').fill(grace.firstName);
    await gracePage.getByLabel('Last name (optional)').fill(grace.lastName);
    await gracePage.getByLabel('Password', { exact: true }).fill(grace.password);
    await gracePage.getByLabel('Password confirmation').fill(grace.password);
    await gracePage.getByRole('button', { name: 'REGISTER' }).click();

    // Accepted after registration: Leo's portfolio opens, naming both guardians.
    await expect(gracePage).toHaveURL(new RegExp(`/studentProfile/${leoId}$`));
    await expect(gracePage.getByRole('heading', { level: 1, name: 'Leo Carter' })).toBeVisible();
    await expect(gracePage.getByText('Samuel Carter')).toBeVisible();
    await expect(gracePage.getByText('Grace Carter')).toBeVisible();
    await snap(gracePage, `guardians-portfolio-${width}`);

    // Both follow the class.
    for (const page of [gracePage, samuelPage]) {
      await page.goto(`/class/${classId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Year 2 Wrens' })).toBeVisible();
    }

    // The teacher sees both guardians in the contacts, and in Leo's details.
    const teacherPage = await logInInNewContext(browser, teacher, options);
    // On a phone the chats come first; the contacts are on their tab.
    const openContacts = async () => {
      await teacherPage.goto('/chatHub');
      if (width === 'phone') await teacherPage.getByRole('tab', { name: 'Contacts' }).click();
      await teacherPage.getByRole('button', { name: 'Year 2 Wrens' }).click();
    };
    await openContacts();
    const parents = teacherPage.getByRole('list', { name: 'Parents of Year 2 Wrens' });
    await expect(parents.getByText('Samuel Carter')).toBeVisible();
    await expect(parents.getByText('Grace Carter')).toBeVisible();
    await snap(teacherPage, `guardians-teacher-contacts-${width}`);

    // Each guardian chats with the teacher.
    for (const [guardianPage, name] of [
      [gracePage, 'Grace Carter'],
      [samuelPage, 'Samuel Carter'],
    ] as const) {
      await openContacts();
      await parents.getByRole('button', { name: `Message ${name}` }).click();
      await expect(teacherPage).toHaveURL(/\/chatGroup\/\d+$/);
      const chatPath = new URL(teacherPage.url()).pathname;
      await send(teacherPage, `Hello ${name}, Leo read beautifully today.`);
      await guardianPage.goto(chatPath);
      await expect(
        messageLog(guardianPage).getByText(`Hello ${name}, Leo read beautifully today.`),
      ).toBeVisible();
      await send(guardianPage, 'Thank you!');
      await expect(messageLog(teacherPage).getByText('Thank you!')).toBeVisible();
    }

    // The teacher's student details list both guardians, with Unlink and a new code.
    await teacherPage.goto(`/class/${classId}`);
    await teacherPage.getByRole('tab', { name: 'Classroom' }).click();
    await teacherPage.getByRole('button', { name: 'Leo Carter', exact: true }).click();
    const leo = teacherPage.getByRole('dialog', { name: 'Leo Carter' });
    const guardians = leo.getByRole('list', { name: 'Guardians of Leo Carter' });
    await expect(guardians.getByText('Grace Carter')).toBeVisible();
    await expect(leo.getByRole('button', { name: 'New invite code' })).toBeVisible();
    await snap(teacherPage, `guardians-teacher-details-${width}`);
    await guardians.getByRole('button', { name: 'Unlink Grace Carter' }).click();
    await expect(teacherPage.getByRole('dialog', { name: 'Unlink Grace Carter?' })).toBeVisible();
    await expectNoSeriousAxeViolations(teacherPage);
    await snap(teacherPage, `guardians-unlink-confirm-${width}`);
  });
}
