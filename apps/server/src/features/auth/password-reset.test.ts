import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { registerUser } from '../../test/factories.ts';
import { findLink, startSmtpInbox } from '../../test/smtp-inbox.ts';

const RESET_LINK = 'http://homeroom.test/resetPassword/confirm/';
const VERIFY_LINK = 'http://homeroom.test/verify-email/';

let testApp: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  testApp = await createTestApp({ smtpUrl: inbox.url });
});
afterAll(async () => {
  await testApp.close();
  await inbox.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url: `/api/v1/dj-rest-auth/${url}`, payload, headers });

/** Splits a reset link `…/resetPassword/confirm/{uid}/{token}` as the web page does. */
function resetLinkParts(link: string) {
  const [uid, token] = new URL(link).pathname.replace('/resetPassword/confirm/', '').split('/');
  return { uid: uid ?? '', token: token ?? '' };
}

describe('password reset by e-mail', () => {
  it('mails a link that sets a new password once, after which the new password logs in', async () => {
    const user = await registerUser(testApp.app, { email: 'forgetful@example.org' });
    const response = await post('password/reset/', { email: 'Forgetful@Example.org' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Password reset e-mail has been sent.' });

    const resetMail = await inbox.waitForMail('forgetful@example.org', RESET_LINK);
    const link = findLink(resetMail, RESET_LINK);
    const { uid, token } = resetLinkParts(link);

    const confirm = await post('password/reset/confirm/', { uid, token, new_password1: 'Lantern-Meadow-19', new_password2: 'Lantern-Meadow-19' });
    expect(confirm.statusCode).toBe(200);

    expect((await post('login/', { email: user.email, password: user.password })).statusCode).toBe(400);
    const login = await post('login/', { email: user.email, password: 'Lantern-Meadow-19' });
    expect(login.statusCode).toBe(200);
    // Every session of the old password is gone.
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/dj-rest-auth/user/', headers: user.headers })).statusCode).toBe(401);

    const again = await post('password/reset/confirm/', { uid, token, new_password1: 'Other-Meadow-20', new_password2: 'Other-Meadow-20' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: ['This password reset link is invalid or has expired.'] });
  });

  it('answers the same for an address without an account, and sends nothing', async () => {
    const before = inbox.received.length;
    const response = await post('password/reset/', { email: 'stranger@example.org' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Password reset e-mail has been sent.' });
    await testApp.app.outbox.flush();
    expect(inbox.received.slice(before).some((mail) => mail.to.includes('stranger@example.org'))).toBe(false);
  });

  it('refuses an expired link', async () => {
    const user = await registerUser(testApp.app, { email: 'late@example.org' });
    await post('password/reset/', { email: user.email });
    const resetMail = await inbox.waitForMail('late@example.org', RESET_LINK);
    const { uid, token } = resetLinkParts(findLink(resetMail, RESET_LINK));
    await testApp.app.database.db.execute(`UPDATE email_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = ${user.id}`);
    const confirm = await post('password/reset/confirm/', { uid, token, new_password1: 'Lantern-Meadow-19', new_password2: 'Lantern-Meadow-19' });
    expect(confirm.statusCode).toBe(400);
    expect((await post('login/', { email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('refuses a wrong token or uid, and weak or differing passwords, changing nothing', async () => {
    const user = await registerUser(testApp.app, { email: 'careful@example.org' });
    await post('password/reset/', { email: user.email });
    const resetMail = await inbox.waitForMail('careful@example.org', RESET_LINK);
    const { uid, token } = resetLinkParts(findLink(resetMail, RESET_LINK));
    const strong = { new_password1: 'Lantern-Meadow-19', new_password2: 'Lantern-Meadow-19' };
    const cases: [object, object][] = [
      [{ uid, token: 'f'.repeat(64), ...strong }, { token: ['This password reset link is invalid or has expired.'] }],
      [{ uid: String(Number(uid) + 1000), token, ...strong }, { token: ['This password reset link is invalid or has expired.'] }],
      [{ uid, token, new_password1: 'Lantern-Meadow-19', new_password2: 'Lantern-Meadow-18' }, { new_password2: ['The two password fields didn’t match.'] }],
      [{ uid, token, new_password1: '12345678', new_password2: '12345678' }, { new_password1: ['This password is too common.', 'This password is entirely numeric.'] }],
      [{}, { new_password1: ['Password is required'], new_password2: ['Password confirmation is required'], uid: ['This field is required.'], token: ['This field is required.'] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await post('password/reset/confirm/', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    // The link still works after the refused attempts.
    expect((await post('password/reset/confirm/', { uid, token, ...strong })).statusCode).toBe(200);
  });

  it('answers the required message', async () => {
    const response = await post('password/reset/', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: ['Email is required'] });
  });
});

describe('e-mail verification', () => {
  it('mails a link at registration that marks the address verified, once', async () => {
    const user = await registerUser(testApp.app, { email: 'newcomer@example.org' });
    const mail = await inbox.waitForMail('newcomer@example.org', VERIFY_LINK);
    const link = findLink(mail, VERIFY_LINK);
    const key = link.split('/verify-email/')[1];
    const verify = await post('registration/verify-email/', { key });
    expect(verify.statusCode).toBe(200);
    const details = await testApp.app.inject({ method: 'GET', url: '/api/v1/dj-rest-auth/user/', headers: user.headers });
    expect(details.json().email_verified).toBe(true);
    const again = await post('registration/verify-email/', { key });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ key: ['This verification link is invalid or has expired.'] });
  });
});

describe('the outbox', () => {
  it('keeps a mail the server refuses and delivers it on a later attempt', async () => {
    inbox.refuseNext(1);
    await registerUser(testApp.app, { email: 'patient@example.org' });
    await testApp.app.outbox.flush();
    expect(inbox.received.some((mail) => mail.to.includes('patient@example.org'))).toBe(false);
    const result = await testApp.app.database.db.execute(`SELECT status, attempts FROM mail_outbox WHERE "to" = 'patient@example.org'`);
    const [row] = (result as unknown as { rows: { status: string; attempts: number }[] }).rows;
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    // Bring the retry forward instead of waiting for it.
    await testApp.app.database.db.execute(`UPDATE mail_outbox SET next_attempt_at = now() WHERE "to" = 'patient@example.org'`);
    await testApp.app.outbox.flush();
    await inbox.waitForMail('patient@example.org');
  });
});
