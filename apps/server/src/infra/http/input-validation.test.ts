import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ID, NUL_CHARACTER_MESSAGE } from '@homeroom/contract/validation';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClassroom, type TestUser } from '../../test/factories.ts';
import { multipartPayload, pngImage } from '../../test/multipart.ts';

/**
 * Every route of the app, fed an id beyond 32 bits, a NUL character in each text field and a day
 * that is not on the calendar: each is refused as the client's mistake, never a 500. The list of
 * routes comes from the app itself, so a new route without an entry here fails the test.
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const BEYOND_32_BITS = MAX_ID + 1;
const IMPOSSIBLE_DAY = '2025-02-30';
/** Body fields that name a row. */
const ID_FIELDS = new Set(['slot', 'school_class', 'student', 'assignment', 'event', 'story', 'recipient', 'user', 'group', 'school', 'assignee', 'message', 'id']);

/** `METHOD /path/:param/` of every route the app answers, read from its route tree. */
function registeredRoutes(): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of testApp.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)(?:├── |└── )(\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push(`${method} ${url}`);
    }
  }
  return routes;
}

type Who = 'teacher' | 'parent' | 'anonymous';
interface RouteSample {
  who: Who;
  /** Valid values of the path's parameters, so that a bad body reaches the route. */
  params?: Record<string, number | string>;
  /** A valid body: each of its text, id and date fields is spoilt in turn. */
  body?: Record<string, unknown> | Record<string, unknown>[];
  query?: Record<string, number>;
  /** Text fields of a multipart form, sent with a picture. */
  form?: Record<string, string>;
}

interface Fixture {
  users: Record<Who, TestUser | undefined>;
  samples: Record<string, RouteSample>;
}

