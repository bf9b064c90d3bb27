import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClassPageDtoSchema } from '@homeroom/contract/classes';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createClass,
  createParent,
  createStudent,
  createTeacher,
  linkChild,
  type TestUser,
} from '../../test/factories.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const getClassPage = (classId: number, user: TestUser, headers: Record<string, string> = {}) =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/v1/school/class/${classId}/`,
    headers: { ...user.headers, ...headers },
  });
const post = (url: string, user: TestUser, payload: object) =>
  testApp.app.inject({ method: 'POST', url: `/api/v1/school/${url}`, headers: user.headers, payload });

/** A school (its creator leads it) with an approved teacher's class and two families. */
async function schoolWithClass() {
  const leader = await createTeacher(testApp.app);
  const school = (
    await post('school-list-create/', leader, { name: 'Maple Primary', city: 'Leeds', country: 'UK' })
  ).json<{ id: number }>();
  const teacher = await createTeacher(testApp.app);
  await testApp.app.inject({
    method: 'PUT',
    url: '/api/v1/school/teacher-school-update/',
    headers: teacher.headers,
    payload: { school: school.id },
  });
  await testApp.app.database.db.execute(
    `UPDATE teachers SET school_role = 'teacher' WHERE user_id = ${teacher.id}`,
  );
  const schoolClass = await createClass(testApp.app, teacher);
  const child = await createStudent(testApp.app, teacher, schoolClass.id, 'Mia');
  const classmate = await createStudent(testApp.app, teacher, schoolClass.id, 'Noah');
  const parent = await createParent(testApp.app);
  const classmateParent = await createParent(testApp.app);
  await linkChild(testApp.app, parent, child.inviteCode);
  await linkChild(testApp.app, classmateParent, classmate.inviteCode);
  for (const student of [child, classmate])
    await post('sticker-create/', teacher, { student: student.id, type: 2 });
  return { leader, teacher, schoolClass, child, classmate, parent, classmateParent };
}

describe('the kept class page', () => {
  it('answers exactly the JSON its schema writes, the same whether read from memory or not', async () => {
    const { teacher, schoolClass, parent } = await schoolWithClass();
    await post('story-create/', teacher, { title: 'Trip', content: 'Sea', school_class: schoolClass.id });
    for (const viewer of [teacher, parent]) {
      const first = await getClassPage(schoolClass.id, viewer);
      const second = await getClassPage(schoolClass.id, viewer);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.body).toBe(JSON.stringify(ClassPageDtoSchema.encode(JSON.parse(first.body))));
      expect(second.body).toBe(first.body);
    }
  });

  it('answers 304 to an unchanged page the client has, and the new page after a write', async () => {
    const { teacher, schoolClass, parent } = await schoolWithClass();
    const first = await getClassPage(schoolClass.id, parent);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const unchanged = await getClassPage(schoolClass.id, parent, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    await post('announcement-create/', teacher, {
      title: 'Hats',
      content: 'Sunny',
      school_class: schoolClass.id,
    });
    const changed = await getClassPage(schoolClass.id, parent, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().announcements).toEqual([expect.objectContaining({ title: 'Hats' })]);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('sends the page compressed to a browser that accepts brotli or gzip, the same text once unpacked', async () => {
    const { teacher, schoolClass, parent } = await schoolWithClass();
    for (let index = 0; index < 12; index += 1)
      await post('announcement-create/', teacher, {
        title: `Trip ${index}`,
        content: 'Bring a packed lunch, a coat and a water bottle. '.repeat(4),
        school_class: schoolClass.id,
      });
    const plain = await getClassPage(schoolClass.id, parent);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.rawPayload.length).toBeGreaterThan(4096);
    for (const [acceptEncoding, encoding, unpack] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
    ] as const) {
      for (let read = 0; read < 2; read += 1) {
        const packed = await getClassPage(schoolClass.id, parent, { 'accept-encoding': acceptEncoding });
        expect(packed.headers['content-encoding']).toBe(encoding);
        expect(packed.headers.etag).toBe(plain.headers.etag);
        expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
        expect(unpack(packed.rawPayload).toString()).toBe(plain.body);
      }
    }
  });

  it('never answers 304 to another user whose page differs, nor to anyone outside the class', async () => {
    const { schoolClass, parent, classmateParent } = await schoolWithClass();
    const parentPage = await getClassPage(schoolClass.id, parent);
    const classmatePage = await getClassPage(schoolClass.id, classmateParent, {
      'if-none-match': String(parentPage.headers.etag),
    });
    expect(classmatePage.statusCode).toBe(200);
    const outsider = await createParent(testApp.app);
    expect(
      (await getClassPage(schoolClass.id, outsider, { 'if-none-match': String(parentPage.headers.etag) }))
        .statusCode,
    ).toBe(403);
  });

  it('gives each parent their own child’s photo and stickers from the kept page, never another family’s', async () => {
    const { teacher, schoolClass, child, classmate, parent, classmateParent } = await schoolWithClass();
    const teacherStudents = (await getClassPage(schoolClass.id, teacher)).json().students;
    expect(teacherStudents.map((student: { stickers: unknown[] }) => student.stickers.length)).toEqual([
      1, 1,
    ]);
    for (const [viewer, own] of [
      [parent, child],
      [classmateParent, classmate],
      [parent, child],
    ] as const) {
      const students = (await getClassPage(schoolClass.id, viewer)).json().students as {
        id: number;
        stickers: unknown[];
        guardians?: unknown;
      }[];
      expect(students.map((student) => [student.id, student.stickers.length])).toEqual(
        [child, classmate].map((student) => [student.id, student.id === own.id ? 1 : 0]),
      );
      expect(students.every((student) => student.guardians === undefined)).toBe(true);
    }
  });

  it('keeps a hidden story and invite codes in the teacher’s page only', async () => {
    const { leader, teacher, schoolClass, classmate, parent } = await schoolWithClass();
    const story = (
      await post('story-create/', teacher, {
        title: 'Secret draft',
        content: 'Text',
        school_class: schoolClass.id,
      })
    ).json<{ id: number }>();
    expect((await post('content-hide/', teacher, { kind: 'story', id: story.id })).statusCode).toBe(200);
    const teacherPage = await getClassPage(schoolClass.id, teacher);
    expect(teacherPage.json().stories).toEqual([
      expect.objectContaining({ id: story.id, hidden_by_school: true }),
    ]);
    const newCode = (await post(`student-invite-code/${classmate.id}/`, teacher, {})).json<{ code: string }>()
      .code;
    expect((await getClassPage(schoolClass.id, teacher)).body).toContain(newCode);
    for (const viewer of [parent, leader]) {
      const page = await getClassPage(schoolClass.id, viewer);
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('Secret draft');
      expect(page.body).not.toContain(newCode);
    }
    expect((await getClassPage(schoolClass.id, leader)).json().students[0].guardians).toHaveLength(1);
  });

  it('refuses a parent of another class, a leader of another school and a waiting teacher after the page is kept', async () => {
    const { teacher, schoolClass, parent } = await schoolWithClass();
    await getClassPage(schoolClass.id, teacher);
    await getClassPage(schoolClass.id, parent);
    const other = await schoolWithClass();
    const waitingTeacher = await createTeacher(testApp.app);
    for (const outsider of [other.parent, other.leader, other.teacher, waitingTeacher]) {
      const response = await getClassPage(schoolClass.id, outsider);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        detail: 'Only the teacher of this class and the parents of its students can see it.',
      });
    }
    expect((await getClassPage(999_999, teacher)).statusCode).toBe(404);
  });
});

