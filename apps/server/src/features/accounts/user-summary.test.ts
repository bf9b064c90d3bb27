import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createDirectChat, type TestUser } from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';
import { mediaAddress, signedMediaPattern } from '../../test/media.ts';
import { multipartPayload, pngImage } from '../../test/multipart.ts';
import { chatMessages } from '../chat/chat.table.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);

/** Uploads a profile picture for the user and answers its signed address. */
async function uploadPicture(user: TestUser): Promise<string> {
  const response = await testApp.app.inject({
    method: 'PUT',
    url: '/api/v1/school/profile-upload/',
    headers: user.headers,
    payload: multipartPayload({ field: 'profile_picture', name: 'me.png', type: 'image/png', data: await pngImage() }),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ profile_picture: string }>().profile_picture;
}

/** The same file, whatever the signature's step: the path before the query. */
const fileOf = (url: string) => new URL(url).pathname;

describe('user summaries', () => {
  it('name each person with the signed address of their picture, or null without one', async () => {
    const { teacher, parent, otherParent, schoolClass, groupId } = await createDirectChat(testApp.app);
    const teacherPicture = await uploadPicture(teacher);
    await testApp.app.database.db.insert(chatMessages).values({ groupId, senderId: teacher.id, content: 'Hello Sam!' });

    const group = (await inject('GET', `chat-group-get/${groupId}/`, parent)).json();
    const sender = group.chat_messages[0].sender.user;
    expect(sender).toEqual({ id: teacher.id, first_name: 'Olivia', last_name: 'Bennett', profile_picture: expect.stringMatching(signedMediaPattern('profile-pictures', 'png')) });
    expect(fileOf(sender.profile_picture)).toBe(fileOf(teacherPicture));
    const served = await testApp.app.inject({ method: 'GET', url: mediaAddress(sender.profile_picture) });
    expect(served.statusCode).toBe(200);

    const members = (await inject('GET', `chat-group-members-list/${groupId}/`, parent)).json() as { user: { id: number; profile_picture: string | null } }[];
    const pictureOf = (userId: number) => members.find((member) => member.user.id === userId)?.user.profile_picture;
    expect(fileOf(pictureOf(teacher.id) ?? 'http://x/none')).toBe(fileOf(teacherPicture));
    expect(pictureOf(parent.id)).toBeNull();

    // The parent helps at an event: the teacher sees the helper's picture on the class page.
    const parentPicture = await uploadPicture(parent);
    const event = await inject('POST', 'event-create/', teacher, { name: 'Trip', date: '2099-05-01', description: 'Zoo', school_class: schoolClass.id, helpers_required: 2 });
    expect(event.statusCode).toBe(201);
    expect((await inject('POST', 'helper-create/', parent, { event: event.json().id })).statusCode).toBe(201);
    const page = (await inject('GET', `class/${schoolClass.id}/`, teacher)).json();
    const helper = page.events[0].helpers[0].parent.user;
    expect(helper).toMatchObject({ id: parent.id, first_name: 'Sam', last_name: 'Carter' });
    expect(fileOf(helper.profile_picture)).toBe(fileOf(parentPicture));
    expect(fileOf(page.teacher.user.profile_picture)).toBe(fileOf(teacherPicture));

    // A parent of another class is not shown the group, its members or their pictures.
    expect((await inject('GET', `chat-group-get/${groupId}/`, otherParent)).statusCode).toBe(403);
    expect((await inject('GET', `chat-group-members-list/${groupId}/`, otherParent)).statusCode).toBe(403);
  });
});