async function createFixture(): Promise<Fixture> {
  const room = await createClassroom(testApp.app);
  const { teacher, parent, schoolClass, student } = room;
  const post = async (user: TestUser, url: string, payload: object) => {
    const response = await testApp.app.inject({ method: 'POST', url: `/api/v1/school/${url}`, headers: user.headers, payload });
    expect(response.statusCode, url).toBeLessThan(300);
    return response.json();
  };
  const announcement = await post(teacher, 'announcement-create/', { title: 'Trip', content: 'Bring boots.', school_class: schoolClass.id });
  const event = await post(teacher, 'event-create/', { name: 'Fair', date: '2099-05-01', description: 'Stalls.', school_class: schoolClass.id });
  const formBody = {
    title: 'Trip',
    text: 'To the farm.',
    questions: [{ kind: 'consent', label: 'May they come?' }],
    classes: [schoolClass.id],
    deadline: '2099-06-01T12:00:00.000Z',
  };
  const form = await post(teacher, 'form-create/', formBody);
  const story = await post(teacher, 'story-create/', { title: 'Garden', content: 'We planted.', school_class: schoolClass.id });
  const assignment = await post(teacher, 'assignment-create/', {
    title: 'Weekend',
    description: 'Tell us.',
    maximum_score: 10,
    response_format: 'Text',
    school_class: schoolClass.id,
  });
  const [assignee] = await post(teacher, `assignee-create/${assignment.id}/`, [{ assignment: assignment.id, student: student.id }]);
  const group = await post(teacher, 'chat-group-create/', { name: 'Helpers' });
  const signupBody = { school_class: schoolClass.id, title: 'Cakes', note: 'Sweet.', cutoff: '2099-05-01T12:00:00Z', slots: [{ label: 'Cake', capacity: 3, starts_at: '2099-05-02T09:00:00Z', ends_at: '2099-05-02T10:00:00Z' }] };
  const signup = await post(teacher, 'signup-create/', signupBody);
  const absenceBody = { student: student.id, first_day: '2099-05-01', last_day: '2099-05-02', reason: 'ill', note: 'A cold.' };
  const absence = await post(parent, 'absence-create/', absenceBody);
  const direct = await post(teacher, 'chat-group-create-direct/', { name: 'direct', recipient: parent.id });
  const message = await testApp.app.chat.sendMessage({ id: teacher.id, firstName: 'Olivia', lastName: 'Bennett' }, direct.id, 'Hello');
  const samples: Record<string, RouteSample> = {
    'POST /api/v1/dj-rest-auth/login/': { who: 'anonymous', body: { email: 'someone@example.org', password: 'Plum-Orchard-42' } },
    'POST /api/v1/dj-rest-auth/logout/': { who: 'teacher' },
    'POST /api/v1/dj-rest-auth/registration/': {
      who: 'anonymous',
      body: { email: 'new@example.org', first_name: 'Ann', last_name: 'Lee', password1: 'Plum-Orchard-42', password2: 'Plum-Orchard-42' },
    },
    'POST /api/v1/dj-rest-auth/registration/verify-email/': { who: 'anonymous', body: { key: 'abc' } },
    'POST /api/v1/dj-rest-auth/password/reset/': { who: 'anonymous', body: { email: 'someone@example.org' } },
    'POST /api/v1/dj-rest-auth/password/reset/confirm/': {
      who: 'anonymous',
      body: { uid: String(teacher.id), token: 'abc', new_password1: 'Plum-Orchard-42', new_password2: 'Plum-Orchard-42' },
    },
    'POST /api/v1/dj-rest-auth/password/change/': {
      who: 'teacher',
      body: { old_password: 'wrong', new_password1: 'Plum-Orchard-43', new_password2: 'Plum-Orchard-43' },
    },
    'GET /api/v1/dj-rest-auth/user/': { who: 'teacher' },
    'POST /api/v1/school/teacher-create/': { who: 'teacher' },
    'GET /api/v1/school/teacher-contacts-get/': { who: 'teacher' },
    'PUT /api/v1/school/teacher-school-update/': { who: 'teacher', body: { school: 1 } },
    'POST /api/v1/school/parent-create/': { who: 'parent', body: { user: parent.id } },
    'GET /api/v1/school/parent-contacts-get/': { who: 'parent' },
    'PUT /api/v1/school/profile-upload/': { who: 'teacher', form: {} },
    'POST /api/v1/school/profile-upload/': { who: 'teacher', form: {} },
    'PUT /api/v1/school/language-update/': { who: 'parent', body: { language: 'fr' } },
    'PUT /api/v1/school/time-zone-update/': { who: 'parent', body: { time_zone: 'Europe/Paris' } },
    'PUT /api/v1/school/settings-update/': { who: 'parent' },
    'GET /api/v1/school/school-list-create/': { who: 'teacher' },
    'POST /api/v1/school/school-list-create/': { who: 'teacher', body: { name: 'Oak School', city: 'Leeds', country: 'UK' } },
    'GET /api/v1/school/school-staff/': { who: 'teacher' },
    'GET /api/v1/school/school-roster/': { who: 'teacher' },
    'POST /api/v1/school/school-teacher-approve/:userId/': { who: 'teacher', params: { userId: parent.id } },
    'POST /api/v1/school/school-teacher-refuse/:userId/': { who: 'teacher', params: { userId: parent.id } },
    'POST /api/v1/school/school-leader-appoint/:userId/': { who: 'teacher', params: { userId: parent.id } },
    'POST /api/v1/school/school-leader-step-down/': { who: 'teacher' },
    'DELETE /api/v1/school/school-teacher/:userId/': { who: 'teacher', params: { userId: parent.id } },
    'POST /api/v1/school/student-create/': { who: 'teacher', body: { name: 'Leo', school_class: schoolClass.id } },
    'PUT /api/v1/school/student-update/:id/': { who: 'teacher', params: { id: student.id }, body: { name: 'Mia B.' } },
    'DELETE /api/v1/school/student-delete/:id/': { who: 'teacher', params: { id: student.id } },
    'GET /api/v1/school/student-export/:id/': { who: 'parent', params: { id: student.id } },
    'GET /api/v1/school/account-export/': { who: 'parent' },
    'PUT /api/v1/school/student-image-upload/:id/': { who: 'teacher', params: { id: student.id }, form: {} },
    'POST /api/v1/school/student-image-upload/:id/': { who: 'teacher', params: { id: student.id }, form: {} },
    'GET /api/v1/school/student-portfolio-list/:id/': { who: 'parent', params: { id: student.id } },
    'POST /api/v1/school/sticker-create/': { who: 'teacher', body: { student: student.id, type: 1 } },
    'POST /api/v1/school/story-create/': { who: 'teacher', body: { title: 'Pond', content: 'Frogs.', school_class: schoolClass.id } },
    'GET /api/v1/school/story-comment-list/:storyId/': { who: 'parent', params: { storyId: story.id } },
    'GET /api/v1/school/class-story-comments/:id/': { who: 'parent', params: { id: schoolClass.id }, query: { stories: story.id } },
    'POST /api/v1/school/story-comment-create/': { who: 'parent', body: { content: 'Lovely!', story: story.id } },
    'PUT /api/v1/school/story-update/:id/': { who: 'teacher', params: { id: story.id }, body: { title: 'Garden', content: 'We planted beans.' } },
    'DELETE /api/v1/school/story-delete/:id/': { who: 'teacher', params: { id: story.id } },
    'POST /api/v1/school/story-media-create/': { who: 'teacher', form: { story: String(story.id) } },
    'POST /api/v1/school/class-create/': { who: 'teacher', body: { name: 'Class 4C' } },
    'POST /api/v1/school/class-year-end/:id/': { who: 'teacher', params: { id: schoolClass.id }, body: { moves: [{ student: student.id, school_class: schoolClass.id }] } },
    'PUT /api/v1/school/class-notification-update/:id/': { who: 'parent', params: { id: 1 }, body: { read: true } },
    'GET /api/v1/school/class/:id/': { who: 'parent', params: { id: schoolClass.id } },
    'POST /api/v1/school/chat-group-create/': { who: 'teacher', body: { name: 'Trip helpers' } },
    'POST /api/v1/school/chat-group-create-direct/': { who: 'parent', body: { name: 'direct', recipient: teacher.id } },
    'GET /api/v1/school/chat-group-user-get/': { who: 'teacher' },
    'POST /api/v1/school/chat-group-add-members/:groupId/': { who: 'teacher', params: { groupId: group.id }, body: [{ user: parent.id, group: group.id }] },
    'DELETE /api/v1/school/chat-group-member-delete/:groupId/:userId/': { who: 'teacher', params: { groupId: group.id, userId: parent.id } },
    'POST /api/v1/school/chat-group-leave/:groupId/': { who: 'teacher', params: { groupId: group.id } },
    'POST /api/v1/school/chat-group-read/:groupId/': { who: 'teacher', params: { groupId: group.id }, body: { message: 1 } },
    'PUT /api/v1/school/chat-group-settings-update/:groupId/': { who: 'teacher', params: { groupId: group.id }, body: { only_owner_adds_members: true } },
    'POST /api/v1/school/chat-attachment-upload/:groupId/': { who: 'teacher', params: { groupId: group.id }, form: {} },
    'GET /api/v1/school/chat-group-members-list/:id/': { who: 'teacher', params: { id: group.id } },
    'GET /api/v1/school/chat-group-get/:id/': { who: 'teacher', params: { id: group.id } },
    'GET /api/v1/school/chat-messages/:groupId/': { who: 'teacher', params: { groupId: group.id }, query: { before: 1 } },
    'GET /api/v1/school/chat-search/': { who: 'teacher', query: { page: 1 } },
    'GET /api/v1/school/chat-export/:groupId/': { who: 'teacher', params: { groupId: direct.id } },
    'GET /api/v1/school/chat-export-log/': { who: 'teacher' },
    'PUT /api/v1/school/chat-message-update/:id/': { who: 'teacher', params: { id: message.id }, body: { content: 'Hello again' } },
    'DELETE /api/v1/school/chat-message-delete/:id/': { who: 'teacher', params: { id: message.id } },
    'GET /api/v1/school/chat-message-versions/:id/': { who: 'teacher', params: { id: message.id } },
    'PUT /api/v1/school/chat-notification-update/:id/': { who: 'parent', params: { id: 1 }, body: { read: true } },
    'PUT /api/v1/school/use-invite-code/': { who: 'parent', body: { code: 'ABCDEFGH' } },
    'POST /api/v1/school/student-guardian-invite/:id/': { who: 'parent', params: { id: student.id }, body: { email: 'grandma@example.org' } },
    'PUT /api/v1/school/guardian-invitation-accept/': { who: 'parent', body: { token: 'abc' } },
    'POST /api/v1/school/student-invite-code/:id/': { who: 'teacher', params: { id: student.id } },
    'DELETE /api/v1/school/student-guardian/:id/:user_id/': { who: 'teacher', params: { id: student.id, user_id: parent.id } },
    'GET /api/v1/school/roster-template/': { who: 'teacher' },
    'GET /api/v1/school/roster-classes/': { who: 'teacher' },
    'POST /api/v1/school/roster-preview/': { who: 'teacher', body: { csv: 'class,student\n,Ada\n', school_class: schoolClass.id } },
    'POST /api/v1/school/roster-import/': { who: 'teacher', body: { csv: 'class,student\n,Ada\n', school_class: schoolClass.id } },
    'POST /api/v1/school/class-coteacher-invite/:id/': { who: 'teacher', params: { id: schoolClass.id }, body: { email: 'colleague@example.org' } },
    'GET /api/v1/school/coteacher-invitations/': { who: 'teacher' },
    'POST /api/v1/school/coteacher-invitation-accept/:id/': { who: 'teacher', params: { id: 1 } },
    'POST /api/v1/school/coteacher-invitation-decline/:id/': { who: 'teacher', params: { id: 1 } },
    'DELETE /api/v1/school/class-coteacher/:id/:user_id/': { who: 'teacher', params: { id: schoolClass.id, user_id: teacher.id } },
    'POST /api/v1/school/announcement-create/': { who: 'teacher', body: { title: 'Fair', content: 'Saturday.', school_class: schoolClass.id } },
    'PUT /api/v1/school/announcement-update/:id/': { who: 'teacher', params: { id: announcement.id }, body: { title: 'Trip', content: 'Bring hats.' } },
    'DELETE /api/v1/school/announcement-delete/:id/': { who: 'teacher', params: { id: announcement.id } },
    'GET /api/v1/school/school-announcements/': { who: 'parent', query: { school: 1 } },
    'POST /api/v1/school/school-announcement-create/': { who: 'teacher', body: { title: 'Fair', content: 'Saturday.' } },
    'PUT /api/v1/school/school-announcement-update/:id/': { who: 'teacher', params: { id: 1 }, body: { title: 'Fair', content: 'Sunday.' } },
    'DELETE /api/v1/school/school-announcement-delete/:id/': { who: 'teacher', params: { id: 1 } },
    'GET /api/v1/school/office-hours/': { who: 'teacher' },
    'PUT /api/v1/school/office-hours/': {
      who: 'teacher',
      body: { weekly: [{ weekday: 1, start: '08:00', end: '16:30' }], days_off: [{ first_day: '2026-12-24', last_day: '2026-12-26' }] },
    },
    'GET /api/v1/school/chat-group-availability/:id/': { who: 'parent', params: { id: direct.id } },
    'POST /api/v1/school/assignment-create/': {
      who: 'teacher',
      body: { title: 'Poem', description: 'Write one.', maximum_score: 5, response_format: 'Text', school_class: schoolClass.id },
    },
    'PUT /api/v1/school/assignment-update/:id/': {
      who: 'teacher',
      params: { id: assignment.id },
      body: { title: 'Weekend', description: 'Tell us more.', maximum_score: 10, response_format: 'Text' },
    },
    'DELETE /api/v1/school/assignment-delete/:id/': { who: 'teacher', params: { id: assignment.id } },
    'GET /api/v1/school/assignment-detail/:code/': { who: 'anonymous', params: { code: assignment.code } },
    'POST /api/v1/school/assignment-response-create/': { who: 'anonymous', form: { assignee: String(assignee.id), text: 'My weekend.', code: assignment.code } },
    'GET /api/v1/school/assignee-create/:assignmentId/': { who: 'teacher', params: { assignmentId: assignment.id } },
    'POST /api/v1/school/assignee-create/:assignmentId/': {
      who: 'teacher',
      params: { assignmentId: assignment.id },
      body: [{ assignment: assignment.id, student: student.id }],
    },
    'DELETE /api/v1/school/assignee-delete-list/:assignmentId/': {
      who: 'teacher',
      params: { assignmentId: assignment.id },
      body: [{ assignment: assignment.id, student: student.id }],
    },
    'GET /api/v1/school/assignee-list/:assignmentId/': { who: 'teacher', params: { assignmentId: assignment.id } },
    'PUT /api/v1/school/assignee-score-update/:assigneeId/': { who: 'teacher', params: { assigneeId: assignee.id }, body: { score: 5, feedback: 'Well done.' } },
    'PUT /api/v1/school/all-notifications-update/': { who: 'parent' },
    'POST /api/v1/school/event-create/': { who: 'teacher', body: { name: 'Play', date: '2099-06-01', description: 'In the hall.', school_class: schoolClass.id } },
    'PUT /api/v1/school/event-update/:id/': { who: 'teacher', params: { id: event.id }, body: { name: 'Fair', date: '2099-05-02', description: 'Stalls.' } },
    'DELETE /api/v1/school/event-delete/:id/': { who: 'teacher', params: { id: event.id } },
    'POST /api/v1/school/helper-create/': { who: 'parent', body: { event: event.id } },
    'DELETE /api/v1/school/helper-delete/:eventId': { who: 'parent', params: { eventId: event.id } },
    'DELETE /api/v1/school/helper-delete/:eventId/': { who: 'parent', params: { eventId: event.id } },
    'POST /api/v1/school/form-create/': { who: 'teacher', body: formBody },
    'GET /api/v1/school/forms/': { who: 'parent', query: { class: schoolClass.id } },
    'GET /api/v1/school/form/:id/': { who: 'parent', params: { id: form.id } },
    'POST /api/v1/school/form-answer/:id/': { who: 'parent', params: { id: form.id }, body: { student: student.id, signed_name: 'Sam Carter', answers: [true] } },
    'PUT /api/v1/school/form-deadline/:id/': { who: 'teacher', params: { id: form.id }, body: { deadline: '2099-07-01T12:00:00.000Z' } },
    'POST /api/v1/school/form-remind/:id/': { who: 'teacher', params: { id: form.id } },
    'POST /api/v1/school/form-pdf/:id/': { who: 'teacher', params: { id: form.id }, form: {} },
    'GET /api/v1/school/form-answers-csv/:id/': { who: 'teacher', params: { id: form.id } },
    'POST /api/v1/school/signup-create/': { who: 'teacher', body: signupBody },
    'DELETE /api/v1/school/signup-delete/:id/': { who: 'teacher', params: { id: signup.id } },
    'GET /api/v1/school/class-signups/:id/': { who: 'parent', params: { id: schoolClass.id } },
    'POST /api/v1/school/signup-place-take/:id/': { who: 'parent', params: { id: signup.slots[0].id } },
    'POST /api/v1/school/signup-place-give-back/:id/': { who: 'parent', params: { id: signup.slots[0].id } },
    'POST /api/v1/school/absence-create/': { who: 'parent', body: absenceBody },
    'GET /api/v1/school/child-absences/:id/': { who: 'parent', params: { id: student.id } },
    'GET /api/v1/school/class-absences/:id/': { who: 'teacher', params: { id: schoolClass.id } },
    'GET /api/v1/school/teacher-absences/': { who: 'teacher' },
    'GET /api/v1/school/school-absences/': { who: 'teacher' },
    'PUT /api/v1/school/absence-acknowledge/:id/': { who: 'teacher', params: { id: absence.id } },
    'GET /api/v1/school/notifications-get/': { who: 'parent' },
    'PUT /api/v1/school/class-notifications-read/:id/': { who: 'parent', params: { id: schoolClass.id }, body: { types: ['Story'] } },
    'POST /api/v1/school/content-read/': { who: 'parent', body: { school_class: schoolClass.id, announcements: [announcement.id] } },
    'GET /api/v1/school/class-content-reads/:classId/': { who: 'teacher', params: { classId: schoolClass.id } },
    'GET /api/v1/school/content-reads/:kind/:id/': { who: 'teacher', params: { kind: 'announcement', id: announcement.id } },
    'POST /api/v1/school/announcement-acknowledge/:id/': { who: 'parent', params: { id: announcement.id } },
    'GET /api/v1/school/class-acknowledgements/:classId/': { who: 'parent', params: { classId: schoolClass.id } },
    'POST /api/v1/school/announcement-remind/:id/': { who: 'teacher', params: { id: announcement.id } },
    'GET /api/v1/home/': { who: 'parent' },
    'POST /api/v1/school/content-report-create/': { who: 'parent', body: { kind: 'story', id: story.id, reason: 'Unkind.' } },
    'GET /api/v1/school/content-report-list/': { who: 'teacher' },
    'POST /api/v1/school/content-report-dismiss/:id/': { who: 'teacher', params: { id: 1 } },
    'POST /api/v1/school/content-hide/': { who: 'teacher', body: { kind: 'story', id: story.id } },
    'POST /api/v1/school/content-unhide/': { who: 'teacher', body: { kind: 'story', id: story.id } },
    'POST /api/v1/school/user-block/': { who: 'parent', body: { user: teacher.id } },
    'POST /api/v1/school/user-unblock/': { who: 'parent', body: { user: teacher.id } },
    'GET /api/v1/school/user-block-list/': { who: 'parent' },
    'POST /api/v1/school/story-comments-set/:id/': { who: 'teacher', params: { id: story.id }, body: { comments_enabled: true } },
    'GET /api/v1/school/push-key/': { who: 'parent' },
    'POST /api/v1/school/push-subscription-create/': {
      who: 'parent',
      body: {
        endpoint: 'https://push.example.org/send/abc',
        keys: { p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'), auth: Buffer.alloc(16, 3).toString('base64url') },
      },
    },
    'GET /api/v1/school/push-subscriptions/': { who: 'parent' },
    'DELETE /api/v1/school/push-subscription/:id/': { who: 'parent', params: { id: 1 } },
    'POST /api/v1/school/account-delete/': { who: 'parent', body: { email: 'someone-else@example.org' } },
    'GET /api/v1/calls/ice-servers/': { who: 'parent' },
    'GET /api/v1/school/student-access-log/:id/': { who: 'parent', params: { id: student.id } },
    'GET /api/v1/privacy-policy/': { who: 'anonymous' },
    'POST /api/v1/calls/:id/decline/': { who: 'parent', params: { id: direct.id } },
    'GET /api/v1/calendar/feed/': { who: 'parent' },
    'POST /api/v1/calendar/feed/': { who: 'parent' },
    'GET /api/v1/calendar/:file': { who: 'anonymous', params: { file: 'unknown.ics' } },
    'GET /api/v1/school/event-ics/:id/': { who: 'parent', params: { id: event.id } },
    'GET /api/v1/school/class-conferences/:id/': { who: 'teacher', params: { id: schoolClass.id } },
    'POST /api/v1/school/class-conferences/:id/': {
      who: 'teacher',
      params: { id: schoolClass.id },
      body: { days: [{ date: '2099-06-01', start: '16:00', end: '17:00' }], breaks: [], slot_minutes: 10, mode: 'video', note: 'Hall.', cutoff_hours: 2 },
    },
    'PUT /api/v1/school/conference-windows/:id/': {
      who: 'teacher',
      params: { id: 1 },
      body: { days: [{ date: '2099-06-01', start: '16:00', end: '17:00' }], breaks: [], slot_minutes: 10, mode: 'video', note: 'Hall.', cutoff_hours: 2 },
    },
    'DELETE /api/v1/school/conference-windows/:id/': { who: 'teacher', params: { id: 1 } },
    'POST /api/v1/school/conference-bookings/': { who: 'parent', body: { slot: 1, student: student.id } },
    'PUT /api/v1/school/conference-bookings/:id/': { who: 'parent', params: { id: 1 }, body: { slot: 1 } },
    'DELETE /api/v1/school/conference-bookings/:id/': { who: 'parent', params: { id: 1 } },
    'GET /api/v1/school/conference-booking-ics/:id/': { who: 'parent', params: { id: 1 } },
    'POST /api/v1/school/conference-bookings/:id/video-call/': { who: 'parent', params: { id: 1 } },
    'GET /ws/chat/:groupId/:token/': { who: 'anonymous', params: { groupId: group.id, token: 'abc' } },
    'GET /ws/call/:groupId/:token/': { who: 'anonymous', params: { groupId: group.id, token: 'abc' } },
    'GET /ws/notifications/:token/': { who: 'anonymous', params: { token: 'abc' } },
  };
  return { users: { teacher, parent, anonymous: undefined }, samples };
}

interface Variant {
  what: string;
  params: Record<string, number | string>;
  body?: unknown;
  query?: Record<string, number>;
  form?: Record<string, string>;
  /** The statuses a correct answer may have. */
  expected: number[];
}

/** Each leaf of a JSON body with its path, e.g. `[0, 'student']`. */
function leavesOf(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; value: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leavesOf(item, [...path, index]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...path, key]));
  return [{ path, value }];
}

