import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createParent, createTeacher, registerUser } from '../../test/factories.ts';
import { jpegWithGpsPosition, multipartPayload, pngImage } from '../../test/multipart.ts';
import { mediaAddress, signedMediaPattern } from '../../test/media.ts';
import { createInject } from '../../test/http.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app, '');

describe('GET dj-rest-auth/user/', () => {
  it('answers the user with settings and without a profile yet', async () => {
    const user = await registerUser(testApp.app, { firstName: 'Lena', lastName: 'Park' });
    const response = await inject('GET', 'dj-rest-auth/user/', user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      pk: user.id,
      username: user.email,
      email: user.email,
      first_name: 'Lena',
      last_name: 'Park',
      email_verified: false,
      profile_picture: null,
      teacher: null,
      parent: null,
      settings: {
        id: expect.any(Number),
        message_received_notification: true,
        new_story_notification: true,
        new_announcement_notification: true,
        new_event_notification: true,
        channels: { messages: 'email', stories: 'email', announcements: 'email', events: 'email', calls: 'push' },
        digest_hour: 18,
        hide_read_status: false,
      },
      language: null,
      time_zone: null,
    });
  });
});

describe('PUT school/time-zone-update/', () => {
  it("keeps the zone the user's device reports, and refuses one that is not a zone", async () => {
    const user = await registerUser(testApp.app);
    const unknown = await inject('PUT', 'school/time-zone-update/', user, { time_zone: 'Mars/Olympus' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ time_zone: ['This is not a time zone Homeroom knows, such as Europe/Paris.'] });
    expect((await inject('GET', 'dj-rest-auth/user/', user)).json().time_zone).toBeNull();

    const saved = await inject('PUT', 'school/time-zone-update/', user, { time_zone: 'Asia/Kolkata' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ time_zone: 'Asia/Kolkata' });
    expect((await inject('GET', 'dj-rest-auth/user/', user)).json().time_zone).toBe('Asia/Kolkata');
    expect((await inject('PUT', 'school/time-zone-update/', undefined, { time_zone: 'Europe/Paris' })).statusCode).toBe(401);
  });
});

describe('account type', () => {
  it('makes a teacher', async () => {
    const user = await registerUser(testApp.app);
    const response = await inject('POST', 'school/teacher-create/', user, { school: null });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ school: null });
    const details = (await inject('GET', 'dj-rest-auth/user/', user)).json();
    expect(details.teacher).toEqual({ id: expect.any(Number), school: null, school_role: null, school_classes: [] });
    expect(details.parent).toBeNull();
  });

  it('makes a parent of the caller only', async () => {
    const user = await registerUser(testApp.app);
    const other = await registerUser(testApp.app);
    const forOther = await inject('POST', 'school/parent-create/', user, { user: other.id });
    expect(forOther.statusCode).toBe(400);
    expect(forOther.json()).toEqual({ user: ['You can only create a parent profile for yourself.'] });
    expect((await inject('GET', 'dj-rest-auth/user/', other)).json().parent).toBeNull();

    const response = await inject('POST', 'school/parent-create/', user, { user: user.id });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ user: user.id });
    const details = (await inject('GET', 'dj-rest-auth/user/', user)).json();
    expect(details.parent).toEqual({ id: expect.any(Number), user: user.id, children: [] });
    expect(details.teacher).toBeNull();
  });

  it('refuses a second profile of either kind', async () => {
    const teacher = await createTeacher(testApp.app);
    const parent = await createParent(testApp.app);
    for (const [user, url, payload] of [
      [teacher, 'school/teacher-create/', { school: null }],
      [teacher, 'school/parent-create/', { user: teacher.id }],
      [parent, 'school/teacher-create/', { school: null }],
      [parent, 'school/parent-create/', { user: parent.id }],
    ] as const) {
      const response = await inject('POST', url, user, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ non_field_errors: ['This account already has a teacher or parent profile.'] });
    }
  });

  it('gives one profile when both kinds are asked for at the same moment', async () => {
    const user = await registerUser(testApp.app);
    const answers = await Promise.all([
      inject('POST', 'school/teacher-create/', user, { school: null }),
      inject('POST', 'school/parent-create/', user, { user: user.id }),
      inject('POST', 'school/teacher-create/', user, { school: null }),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    const details = (await inject('GET', 'dj-rest-auth/user/', user)).json();
    expect([details.teacher, details.parent].filter(Boolean)).toHaveLength(1);
  });

  it('refuses a parent profile without a user id', async () => {
    const user = await registerUser(testApp.app);
    const response = await inject('POST', 'school/parent-create/', user, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ user: ['This field is required.'] });
  });

  it('refuses a visitor', async () => {
    expect((await inject('POST', 'school/teacher-create/', undefined, { school: null })).statusCode).toBe(401);
    expect((await inject('POST', 'school/parent-create/', undefined, { user: 1 })).statusCode).toBe(401);
  });
});

