import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClassroom } from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);

const classroom = () => createClassroom(testApp.app);

describe('POST school/sticker-create/', () => {
  it('awards each kind of sticker', async () => {
    const { teacher, student } = await classroom();
    for (const type of [1, 2, 3]) {
      const response = await inject('POST', 'sticker-create/', teacher, { student: student.id, type });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ id: expect.any(Number), student: student.id, type });
    }
    const portfolio = (await inject('GET', `student-portfolio-list/${student.id}/`, teacher)).json();
    expect(portfolio.stickers.map((sticker: { type: number }) => sticker.type)).toEqual([1, 2, 3]);
  });

  it('refuses an unknown sticker type, the other teacher, the parent and a visitor', async () => {
    const { teacher, student, parent, otherTeacher } = await classroom();
    for (const type of [0, 4, '1', null]) {
      const response = await inject('POST', 'sticker-create/', teacher, { student: student.id, type });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ type: ['Choose a sticker: 1 (star), 2 (dinosaur) or 3 (cat).'] });
    }
    expect((await inject('POST', 'sticker-create/', teacher, { type: 1 })).json()).toEqual({ student: ['Student is required'] });
    for (const [user, status] of [[otherTeacher, 403], [parent, 403], [undefined, 401]] as const) {
      expect((await inject('POST', 'sticker-create/', user, { student: student.id, type: 1 })).statusCode).toBe(status);
    }
    expect((await inject('POST', 'sticker-create/', teacher, { student: 2_147_483_000, type: 1 })).statusCode).toBe(404);
    expect((await inject('GET', `student-portfolio-list/${student.id}/`, teacher)).json().stickers).toEqual([]);
  });
});