describe('the class page’s statements', () => {
  /**
   * Statements sent so far, whoever sends them: the viewer check is shared by the requests that
   * arrive together, and sent outside the request that asked for it first. On PGlite the check
   * runs as `EXECUTE` on the database's client (classes.repo.ts), which Drizzle's logger, the
   * counter, does not see: those are counted here.
   */
  let pgliteExecutes = 0;
  beforeAll(() => {
    const { db } = testApp.app.database;
    if (testApp.app.database.kind !== 'pglite') return;
    const client = (db as unknown as { $client: { query: (text: string, ...rest: unknown[]) => Promise<unknown> } }).$client;
    const query = client.query.bind(client);
    client.query = (text, ...rest) => {
      if (text.startsWith('EXECUTE find_classes_for_viewers_')) pgliteExecutes += 1;
      return query(text, ...rest);
    };
  });
  const statementsSent = () => testApp.app.database.queries.count + pgliteExecutes;
  /** The statements `work` sends, the fewest of three tries (the outbox's poll and other jobs may add some). */
  async function fewestStatements(work: () => Promise<unknown>): Promise<number> {
    const counts: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const before = statementsSent();
      await work();
      counts.push(statementsSent() - before);
    }
    return Math.min(...counts);
  }

  /** A class of `size` students (each with three stickers, every third with a guardian), stories with pictures, events with helpers, assignments. */
  async function classOf(size: number) {
    const { teacher, schoolClass, parent } = await schoolWithClass();
    const db = testApp.app.database.db;
    await db.execute(`
      INSERT INTO students (name, school_class_id, invite_code)
      SELECT 'Student ' || n, ${schoolClass.id}, 'C${schoolClass.id}X' || n FROM generate_series(1, ${size - 2}) AS n`);
    await db.execute(
      `INSERT INTO stickers (student_id, type) SELECT students.id, kind FROM students, generate_series(1, 3) AS kind WHERE students.school_class_id = ${schoolClass.id}`,
    );
    await db.execute(`
      INSERT INTO guardians (student_id, parent_id)
      SELECT students.id, parents.id FROM students, parents
       WHERE students.school_class_id = ${schoolClass.id} AND students.id % 3 = 0 AND parents.user_id = ${parent.id}
      ON CONFLICT DO NOTHING`);
    await db.execute(
      `INSERT INTO stories (school_class_id, title, content) SELECT ${schoolClass.id}, 'Story ' || n, 'Text' FROM generate_series(1, ${size}) AS n`,
    );
    await db.execute(
      `INSERT INTO story_images (story_id, image, full_image) SELECT id, 'stories/a.png', 'stories/a-full.png' FROM stories WHERE school_class_id = ${schoolClass.id}`,
    );
    await db.execute(
      `INSERT INTO announcements (school_class_id, title, content) SELECT ${schoolClass.id}, 'News ' || n, 'Text' FROM generate_series(1, ${size}) AS n`,
    );
    await db.execute(
      `INSERT INTO events (school_class_id, name, date, description, helpers_required) SELECT ${schoolClass.id}, 'Fair ' || n, current_date + 3, 'Come', 3 FROM generate_series(1, ${size}) AS n`,
    );
    await db.execute(
      `INSERT INTO event_helpers (event_id, parent_id) SELECT events.id, parents.id FROM events, parents WHERE events.school_class_id = ${schoolClass.id} AND parents.user_id = ${parent.id}`,
    );
    await post('assignment-create/', teacher, {
      title: 'Task',
      description: 'Do it',
      maximum_score: 10,
      response_format: 'Text',
      school_class: schoolClass.id,
    });
    return { teacher, parent, schoolClass };
  }

  async function countReads(classId: number, viewer: TestUser) {
    let response = await getClassPage(classId, viewer);
    // Each try writes first (one statement), so that its read loads the content again.
    const missAndWrite = await fewestStatements(async () => {
      await testApp.app.database.db.execute(`UPDATE announcements SET content = content || '.' WHERE school_class_id = ${classId}`);
      response = await getClassPage(classId, viewer);
    });
    const miss = missAndWrite - 1;
    expect(response.statusCode).toBe(200);
    const page = response.json();
    const hit = await fewestStatements(async () => {
      response = await getClassPage(classId, viewer);
    });
    expect(response.json()).toEqual(page);
    return { miss, hit, students: page.students.length, stories: page.stories.length };
  }

  it('checks the viewers of requests that arrive together in one statement, each refused or answered for who they are', async () => {
    const first = await schoolWithClass();
    const second = await schoolWithClass();
    const waitingTeacher = await createTeacher(testApp.app);
    const asked = [
      { classId: first.schoolClass.id, viewer: first.teacher, status: 200 },
      { classId: first.schoolClass.id, viewer: first.parent, status: 200 },
      { classId: first.schoolClass.id, viewer: first.leader, status: 200 },
      { classId: first.schoolClass.id, viewer: second.parent, status: 403 },
      { classId: second.schoolClass.id, viewer: second.classmateParent, status: 200 },
      { classId: second.schoolClass.id, viewer: first.teacher, status: 403 },
      { classId: second.schoolClass.id, viewer: waitingTeacher, status: 403 },
      { classId: 999_999, viewer: first.parent, status: 404 },
    ];
    // Each page once alone, so that the pages are kept and every token is known.
    for (const { classId, viewer } of asked) await getClassPage(classId, viewer);
    const alone = await fewestStatements(() => getClassPage(first.schoolClass.id, first.parent));
    let responses: Awaited<ReturnType<typeof getClassPage>>[] = [];
    const together = await fewestStatements(async () => {
      responses = await Promise.all(asked.map(({ classId, viewer }) => getClassPage(classId, viewer)));
    });
    expect(responses.map((response) => response.statusCode)).toEqual(asked.map(({ status }) => status));
    const pages = responses.flatMap((response) =>
      response.statusCode === 200 ? [response.json<{ id: number; students: { name: string; stickers: unknown[] }[] }>()] : [],
    );
    expect(pages.map((page) => page.id)).toEqual([first.schoolClass.id, first.schoolClass.id, first.schoolClass.id, second.schoolClass.id]);
    // The parents see their own child's stickers only, the teacher everyone's.
    const withStickers = (page: (typeof pages)[number] | undefined) =>
      page?.students.filter((student) => student.stickers.length > 0).map((student) => student.name);
    expect(withStickers(pages[0])).toEqual(['Mia', 'Noah']);
    expect(withStickers(pages[1])).toEqual(['Mia']);
    expect(withStickers(pages[3])).toEqual(['Noah']);
    expect(alone).toBe(1);
    expect(together).toBe(1);
  });

  it('runs as many for 30 students as for 300, read from memory or not', async () => {
    const small = await classOf(30);
    const large = await classOf(300);
    for (const role of ['teacher', 'parent'] as const) {
      const smallCounts = await countReads(small.schoolClass.id, small[role]);
      const largeCounts = await countReads(large.schoolClass.id, large[role]);
      expect([smallCounts.students, largeCounts.students]).toEqual([30, 300]);
      expect([smallCounts.stories, largeCounts.stories]).toEqual([30, 300]);
      expect(largeCounts.miss).toBe(smallCounts.miss);
      expect(largeCounts.hit).toBe(smallCounts.hit);
      // From memory: the token is known; one statement for the class with the viewer's access and its content version.
      expect(largeCounts.hit).toBe(1);
      // Loaded: that one, then each list with its children: students (with guardians and stickers,
      // and those of a year that ended), stories (with pictures), announcements, events (with helpers), assignments.
      expect(largeCounts.miss).toBeLessThanOrEqual(6);
    }
  }, 120_000);
});
