import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClassroom, createStudent, registerUser } from '../../test/factories.ts';
import { jpegWithGpsPosition, mp4Clip, multipartPayload, pngImage } from '../../test/multipart.ts';
import { mediaAddress, signedMediaPattern } from '../../test/media.ts';
import { createInject } from '../../test/http.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);

type Format = 'Text' | 'Image' | 'Video';

/** A classroom with an assignment of that format set to its student. */
async function assignedWork(responseFormat: Format = 'Text') {
  const room = await createClassroom(testApp.app);
  const created = await inject('POST', 'assignment-create/', room.teacher, {
    title: 'My weekend',
    description: 'Tell us about it.',
    maximum_score: 10,
    response_format: responseFormat,
    school_class: room.schoolClass.id,
  });
  expect(created.statusCode).toBe(201);
  const assignment = created.json();
  const assigned = await inject('POST', `assignee-create/${assignment.id}/`, room.teacher, [{ assignment: assignment.id, student: room.student.id }]);
  expect(assigned.statusCode).toBe(201);
  const assigneeId: number = assigned.json()[0].id;
  return { ...room, assignment, assigneeId };
}

function handIn(fields: Record<string, string>, file?: { field: 'image' | 'video'; name: string; type: string; data: Buffer }) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/v1/school/assignment-response-create/',
    headers: { authorization: 'Token null' },
    payload: multipartPayload(file ?? null, fields),
  });
}

describe('assignments', () => {
  it('are created by the class teacher with a 12-character student link code', async () => {
    const { teacher, parent, schoolClass, assignment } = await assignedWork();
    expect(assignment).toEqual({
      id: expect.any(Number),
      title: 'My weekend',
      description: 'Tell us about it.',
      maximum_score: 10,
      response_format: 'Text',
      code: expect.stringMatching(/^[A-HJKMNP-Z2-9]{12}$/),
      school_class: schoolClass.id,
      assignee_count: 0,
      handed_in_count: 0,
    });
    const forTeacher = (await inject('GET', `class/${schoolClass.id}/`, teacher)).json().assignments;
    expect(forTeacher).toEqual([{ ...assignment, assignee_count: 1 }]);
    const forParent = (await inject('GET', `class/${schoolClass.id}/`, parent)).json().assignments;
    expect(forParent[0]).not.toHaveProperty('code');
    expect(forParent[0]).not.toHaveProperty('assignee_count');
    expect(forParent[0]).not.toHaveProperty('handed_in_count');
  });

  it('answer the validation messages of docs/product.md', async () => {
    const { teacher, schoolClass } = await createClassroom(testApp.app);
    const response = await inject('POST', 'assignment-create/', teacher, { title: '  ', maximum_score: -1, school_class: schoolClass.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      title: ['Title is required'],
      description: ['Description is required'],
      maximum_score: ['Maximum score cannot be negative'],
      response_format: ['Response format is required'],
    });
  });

  it('are edited and deleted by their teacher only', async () => {
    const { teacher, parent, otherTeacher, assignment, schoolClass } = await assignedWork();
    const update = { title: 'Holidays', description: 'Draw them.', maximum_score: 5, response_format: 'Image' };
    for (const [user, status] of [[otherTeacher, 403], [parent, 403], [undefined, 401]] as const) {
      expect((await inject('POST', 'assignment-create/', user, { ...update, school_class: schoolClass.id })).statusCode).toBe(status);
      expect((await inject('PUT', `assignment-update/${assignment.id}/`, user, update)).statusCode).toBe(status);
      expect((await inject('DELETE', `assignment-delete/${assignment.id}/`, user)).statusCode).toBe(status);
    }
    const invalid = await inject('PUT', `assignment-update/${assignment.id}/`, teacher, { ...update, maximum_score: -3 });
    expect(invalid.json()).toEqual({ maximum_score: ['Maximum score cannot be negative'] });
    const edited = await inject('PUT', `assignment-update/${assignment.id}/`, teacher, update);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ ...update, code: assignment.code });
    expect((await inject('DELETE', `assignment-delete/${assignment.id}/`, teacher)).statusCode).toBe(204);
    expect((await inject('GET', `class/${schoolClass.id}/`, teacher)).json().assignments).toEqual([]);
    expect((await inject('GET', `assignment-detail/${assignment.code}/`)).statusCode).toBe(404);
  });
});

