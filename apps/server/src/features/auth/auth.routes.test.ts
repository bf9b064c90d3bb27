import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { registerUser } from '../../test/factories.ts';
import { eq } from 'drizzle-orm';
import { authTokens } from './auth.table.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url: `/api/v1/dj-rest-auth/${url}`, payload: payload as object, headers });

describe('registration', () => {
  it('creates an account and answers its token', async () => {
    const response = await post('registration/', {
      email: 'Ada.Lovelace@Example.org',
      first_name: 'Ada',
      last_name: 'Lovelace',
      password1: 'Analytical-Engine-1843',
      password2: 'Analytical-Engine-1843',
    });
    expect(response.statusCode).toBe(201);
    const { key } = response.json();
    expect(key).toMatch(/^[A-Za-z0-9]{40,}$/);
    const user = await testApp.app.inject({ method: 'GET', url: '/api/v1/dj-rest-auth/user/', headers: { authorization: `Token ${key}` } });
    expect(user.json()).toMatchObject({ email: 'ada.lovelace@example.org', first_name: 'Ada', last_name: 'Lovelace', email_verified: false });
  });

  it('answers the messages of each missing field', async () => {
    const response = await post('registration/', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      email: ['Email is required'],
      first_name: ['First name is required'],
      password1: ['Password is required'],
      password2: ['Password confirmation is required'],
    });
  });

  it('refuses a malformed e-mail', async () => {
    const response = await post('registration/', { email: 'not-an-address', first_name: 'A', password1: 'Plum-Orchard-42', password2: 'Plum-Orchard-42' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: ['Enter a valid email address.'] });
  });

  it('refuses passwords that differ', async () => {
    const response = await post('registration/', { email: 'a@example.org', first_name: 'A', password1: 'Plum-Orchard-42', password2: 'Plum-Orchard-43' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ password2: ['The two password fields didn’t match.'] });
  });

  it.each([
    ['short1!', 'This password is too short. It must contain at least 8 characters.'],
    ['31415926535', 'This password is entirely numeric.'],
    ['password123', 'This password is too common.'],
    ['grace.hopper1', 'The password is too similar to the email address.'],
  ])('refuses the weak password %s', async (password, message) => {
    const response = await post('registration/', { email: 'grace.hopper@example.org', first_name: 'Grace', password1: password, password2: password });
    expect(response.statusCode).toBe(400);
    expect(response.json().password1).toContain(message);
  });

  it('refuses an e-mail that is already registered, whatever its case', async () => {
    await registerUser(testApp.app, { email: 'taken@example.org' });
    const response = await post('registration/', { email: 'TAKEN@example.org', first_name: 'B', password1: 'Plum-Orchard-42', password2: 'Plum-Orchard-42' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: ['A user is already registered with this e-mail address.'] });
  });
});

