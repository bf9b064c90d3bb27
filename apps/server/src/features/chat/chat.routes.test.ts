import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, createClassroom, createParent, createStudent, linkChild, registerUser, type TestUser } from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);

/** A class with its teacher, two linked parents, and a classroom of strangers. */
async function school() {
  const room = await createClassroom(testApp.app);
  const secondParent = await createParent(testApp.app, { firstName: 'Priya', lastName: 'Shah' });
  const secondChild = await createStudent(testApp.app, room.teacher, room.schoolClass.id, 'Aanya');
  await linkChild(testApp.app, secondParent, secondChild.inviteCode);
  return { ...room, secondParent, secondChild };
}

const user = (person: TestUser, firstName: string, lastName: string) => ({ user: { id: person.id, first_name: firstName, last_name: lastName, profile_picture: null } });

describe('contacts', () => {
  it('give a teacher the classes with their students and parents', async () => {
    const { teacher, parent, secondParent, schoolClass, student, secondChild } = await school();
    await createClass(testApp.app, teacher, 'Empty class');
    const response = await inject('GET', 'teacher-contacts-get/', teacher);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      school_classes: [
        { id: schoolClass.id, name: 'Class 3B', students: [
          { id: secondChild.id, name: 'Aanya', parent: user(secondParent, 'Priya', 'Shah'), guardians: [user(secondParent, 'Priya', 'Shah')] },
          { id: student.id, name: 'Mia', parent: user(parent, 'Sam', 'Carter'), guardians: [user(parent, 'Sam', 'Carter')] },
        ] },
        { id: expect.any(Number), name: 'Empty class', students: [] },
      ],
    });
    expect((await inject('GET', 'teacher-contacts-get/', parent)).statusCode).toBe(403);
  });

  it('give a parent each child with the class, its teacher and its parents', async () => {
    const { teacher, parent, secondParent, schoolClass, student, secondChild } = await school();
    const response = await inject('GET', 'parent-contacts-get/', parent);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      children: [
        {
          id: student.id,
          name: 'Mia',
          school_class: {
            id: schoolClass.id,
            name: 'Class 3B',
            teacher: user(teacher, 'Olivia', 'Bennett'),
            teachers: [user(teacher, 'Olivia', 'Bennett')],
            students: [
              { id: secondChild.id, name: 'Aanya', parent: user(secondParent, 'Priya', 'Shah'), guardians: [user(secondParent, 'Priya', 'Shah')] },
              { id: student.id, name: 'Mia', parent: user(parent, 'Sam', 'Carter'), guardians: [user(parent, 'Sam', 'Carter')] },
            ],
          },
        },
      ],
    });
    expect((await inject('GET', 'parent-contacts-get/', teacher)).statusCode).toBe(403);
    expect((await inject('GET', 'parent-contacts-get/')).statusCode).toBe(401);
  });
});

describe('direct chats', () => {
  it('open once per pair, whoever opens them, and have exactly two members', async () => {
    const { teacher, parent } = await school();
    const first = await inject('POST', 'chat-group-create-direct/', teacher, { name: 'direct', recipient: parent.id });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ id: expect.any(Number), name: 'direct', recipient: parent.id });
    const again = await inject('POST', 'chat-group-create-direct/', parent, { name: 'direct', recipient: teacher.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const group = (await inject('GET', `chat-group-get/${first.json().id}/`, parent)).json();
    expect(group).toMatchObject({ name: 'direct', direct_message: true, recipient: { id: parent.id }, group_owner: { id: teacher.id }, chat_messages: [], has_older_messages: false });
    expect(group.chat_members.map((member: { user: { id: number } }) => member.user.id).sort()).toEqual([teacher.id, parent.id].sort());
  });

  it('reach the teacher and the other parents of the class, and nobody else', async () => {
    const { parent, secondParent, otherTeacher, otherParent } = await school();
    expect((await inject('POST', 'chat-group-create-direct/', parent, { recipient: secondParent.id })).statusCode).toBe(201);
    for (const stranger of [otherTeacher, otherParent, await registerUser(testApp.app)]) {
      const response = await inject('POST', 'chat-group-create-direct/', parent, { recipient: stranger.id });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'You can only chat with the teachers and parents of your classes.' });
    }
    expect((await inject('POST', 'chat-group-create-direct/', parent, { recipient: parent.id })).statusCode).toBe(400);
    expect((await inject('POST', 'chat-group-create-direct/', parent, {})).json()).toEqual({ recipient: ['Recipient is required'] });
    expect((await inject('GET', 'chat-group-user-get/', otherParent)).json().chat_group_member).toEqual([]);
  });

  it('cannot take more members', async () => {
    const { teacher, parent, secondParent } = await school();
    const { id } = (await inject('POST', 'chat-group-create-direct/', teacher, { recipient: parent.id })).json();
    const response = await inject('POST', `chat-group-add-members/${id}/`, teacher, [{ user: secondParent.id, group: id }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: ['A direct chat has exactly two members.'] });
  });
});