describe('assignments set on creation', () => {
  const work = { title: 'Shapes', description: 'Draw three shapes.', maximum_score: 5, response_format: 'Text' };

  it('are set to the students sent with them, in one call', async () => {
    const { teacher, schoolClass, student } = await createClassroom(testApp.app);
    const second = await createStudent(testApp.app, teacher, schoolClass.id, 'Zoe');
    const created = await inject('POST', 'assignment-create/', teacher, { ...work, school_class: schoolClass.id, students: [student.id, second.id, second.id] });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...work, school_class: schoolClass.id, assignee_count: 2, handed_in_count: 0 });
    const assigned = (await inject('GET', `assignee-create/${created.json().id}/`, teacher)).json() as { student: number }[];
    expect(assigned.map((item) => item.student).sort()).toEqual([student.id, second.id].sort());
    const byLink = (await inject('GET', `assignment-detail/${created.json().code}/`)).json();
    expect(byLink.assigned_students.map((item: { student: { name: string } }) => item.student.name)).toEqual(['Mia', 'Zoe']);
  });

  it('keep the two-step flow when no students are sent, and set nobody with an empty list', async () => {
    const { teacher, schoolClass, student } = await createClassroom(testApp.app);
    const created = await inject('POST', 'assignment-create/', teacher, { ...work, school_class: schoolClass.id });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect((await inject('GET', `assignee-create/${id}/`, teacher)).json()).toEqual([]);
    const added = await inject('POST', `assignee-create/${id}/`, teacher, [{ assignment: id, student: student.id }]);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual([{ id: expect.any(Number), assignment: id, student: student.id }]);

    const empty = await inject('POST', 'assignment-create/', teacher, { ...work, school_class: schoolClass.id, students: [] });
    expect(empty.statusCode).toBe(201);
    expect(empty.json().assignee_count).toBe(0);
    expect((await inject('GET', `assignee-create/${empty.json().id}/`, teacher)).json()).toEqual([]);
  });

  it('refuse a student of another class or a malformed list, creating nothing', async () => {
    const { teacher, schoolClass, student } = await createClassroom(testApp.app);
    const outsider = (await createClassroom(testApp.app)).student;
    const cases: [unknown, object][] = [
      [[student.id, outsider.id], { students: ['This student is not in the class of the assignment.'] }],
      ['all', { students: [expect.any(String)] }],
      [[0], { 'students.0': ['Student is required'] }],
    ];
    for (const [students, errors] of cases) {
      const response = await inject('POST', 'assignment-create/', teacher, { ...work, school_class: schoolClass.id, students });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    expect((await inject('GET', `class/${schoolClass.id}/`, teacher)).json().assignments).toEqual([]);
  });

  it('are refused to every role but the class teacher, creating nothing', async () => {
    const { teacher, parent, otherTeacher, otherParent, schoolClass, student } = await createClassroom(testApp.app);
    for (const [user, status] of [[otherTeacher, 403], [parent, 403], [otherParent, 403], [undefined, 401]] as const) {
      const response = await inject('POST', 'assignment-create/', user, { ...work, school_class: schoolClass.id, students: [student.id] });
      expect(response.statusCode).toBe(status);
    }
    expect((await inject('GET', `class/${schoolClass.id}/`, teacher)).json().assignments).toEqual([]);
  });

  it('count, for the teacher, how many of their students have handed in', async () => {
    const { teacher, schoolClass, student } = await createClassroom(testApp.app);
    const second = await createStudent(testApp.app, teacher, schoolClass.id, 'Zoe');
    await createStudent(testApp.app, teacher, schoolClass.id, 'Max');
    const created = (await inject('POST', 'assignment-create/', teacher, { ...work, school_class: schoolClass.id, students: [student.id, second.id] })).json();
    await inject('POST', 'assignment-create/', teacher, { ...work, title: 'Nobody', school_class: schoolClass.id, students: [] });
    const assignees = (await inject('GET', `assignee-create/${created.id}/`, teacher)).json() as { id: number; student: number }[];
    const mia = assignees.find((item) => item.student === student.id);
    expect((await handIn({ assignee: String(mia?.id), code: created.code, text: 'A circle, a square, a star.' })).statusCode).toBe(201);

    const listed = (await inject('GET', `class/${schoolClass.id}/`, teacher)).json().assignments as { title: string; assignee_count: number; handed_in_count: number }[];
    expect(listed.map(({ title, assignee_count, handed_in_count }) => ({ title, assignee_count, handed_in_count }))).toEqual([
      { title: 'Nobody', assignee_count: 0, handed_in_count: 0 },
      { title: 'Shapes', assignee_count: 2, handed_in_count: 1 },
    ]);
  });
});

