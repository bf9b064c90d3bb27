import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClassroom, type TestUser } from '../../test/factories.ts';
import { jpegWithGpsPosition, multipartPayload, pngImage } from '../../test/multipart.ts';
import { mediaAddress, signedMediaPattern } from '../../test/media.ts';
import { createInject } from '../../test/http.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);
const storiesOf = async (classId: number, user: TestUser) => (await inject('GET', `class/${classId}/`, user)).json().stories;
const addImage = (user: TestUser | undefined, storyId: number | string, data: Buffer, type = 'image/jpeg') =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/v1/school/story-media-create/',
    headers: user?.headers ?? {},
    payload: multipartPayload({ field: 'image', name: 'photo.jpg', type, data }, { story: String(storyId) }),
  });

async function publishStory(teacher: TestUser, classId: number) {
  const response = await inject('POST', 'story-create/', teacher, { title: 'Museum trip', content: 'We saw dinosaurs.', school_class: classId });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('stories', () => {
  it('are published by the teacher with several pictures, at display and full size, without GPS', async () => {
    const { teacher, parent, schoolClass } = await createClassroom(testApp.app);
    const story = await publishStory(teacher, schoolClass.id);
    expect(story).toEqual({ id: expect.any(Number), title: 'Museum trip', content: 'We saw dinosaurs.', date: expect.any(String), school_class: schoolClass.id, story_images: [], comments_enabled: true });

    const first = await addImage(teacher, story.id, await jpegWithGpsPosition(4000, 3000));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ id: expect.any(Number), story: story.id, image: expect.stringMatching(signedMediaPattern('stories', 'jpg')), full_image: expect.stringMatching(signedMediaPattern('stories', 'jpg')) });
    const second = await addImage(teacher, story.id, await pngImage(), 'image/png');
    expect(second.statusCode).toBe(201);

    const display = await testApp.app.inject({ method: 'GET', url: mediaAddress(first.json().image) });
    const full = await testApp.app.inject({ method: 'GET', url: mediaAddress(first.json().full_image) });
    const displayMeta = await sharp(display.rawPayload).metadata();
    const fullMeta = await sharp(full.rawPayload).metadata();
    expect(displayMeta.width).toBe(1280);
    expect(fullMeta.width).toBe(3200);
    expect(displayMeta.exif).toBeUndefined();
    expect(fullMeta.exif).toBeUndefined();

    const [listed] = await storiesOf(schoolClass.id, parent);
    expect(listed.story_images.map((image: { id: number }) => image.id)).toEqual([first.json().id, second.json().id]);
  });

  it('answer the required messages', async () => {
    const { teacher, schoolClass } = await createClassroom(testApp.app);
    const response = await inject('POST', 'story-create/', teacher, { school_class: schoolClass.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ title: ['Title is required'], content: ['Content is required'] });
    const story = await publishStory(teacher, schoolClass.id);
    const edit = await inject('PUT', `story-update/${story.id}/`, teacher, { title: '', content: 'x' });
    expect(edit.json()).toEqual({ title: ['Title is required'] });
  });

  it('are edited and deleted, pictures and comments with them, by their teacher only', async () => {
    const { teacher, parent, otherTeacher, schoolClass } = await createClassroom(testApp.app);
    const story = await publishStory(teacher, schoolClass.id);
    const image = (await addImage(teacher, story.id, await pngImage(), 'image/png')).json();
    await inject('POST', 'story-comment-create/', parent, { story: story.id, content: 'Lovely!' });
    for (const [user, status] of [[otherTeacher, 403], [parent, 403], [undefined, 401]] as const) {
      expect((await inject('PUT', `story-update/${story.id}/`, user, { title: 'X', content: 'Y' })).statusCode).toBe(status);
      expect((await inject('DELETE', `story-delete/${story.id}/`, user)).statusCode).toBe(status);
      expect((await addImage(user, story.id, await pngImage(), 'image/png')).statusCode).toBe(status);
    }
    const edited = await inject('PUT', `story-update/${story.id}/`, teacher, { title: 'Museum', content: 'Fossils!' });
    expect(edited.json()).toMatchObject({ title: 'Museum', content: 'Fossils!', story_images: [image] });
    expect((await inject('DELETE', `story-delete/${story.id}/`, teacher)).statusCode).toBe(204);
    expect(await storiesOf(schoolClass.id, teacher)).toEqual([]);
    expect((await testApp.app.inject({ method: 'GET', url: mediaAddress(image.image) })).statusCode).toBe(404);
    expect((await inject('GET', `story-comment-list/${story.id}/`, parent)).statusCode).toBe(404);
  });

  it('refuse a picture that is not one, or without its story', async () => {
    const { teacher, schoolClass } = await createClassroom(testApp.app);
    const story = await publishStory(teacher, schoolClass.id);
    const notImage = await addImage(teacher, story.id, Buffer.from('just text'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toEqual({ image: ['Upload a valid image: JPEG, PNG, WebP or GIF.'] });
    const noStory = await addImage(teacher, '', await pngImage(), 'image/png');
    expect(noStory.json()).toEqual({ story: ['Story is required'] });
    expect((await storiesOf(schoolClass.id, teacher))[0].story_images).toEqual([]);
  });
});

describe('story comments', () => {
  it('are written by parents and the teacher, listed oldest first with their authors', async () => {
    const { teacher, parent, schoolClass } = await createClassroom(testApp.app);
    const story = await publishStory(teacher, schoolClass.id);
    const byParent = await inject('POST', 'story-comment-create/', parent, { story: story.id, content: '  So much fun! ' });
    expect(byParent.statusCode).toBe(201);
    expect(byParent.json()).toEqual({
      id: expect.any(Number),
      author: { id: parent.id, first_name: 'Sam', last_name: 'Carter', profile_picture: null },
      content: 'So much fun!',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      story: story.id,
    });
    await inject('POST', 'story-comment-create/', teacher, { story: story.id, content: 'Thank you!' });
    const list = await inject('GET', `story-comment-list/${story.id}/`, parent);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((comment: { content: string }) => comment.content)).toEqual(['So much fun!', 'Thank you!']);
  });

  it('refuse an empty comment, and anyone outside the class', async () => {
    const { teacher, parent, otherTeacher, otherParent, schoolClass } = await createClassroom(testApp.app);
    const story = await publishStory(teacher, schoolClass.id);
    const empty = await inject('POST', 'story-comment-create/', parent, { story: story.id, content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ content: ['Write a comment first.'] });
    for (const [user, status] of [[otherTeacher, 403], [otherParent, 403], [undefined, 401]] as const) {
      expect((await inject('POST', 'story-comment-create/', user, { story: story.id, content: 'Hi' })).statusCode).toBe(status);
      expect((await inject('GET', `story-comment-list/${story.id}/`, user)).statusCode).toBe(status);
    }
    expect((await inject('GET', `story-comment-list/${story.id}/`, teacher)).json()).toEqual([]);
    expect((await inject('GET', 'story-comment-list/999999/', teacher)).statusCode).toBe(404);
  });
});