function withLeaf(body: unknown, path: (string | number)[], leaf: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = leaf;
  return copy;
}

/** The spoilt requests of one route: one bad value at a time, everything else valid. */
function variantsOf(sample: RouteSample): Variant[] {
  const params = sample.params ?? {};
  const variants: Variant[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'number') variants.push({ what: `path ${name} beyond 32 bits`, params: { ...params, [name]: BEYOND_32_BITS }, body: sample.body, expected: [404] });
    else variants.push({ what: `path ${name} with NUL`, params: { ...params, [name]: `${value}\u0000` }, body: sample.body, expected: [400, 404] });
  }
  for (const { path, value } of leavesOf(sample.body)) {
    const field = String(path.at(-1));
    const spoil = (what: string, leaf: unknown) => variants.push({ what: `${path.join('.')} ${what}`, params, body: withLeaf(sample.body, path, leaf), expected: [400] });
    if (typeof value === 'string') spoil('with NUL', `${value.slice(0, 2)}\u0000${value.slice(2)}`);
    if (ID_FIELDS.has(field)) spoil('beyond 32 bits', BEYOND_32_BITS);
    if (field === 'date') spoil('not on the calendar', IMPOSSIBLE_DAY);
  }
  for (const name of Object.keys(sample.query ?? {})) {
    variants.push({ what: `query ${name} beyond 32 bits`, params, query: { ...sample.query, [name]: BEYOND_32_BITS }, expected: [400] });
  }
  for (const [name, value] of Object.entries(sample.form ?? {})) {
    variants.push({ what: `form ${name} with NUL`, params, form: { ...sample.form, [name]: `${value}\u0000` }, expected: [400, 404] });
    if (ID_FIELDS.has(name)) variants.push({ what: `form ${name} beyond 32 bits`, params, form: { ...sample.form, [name]: String(BEYOND_32_BITS) }, expected: [400, 404] });
  }
  return variants;
}