describe('assignees', () => {
  it('are assigned and unassigned by the teacher', async () => {
    const { teacher, assignment, student, schoolClass } = await assignedWork();
    const second = await createStudent(testApp.app, teacher, schoolClass.id, 'Zoe');
    const added = await inject('POST', `assignee-create/${assignment.id}/`, teacher, [{ assignment: assignment.id, student: second.id }]);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual([{ id: expect.any(Number), assignment: assignment.id, student: second.id }]);
    const listed = await inject('GET', `assignee-create/${assignment.id}/`, teacher);
    expect(listed.json().map((item: { student: number }) => item.student).sort()).toEqual([student.id, second.id].sort());

    const removed = await inject('DELETE', `assignee-delete-list/${assignment.id}/`, teacher, [{ assignment: assignment.id, student: second.id }]);
    expect(removed.statusCode).toBe(200);
    expect((await inject('GET', `assignee-create/${assignment.id}/`, teacher)).json()).toEqual([
      { id: expect.any(Number), assignment: assignment.id, student: student.id },
    ]);
  });

  it('refuse a student of another class, one assigned already, a mismatched assignment, and outsiders', async () => {
    const { teacher, parent, otherTeacher, assignment, student } = await assignedWork();
    const outsider = (await createClassroom(testApp.app)).student;
    const cases: [object, object][] = [
      [[{ assignment: assignment.id, student: outsider.id }], { student: ['This student is not in the class of the assignment.'] }],
      [[{ assignment: assignment.id, student: student.id }], { student: ['This student is already assigned this work.'] }],
      [[{ assignment: assignment.id + 1000, student: student.id }], { non_field_errors: ['The assignment does not match the address.'] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await inject('POST', `assignee-create/${assignment.id}/`, teacher, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    for (const [user, status] of [[otherTeacher, 403], [parent, 403], [undefined, 401]] as const) {
      expect((await inject('GET', `assignee-list/${assignment.id}/`, user)).statusCode).toBe(status);
      expect((await inject('GET', `assignee-create/${assignment.id}/`, user)).statusCode).toBe(status);
      expect((await inject('DELETE', `assignee-delete-list/${assignment.id}/`, user, [{ assignment: assignment.id, student: student.id }])).statusCode).toBe(status);
    }
    expect((await inject('GET', `assignee-create/${assignment.id}/`, teacher)).json()).toHaveLength(1);
  });

  it('check every item of a list: one bad item refuses the whole list and changes nothing', async () => {
    const { teacher, assignment, student, schoolClass } = await assignedWork();
    const second = await createStudent(testApp.app, teacher, schoolClass.id, 'Zoe');
    const unassigned = await createStudent(testApp.app, teacher, schoolClass.id, 'Max');
    const outsider = (await createClassroom(testApp.app)).student;
    const assignedStudents = async () =>
      (await inject('GET', `assignee-create/${assignment.id}/`, teacher)).json().map((item: { student: number }) => item.student).sort();
    const before = [student.id];

    const addingOutsider = await inject('POST', `assignee-create/${assignment.id}/`, teacher, [
      { assignment: assignment.id, student: second.id },
      { assignment: assignment.id, student: outsider.id },
    ]);
    expect(addingOutsider.statusCode).toBe(400);
    expect(addingOutsider.json()).toEqual({ student: ['This student is not in the class of the assignment.'] });
    const addingTwice = await inject('POST', `assignee-create/${assignment.id}/`, teacher, [
      { assignment: assignment.id, student: second.id },
      { assignment: assignment.id, student: student.id },
    ]);
    expect(addingTwice.statusCode).toBe(400);
    expect(await assignedStudents()).toEqual(before);

    for (const stranger of [unassigned, outsider]) {
      const removing = await inject('DELETE', `assignee-delete-list/${assignment.id}/`, teacher, [
        { assignment: assignment.id, student: student.id },
        { assignment: assignment.id, student: stranger.id },
      ]);
      expect(removing.statusCode).toBe(400);
      expect(removing.json()).toEqual({ student: ['This student is not assigned this work.'] });
      expect(await assignedStudents()).toEqual(before);
    }
    const mismatched = await inject('DELETE', `assignee-delete-list/${assignment.id}/`, teacher, [
      { assignment: assignment.id, student: student.id },
      { assignment: assignment.id + 1000, student: student.id },
    ]);
    expect(mismatched.statusCode).toBe(400);
    const notAnId = await inject('DELETE', `assignee-delete-list/${assignment.id}/`, teacher, [
      { assignment: assignment.id, student: student.id },
      { assignment: assignment.id, student: 2 ** 31 },
    ]);
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json()).toEqual({ '1.student': ['Student is required'] });
    expect(await assignedStudents()).toEqual(before);
  });
});

describe('the student link', () => {
  it('shows the assignment and the names of its assignees to anyone, nothing private', async () => {
    const { assignment, student } = await assignedWork();
    for (const headers of [{}, { authorization: 'Token null' }, { authorization: `Token ${'f'.repeat(64)}` }]) {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/v1/school/assignment-detail/${assignment.code}/`, headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        title: 'My weekend',
        description: 'Tell us about it.',
        maximum_score: 10,
        response_format: 'Text',
        assigned_students: [{ id: expect.any(Number), student: { id: student.id, name: 'Mia' }, submitted: false }],
      });
    }
    expect((await inject('GET', 'assignment-detail/NOSUCHCODE99/')).statusCode).toBe(404);
  });

  it('takes a text once per assignee', async () => {
    const { assignment, assigneeId, teacher } = await assignedWork('Text');
    const first = await handIn({ assignee: String(assigneeId), code: assignment.code, text: '  We went to the sea. ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ id: expect.any(Number), text: 'We went to the sea.', image: null, video: null, assignee: assigneeId });
    const again = await handIn({ assignee: String(assigneeId), code: assignment.code, text: 'Another go' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: ['The assignment has already been submitted.'] });
    const detail = (await inject('GET', `assignment-detail/${assignment.code}/`)).json();
    expect(detail.assigned_students[0].submitted).toBe(true);
    expect(JSON.stringify(detail)).not.toContain('sea');
    const list = (await inject('GET', `assignee-list/${assignment.id}/`, teacher)).json();
    expect(list[0]).toMatchObject({ submitted: true, score: null, feedback: null, assignment_responses: [{ text: 'We went to the sea.' }] });
  });

  it('keeps one hand-in when two arrive at the same moment', async () => {
    const { assignment, assigneeId, teacher } = await assignedWork('Text');
    const answers = await Promise.all(
      ['first', 'second', 'third'].map((text) => handIn({ assignee: String(assigneeId), code: assignment.code, text })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(2);
    expect((await inject('GET', `assignee-list/${assignment.id}/`, teacher)).json()[0].assignment_responses).toHaveLength(1);
  });

  it('refuses work that does not fit, or for another assignment, storing nothing', async () => {
    const { assignment, assigneeId, teacher } = await assignedWork('Text');
    const other = await assignedWork('Text');
    const cases: [Record<string, string>, object][] = [
      [{ assignee: String(assigneeId), code: assignment.code, text: '   ' }, { text: ['Write your answer first.'] }],
      [{ assignee: String(assigneeId), code: assignment.code, text: 'x'.repeat(20_001) }, { text: ['Your answer may be at most 20,000 characters.'] }],
      [{ assignee: String(assigneeId), code: other.assignment.code, text: 'Hi' }, { assignee: ['This student is not assigned this work.'] }],
      [{ code: assignment.code, text: 'Hi' }, { assignee: ['Select your name first.'] }],
      [{ assignee: '999999', text: 'Hi' }, { assignee: ['Select your name first.'] }],
    ];
    for (const [fields, errors] of cases) {
      const response = await handIn(fields);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    expect((await inject('GET', `assignee-list/${assignment.id}/`, teacher)).json()[0].submitted).toBe(false);
  });

  it('takes a picture, re-encoded without GPS', async () => {
    const { assignment, assigneeId } = await assignedWork('Image');
    const missing = await handIn({ assignee: String(assigneeId), code: assignment.code });
    expect(missing.json()).toEqual({ image: ['Choose a picture to hand in.'] });
    const response = await handIn({ assignee: String(assigneeId), code: assignment.code }, { field: 'image', name: 'me.jpg', type: 'image/jpeg', data: await jpegWithGpsPosition() });
    expect(response.statusCode).toBe(201);
    expect(response.json().image).toMatch(signedMediaPattern('responses', 'jpg'));
  });

  it('takes an MP4 video, served with Range requests', async () => {
    const { assignment, assigneeId } = await assignedWork('Video');
    const clip = await mp4Clip();
    const response = await handIn({ assignee: String(assigneeId), code: assignment.code }, { field: 'video', name: 'clip.mp4', type: 'video/mp4', data: clip });
    expect(response.statusCode).toBe(201);
    const url = new URL(response.json().video);
    expect(url.pathname).toMatch(/^\/media\/responses\/.+\.mp4$/);
    const whole = await testApp.app.inject({ method: 'GET', url: mediaAddress(url.href) });
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(clip)).toBe(true);
    const part = await testApp.app.inject({ method: 'GET', url: mediaAddress(url.href), headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${clip.length}`);
    expect(part.rawPayload).toHaveLength(100);
  });

  it('refuses a video that is not MP4, whatever it is called', async () => {
    const { assignment, assigneeId } = await assignedWork('Video');
    const storedBefore = await readdir(path.join(testApp.config.dataDir, 'media', 'responses')).catch(() => []);
    const response = await handIn({ assignee: String(assigneeId), code: assignment.code }, { field: 'video', name: 'clip.mp4', type: 'video/mp4', data: await pngImage() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ video: ['Upload an MP4 video.'] });
    const storedAfter = await readdir(path.join(testApp.config.dataDir, 'media', 'responses')).catch(() => []);
    expect(storedAfter).toEqual(storedBefore);
  });

  it('refuses a video above 200 MB as it streams in, without holding it in memory', async () => {
    const { assignment, assigneeId, teacher } = await assignedWork('Video');
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const boundary = 'homeroomboundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="assignee"\r\n\r\n${assigneeId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="code"\r\n\r\n${assignment.code}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    const clip = await mp4Clip();
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const totalChunks = 205;
    async function* body() {
      yield head;
      yield clip;
      for (let index = 0; index < totalChunks; index += 1) yield chunk;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const storedBefore = await readdir(path.join(testApp.config.dataDir, 'media', 'responses')).catch(() => []);
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/school/assignment-response-create/`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: Readable.toWeb(Readable.from(body())) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    clearInterval(sampler);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ video: ['The video is too large: it may be at most 200 MB.'] });
    // 205 MB went through; memory grew by far less.
    expect(peak - before).toBeLessThan(80 * 1024 * 1024);
    expect(await readdir(path.join(testApp.config.dataDir, 'media', 'responses')).catch(() => [])).toEqual(storedBefore);
    expect((await inject('GET', `assignee-list/${assignment.id}/`, teacher)).json()[0].submitted).toBe(false);
  });
});

describe('scores and feedback', () => {
  it('are given by the teacher and shown in the portfolio of the parent', async () => {
    const { assignment, assigneeId, teacher, parent, student } = await assignedWork('Text');
    await handIn({ assignee: String(assigneeId), code: assignment.code, text: 'We went to the sea.' });
    const scored = await inject('PUT', `assignee-score-update/${assigneeId}/`, teacher, { score: 9, feedback: '  Lovely writing! ' });
    expect(scored.statusCode).toBe(200);
    expect(scored.json()).toEqual({ pk: assigneeId, score: 9, feedback: 'Lovely writing!' });
    const portfolio = (await inject('GET', `student-portfolio-list/${student.id}/`, parent)).json();
    expect(portfolio.portfolio).toEqual([
      {
        // The portfolio names the assignment without the class's counts.
        assignment: { ...assignment, assignee_count: undefined, handed_in_count: undefined },
        score: 9,
        feedback: 'Lovely writing!',
        assignment_responses: [{ id: expect.any(Number), text: 'We went to the sea.', image: null, video: null, assignee: assigneeId }],
      },
    ]);
  });

  it('refuse a negative score, one above the maximum, and anyone but the teacher', async () => {
    const { assigneeId, teacher, parent, otherTeacher, assignment } = await assignedWork('Text');
    expect((await inject('PUT', `assignee-score-update/${assigneeId}/`, teacher, { score: -1 })).json()).toEqual({ score: ['Score cannot be negative'] });
    expect((await inject('PUT', `assignee-score-update/${assigneeId}/`, teacher, { score: 11 })).json()).toEqual({ score: ['Score cannot be greater than the maximum score.'] });
    for (const [user, status] of [[otherTeacher, 403], [parent, 403], [await registerUser(testApp.app), 403], [undefined, 401]] as const) {
      expect((await inject('PUT', `assignee-score-update/${assigneeId}/`, user, { score: 5 })).statusCode).toBe(status);
    }
    expect((await inject('GET', `assignee-list/${assignment.id}/`, teacher)).json()[0].score).toBeNull();
  });
});