describe('PUT school/settings-update/', () => {
  it('saves the switches sent and keeps the others', async () => {
    const user = await createParent(testApp.app);
    const response = await inject('PUT', 'school/settings-update/', user, {
      new_story_notification: false,
      message_received_notification: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message_received_notification: false,
      new_story_notification: false,
      new_announcement_notification: true,
      new_event_notification: true,
    });
    const details = (await inject('GET', 'dj-rest-auth/user/', user)).json();
    expect(details.settings.new_story_notification).toBe(false);
  });

  it('refuses a value that is not a boolean, saving nothing', async () => {
    const user = await createParent(testApp.app);
    const response = await inject('PUT', 'school/settings-update/', user, {
      new_story_notification: false,
      new_event_notification: 'sometimes',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ new_event_notification: ['Must be a valid boolean.'] });
    const details = (await inject('GET', 'dj-rest-auth/user/', user)).json();
    expect(details.settings.new_story_notification).toBe(true);
  });

  it('refuses a visitor', async () => {
    expect((await inject('PUT', 'school/settings-update/', undefined, { new_story_notification: false })).statusCode).toBe(401);
  });
});

describe('PUT school/profile-upload/', () => {
  const upload = (headers: Record<string, string>, payload: FormData, method: 'PUT' | 'POST' = 'PUT') =>
    testApp.app.inject({ method, url: '/api/v1/school/profile-upload/', headers, payload });

  it('stores a re-encoded picture without its GPS position and serves it as an image', async () => {
    const user = await registerUser(testApp.app);
    const photo = await jpegWithGpsPosition(2000, 1500);
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const response = await upload(user.headers, multipartPayload({ field: 'profile_picture', name: 'me.png', type: 'image/png', data: photo }));
    expect(response.statusCode).toBe(200);
    const url: string = response.json().profile_picture;
    expect(url).toMatch(signedMediaPattern('profile-pictures', 'jpg'));

    const served = await testApp.app.inject({ method: 'GET', url: mediaAddress(url) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBe(512);

    const details = (await inject('GET', 'dj-rest-auth/user/', user)).json();
    expect(details.profile_picture).toBe(url);
  });

  it('replaces the previous picture, which is then gone', async () => {
    const user = await registerUser(testApp.app);
    const first = (await upload(user.headers, multipartPayload({ field: 'profile_picture', name: 'a.png', type: 'image/png', data: await pngImage() }))).json().profile_picture;
    const second = await upload(user.headers, multipartPayload({ field: 'profile_picture', name: 'b.png', type: 'image/png', data: await pngImage() }), 'POST');
    expect(second.statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: mediaAddress(first) })).statusCode).toBe(404);
    expect(second.json().profile_picture).toMatch(signedMediaPattern('profile-pictures', 'png'));
  });

  it('refuses a file that is not a picture, whatever its name', async () => {
    const user = await registerUser(testApp.app);
    const response = await upload(user.headers, multipartPayload({ field: 'profile_picture', name: 'me.jpg', type: 'image/jpeg', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>') }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ profile_picture: ['Upload a valid image: JPEG, PNG, WebP or GIF.'] });
    expect((await inject('GET', 'dj-rest-auth/user/', user)).json().profile_picture).toBeNull();
  });

  it('refuses a picture above 10 MB', async () => {
    const user = await registerUser(testApp.app);
    const big = Buffer.concat([await pngImage(), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const response = await upload(user.headers, multipartPayload({ field: 'profile_picture', name: 'big.png', type: 'image/png', data: big }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ profile_picture: ['The file is too large: pictures may be at most 10 MB.'] });
  });

  it('refuses a form without the file', async () => {
    const user = await registerUser(testApp.app);
    const response = await upload(user.headers, multipartPayload(null, { other: 'x' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ profile_picture: ['No file was submitted.'] });
  });

  it('refuses a visitor', async () => {
    const response = await upload({}, multipartPayload({ field: 'profile_picture', name: 'a.png', type: 'image/png', data: await pngImage() }));
    expect(response.statusCode).toBe(401);
  });
});