describe('login', () => {
  it('answers a new token for the right password', async () => {
    const user = await registerUser(testApp.app);
    const response = await post('login/', { email: `  ${user.email.toUpperCase()} `, password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.json().key).toMatch(/^[a-f0-9]{64}$/);
    expect(response.json().key).not.toBe(user.key);
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const user = await registerUser(testApp.app);
    for (const payload of [
      { email: user.email, password: 'Wrong-Password-1' },
      { email: 'nobody@example.org', password: user.password },
    ]) {
      const response = await post('login/', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
    }
  });

  it('answers the required messages', async () => {
    const response = await post('login/', { email: '  ', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: ['Email is required'], password: ['Password is required'] });
  });
});

describe('tokens', () => {
  it('refuses a missing, malformed or unknown token with 401', async () => {
    for (const authorization of [undefined, 'Token null', 'Token abc', `Token ${'a'.repeat(64)}`]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/v1/dj-rest-auth/user/',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toHaveProperty('detail');
    }
  });

  it('revokes the token at logout, and only that one', async () => {
    const user = await registerUser(testApp.app);
    const other = (await post('login/', { email: user.email, password: user.password })).json().key;
    const logout = await post('logout/', {}, user.headers);
    expect(logout.statusCode).toBe(200);
    const revoked = await testApp.app.inject({ method: 'GET', url: '/api/v1/dj-rest-auth/user/', headers: user.headers });
    expect(revoked.statusCode).toBe(401);
    const kept = await testApp.app.inject({ method: 'GET', url: '/api/v1/dj-rest-auth/user/', headers: { authorization: `Token ${other}` } });
    expect(kept.statusCode).toBe(200);
  });

  it('refuses logout without a token', async () => {
    expect((await post('logout/', {})).statusCode).toBe(401);
  });
});

describe('password change', () => {
  it('sets the new password and signs out the other devices', async () => {
    const user = await registerUser(testApp.app);
    const otherDevice = (await post('login/', { email: user.email, password: user.password })).json().key;
    const response = await post('password/change/', { new_password1: 'Quiet-Harbour-77', new_password2: 'Quiet-Harbour-77' }, user.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'New password has been saved.' });
    expect((await post('login/', { email: user.email, password: user.password })).statusCode).toBe(400);
    expect((await post('login/', { email: user.email, password: 'Quiet-Harbour-77' })).statusCode).toBe(200);
    const stillIn = await testApp.app.inject({ method: 'GET', url: '/api/v1/dj-rest-auth/user/', headers: user.headers });
    expect(stillIn.statusCode).toBe(200);
    const signedOut = await testApp.app.inject({ method: 'GET', url: '/api/v1/dj-rest-auth/user/', headers: { authorization: `Token ${otherDevice}` } });
    expect(signedOut.statusCode).toBe(401);
  });

  it('refuses passwords that differ, are missing or are weak, and keeps the old one', async () => {
    const user = await registerUser(testApp.app, { firstName: 'Marguerite' });
    const cases: [object, object][] = [
      [{ new_password1: 'Quiet-Harbour-77', new_password2: 'Quiet-Harbour-78' }, { new_password2: ['The two password fields didn’t match.'] }],
      [{}, { new_password1: ['Password is required'], new_password2: ['Password confirmation is required'] }],
      [{ new_password1: 'Marguerite1', new_password2: 'Marguerite1' }, { new_password1: ['The password is too similar to the first name.'] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await post('password/change/', payload, user.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    expect((await post('login/', { email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('checks the current password when it is sent, and changes nothing when it is wrong', async () => {
    const user = await registerUser(testApp.app);
    const wrong = await post('password/change/', { old_password: 'not-my-password', new_password1: 'Quiet-Harbour-77', new_password2: 'Quiet-Harbour-77' }, user.headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ old_password: ['Your old password was entered incorrectly. Please enter it again.'] });
    expect((await post('login/', { email: user.email, password: user.password })).statusCode).toBe(200);
    const right = await post('password/change/', { old_password: user.password, new_password1: 'Quiet-Harbour-77', new_password2: 'Quiet-Harbour-77' }, user.headers);
    expect(right.statusCode).toBe(200);
    expect((await post('login/', { email: user.email, password: 'Quiet-Harbour-77' })).statusCode).toBe(200);
  });

  it('asks a session signed in more than a few minutes ago for the current password', async () => {
    const user = await registerUser(testApp.app);
    const tenMinutesAgo = new Date(Date.now() - 10 * 60 * 1000);
    await testApp.app.database.db.update(authTokens).set({ createdAt: tenMinutesAgo }).where(eq(authTokens.userId, user.id));
    const withoutIt = await post('password/change/', { new_password1: 'Quiet-Harbour-77', new_password2: 'Quiet-Harbour-77' }, user.headers);
    expect(withoutIt.statusCode).toBe(400);
    expect(withoutIt.json()).toEqual({ old_password: ['Enter your current password to change it.'] });
    expect((await post('login/', { email: user.email, password: user.password })).statusCode).toBe(200);
    const withIt = await post('password/change/', { old_password: user.password, new_password1: 'Quiet-Harbour-77', new_password2: 'Quiet-Harbour-77' }, user.headers);
    expect(withIt.statusCode).toBe(200);
  });

  it('refuses a request without a token before looking at the body', async () => {
    const response = await post('password/change/', {});
    expect(response.statusCode).toBe(401);
  });
});

describe('every signed-in call', () => {
  const calls = [
    ['GET', 'dj-rest-auth/user/'],
    ['POST', 'dj-rest-auth/logout/'],
    ['POST', 'dj-rest-auth/password/change/'],
    ['PUT', 'school/settings-update/'],
    ['PUT', 'school/profile-upload/'],
    ['POST', 'school/teacher-create/'],
    ['POST', 'school/parent-create/'],
  ] as const;

  it.each(calls)('%s %s refuses a missing or unknown token with 401', async (method, url) => {
    for (const headers of [{}, { authorization: `Token ${'0'.repeat(64)}` }]) {
      const response = await testApp.app.inject({ method, url: `/api/v1/${url}`, headers, payload: {} });
      expect(response.statusCode).toBe(401);
    }
  });
});