describe('input validation', () => {
  it('has a sample for every route of the app', async () => {
    const { samples } = await createFixture();
    const routes = registeredRoutes();
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((route) => !(route in samples))).toEqual([]);
  });

  it('refuses ids beyond 32 bits, NUL characters and impossible days on every route, never with a 500', async () => {
    const { users, samples } = await createFixture();
    const picture = await pngImage();
    const failures: string[] = [];
    for (const route of registeredRoutes()) {
      const sample = samples[route]!;
      const [method, pattern] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      for (const variant of variantsOf(sample)) {
        const url = pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(variant.params[name])));
        const query = variant.query ? `?${new URLSearchParams(Object.entries(variant.query).map(([key, value]) => [key, String(value)]))}` : '';
        const response = await testApp.app.inject({
          method,
          url: url + query,
          headers: users[sample.who]?.headers ?? {},
          ...(variant.form
            ? { payload: multipartPayload({ field: 'image', name: 'picture.png', type: 'image/png', data: picture }, variant.form) }
            : variant.body === undefined
              ? {}
              : { payload: variant.body as object }),
        });
        if (!variant.expected.includes(response.statusCode)) failures.push(`${route} ${variant.what}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('names the field and says why', async () => {
    const { users, samples } = await createFixture();
    const storyUpdate = samples['PUT /api/v1/school/story-update/:id/']!;
    const nul = await testApp.app.inject({
      method: 'PUT',
      url: `/api/v1/school/story-update/${storyUpdate.params!.id}/`,
      headers: users.teacher!.headers,
      payload: { title: 'Gar\u0000den', content: 'We planted.' },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ title: [NUL_CHARACTER_MESSAGE] });
    const day = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/school/event-create/',
      headers: users.teacher!.headers,
      payload: { ...(samples['POST /api/v1/school/event-create/']!.body as object), date: IMPOSSIBLE_DAY },
    });
    expect(day.json()).toEqual({ date: ['Enter a valid date.'] });
    const id = await testApp.app.inject({ method: 'GET', url: `/api/v1/school/class/${BEYOND_32_BITS}/`, headers: users.teacher!.headers });
    expect(id.statusCode).toBe(404);
  });
});