describe('group chats', () => {
  it('are created by anyone signed in, who becomes the owner and first member', async () => {
    const { teacher } = await school();
    const response = await inject('POST', 'chat-group-create/', teacher, { name: '  Trip helpers ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), name: 'Trip helpers' });
    const groups = (await inject('GET', 'chat-group-user-get/', teacher)).json();
    expect(groups.chat_group_member).toEqual([
      {
        id: expect.any(Number),
        user: { id: teacher.id, first_name: 'Olivia', last_name: 'Bennett', profile_picture: null },
        group: {
          id: response.json().id,
          name: 'Trip helpers',
          direct_message: false,
          recipient: null,
          group_owner: { id: teacher.id, first_name: 'Olivia', last_name: 'Bennett', profile_picture: null },
          only_owner_adds_members: false,
          chat_members: [{ id: expect.any(Number), user: { id: teacher.id, first_name: 'Olivia', last_name: 'Bennett', profile_picture: null }, group: response.json().id, connected_to_call: false, connected_to_chat: false }],
        },
        connected_to_call: false,
        connected_to_chat: false,
        last_message: null,
        unread_count: 0,
      },
    ]);
    const empty = await inject('POST', 'chat-group-create/', teacher, { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ name: ['Group name is required'] });
  });

  it('take contacts as members, refusing strangers and people already in', async () => {
    const { teacher, parent, secondParent, otherParent } = await school();
    const { id } = (await inject('POST', 'chat-group-create/', teacher, { name: 'Helpers' })).json();
    const added = await inject('POST', `chat-group-add-members/${id}/`, teacher, [{ user: parent.id, group: id }, { user: secondParent.id, group: id }]);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual([
      { id: expect.any(Number), user: parent.id, group: id },
      { id: expect.any(Number), user: secondParent.id, group: id },
    ]);
    const again = await inject('POST', `chat-group-add-members/${id}/`, teacher, [{ user: parent.id, group: id }]);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: ['Sam Carter is already in the group'] });
    expect((await inject('POST', `chat-group-add-members/${id}/`, teacher, [{ user: otherParent.id, group: id }])).statusCode).toBe(400);
    expect((await inject('POST', `chat-group-add-members/${id}/`, otherParent, [{ user: otherParent.id, group: id }])).statusCode).toBe(403);
    expect((await inject('POST', `chat-group-add-members/${id}/`, teacher, [])).json()).toEqual({ non_field_errors: ['Choose at least one person.'] });
    const members = (await inject('GET', `chat-group-members-list/${id}/`, parent)).json();
    expect(members.map((member: { user: { id: number } }) => member.user.id)).toEqual([teacher.id, parent.id, secondParent.id]);
  });

  it('are read by their members only', async () => {
    const { teacher, parent, otherParent } = await school();
    const { id } = (await inject('POST', 'chat-group-create/', teacher, { name: 'Staff room' })).json();
    for (const url of [`chat-group-get/${id}/`, `chat-group-members-list/${id}/`, `chat-messages/${id}/`]) {
      expect((await inject('GET', url, parent)).statusCode).toBe(403);
      expect((await inject('GET', url, otherParent)).statusCode).toBe(403);
      expect((await inject('GET', url)).statusCode).toBe(401);
      expect((await inject('GET', url, teacher)).statusCode).toBe(200);
    }
    expect((await inject('GET', 'chat-group-get/999999/', teacher)).statusCode).toBe(404);
  });

  it('open on the latest 50 messages and page back through older ones', async () => {
    const { teacher } = await school();
    const { id } = (await inject('POST', 'chat-group-create/', teacher, { name: 'Notes' })).json();
    // A long history, written straight to the table: sending 120 messages by socket would only be slower.
    await testApp.app.database.db.execute(
      `INSERT INTO chat_messages (group_id, sender_id, content) SELECT ${id}, ${teacher.id}, 'message ' || n FROM generate_series(1, 120) AS n`,
    );
    const opened = (await inject('GET', `chat-group-get/${id}/`, teacher)).json();
    expect(opened.chat_messages).toHaveLength(50);
    expect(opened.chat_messages[0].content).toBe('message 71');
    expect(opened.chat_messages[49].content).toBe('message 120');
    expect(opened.has_older_messages).toBe(true);
    const older = (await inject('GET', `chat-messages/${id}/?before=${opened.chat_messages[0].id}`, teacher)).json();
    expect(older.chat_messages.map((message: { content: string }) => message.content)).toEqual(Array.from({ length: 50 }, (_, index) => `message ${index + 21}`));
    expect(older.has_older_messages).toBe(true);
    const oldest = (await inject('GET', `chat-messages/${id}/?before=${older.chat_messages[0].id}`, teacher)).json();
    expect(oldest.chat_messages).toHaveLength(20);
    expect(oldest.has_older_messages).toBe(false);
  });
});
