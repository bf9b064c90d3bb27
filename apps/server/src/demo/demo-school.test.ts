import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemoSchool } from './demo-school.ts';
import { mediaAddress } from '../test/media.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('the demo school', () => {
  it('gives each newcomer a living school to log into', async () => {
    const people = await seedDemoSchool(testApp.app);
    expect(people.map((person) => person.role)).toEqual(['teacher', 'parent', 'parent', 'parent', 'teacher', 'teacher']);
    for (const person of people) {
      const login = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/dj-rest-auth/login/',
        payload: { email: person.email, password: person.password },
      });
      expect(login.statusCode).toBe(200);
    }
    const [teacher, parent] = people;
    const teacherDetails = (
      await testApp.app.inject({
        method: 'GET',
        url: '/api/v1/dj-rest-auth/user/',
        headers: { authorization: `Token ${teacher?.token}` },
      })
    ).json();
    expect(teacherDetails.teacher.school.name).toBe('Maple Grove Primary');
    // Two classes of this year, and last year's, archived (its children moved to Year 4 Owls).
    expect(
      teacherDetails.teacher.school_classes.map(
        (schoolClass: { name: string; archived_at: string | null }) => [
          schoolClass.name,
          schoolClass.archived_at !== null,
        ],
      ),
    ).toEqual([
      ['Year 2 Robins', false],
      ['Year 3 Kestrels', true],
      ['Year 4 Owls', false],
    ]);
    const parentDetails = (
      await testApp.app.inject({
        method: 'GET',
        url: '/api/v1/dj-rest-auth/user/',
        headers: { authorization: `Token ${parent?.token}` },
      })
    ).json();
    expect(parentDetails.parent.children.map((child: { name: string }) => child.name)).toEqual([
      'Leo Carter',
    ]);
    const classPage = (
      await testApp.app.inject({
        method: 'GET',
        url: `/api/v1/school/class/${parentDetails.parent.children[0].school_class.id}/`,
        headers: { authorization: `Token ${parent?.token}` },
      })
    ).json();
    // Three announcements, and one asking each family to confirm it, which Samuel has.
    expect(classPage.announcements).toHaveLength(4);
    expect(classPage.announcements.filter((announcement: { needs_acknowledgement: boolean }) => announcement.needs_acknowledgement)).toHaveLength(1);
    const leoPortfolio = (
      await testApp.app.inject({
        method: 'GET',
        url: `/api/v1/school/student-portfolio-list/${parentDetails.parent.children[0].id}/`,
        headers: { authorization: `Token ${parent?.token}` },
      })
    ).json();
    expect(
      leoPortfolio.guardians.map((guardian: { user: { first_name: string } }) => guardian.user.first_name),
    ).toEqual(['Samuel', 'Grace']);
    expect(classPage.events).toHaveLength(3);
    expect(classPage.events.some((event: { helpers: unknown[] }) => event.helpers.length === 1)).toBe(true);
    // Two stories by Olivia and one by Daniel, who co-teaches the class: its families see both teachers.
    expect(classPage.stories).toHaveLength(3);
    expect(classPage.teachers.map((teacher: { user: { first_name: string } }) => teacher.user.first_name)).toEqual(['Olivia', 'Daniel']);
    expect(classPage.stories.flatMap((story: { story_images: unknown[] }) => story.story_images)).toHaveLength(3);
    for (const picture of classPage.stories.flatMap((story: { story_images: { image: string }[] }) => story.story_images)) {
      const shown = await testApp.app.inject({ method: 'GET', url: mediaAddress(picture.image) });
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['content-type']).toMatch(/^image\//);
    }
    expect(classPage.assignments).toHaveLength(3);
    const teacherClass = (
      await testApp.app.inject({
        method: 'GET',
        url: `/api/v1/school/class/${parentDetails.parent.children[0].school_class.id}/`,
        headers: { authorization: `Token ${teacher?.token}` },
      })
    ).json();
    const counts = teacherClass.assignments.map(
      (item: { assignee_count: number; handed_in_count: number }) => [
        item.assignee_count,
        item.handed_in_count,
      ],
    );
    expect(counts).toContainEqual([0, 0]);
    expect(counts.filter(([assigned]: number[]) => assigned === teacherClass.students.length)).toHaveLength(
      2,
    );
    // Leo's and Aanya's hand-ins of the same assignment: one scored, one waiting on the teacher's Home.
    expect(counts).toContainEqual([teacherClass.students.length, 2]);
    // Every demo person has a picture, shown wherever they are named.
    expect(teacherClass.teacher.user.profile_picture).toMatch(/^http/);
    for (const person of people) {
      const details = (
        await testApp.app.inject({
          method: 'GET',
          url: '/api/v1/dj-rest-auth/user/',
          headers: { authorization: `Token ${person.token}` },
        })
      ).json();
      const shown = await testApp.app.inject({ method: 'GET', url: mediaAddress(details.profile_picture) });
      expect(shown.statusCode).toBe(200);
    }
    const leo = parentDetails.parent.children[0].id;
    const portfolio = (
      await testApp.app.inject({
        method: 'GET',
        url: `/api/v1/school/student-portfolio-list/${leo}/`,
        headers: { authorization: `Token ${parent?.token}` },
      })
    ).json();
    expect(portfolio.portfolio.find((item: { score: number | null }) => item.score === 9)).toBeDefined();
    const groups = (
      await testApp.app.inject({
        method: 'GET',
        url: '/api/v1/school/chat-group-user-get/',
        headers: { authorization: `Token ${parent?.token}` },
      })
    ).json();
    expect(groups.chat_group_member).toHaveLength(2);
    const helpers = groups.chat_group_member.find(
      (entry: { group: { direct_message: boolean } }) => !entry.group.direct_message,
    );
    expect(helpers.group.only_owner_adds_members).toBe(true);
    // The inbox: latest first, each with its last message; unread news for both roles, and the bell says so.
    const inbox = (
      entries: { group: { name: string }; last_message: { text: string } | null; unread_count: number }[],
    ) =>
      entries.map((entry) => [entry.group.name, entry.last_message?.text.slice(0, 20), entry.unread_count]);
    expect(inbox(groups.chat_group_member)).toEqual([
      ['Book fair helpers', 'I can bring a float ', 2],
      ['direct', 'Leo chose a new read', 1],
    ]);
    const teacherGroups = (
      await testApp.app.inject({
        method: 'GET',
        url: '/api/v1/school/chat-group-user-get/',
        headers: { authorization: `Token ${teacher?.token}` },
      })
    ).json();
    expect(inbox(teacherGroups.chat_group_member)).toEqual([
      ['Book fair helpers', 'I can bring a float ', 1],
      ['direct', 'Leo chose a new read', 0],
      ['Trip drivers', 'I can take three chi', 1],
    ]);
    const bell = async (token: string | undefined) =>
      (
        await testApp.app.inject({
          method: 'GET',
          url: '/api/v1/school/notifications-get/',
          headers: { authorization: `Token ${token}` },
        })
      )
        .json()
        .filter((entry: { type: string }) => entry.type === 'Message')
        .map((entry: { group: { name: string }; qty_missed: number }) => [
          entry.group.name,
          entry.qty_missed,
        ]);
    expect(await bell(parent?.token)).toEqual([
      ['Book fair helpers', 2],
      ['direct', 1],
    ]);
    expect(await bell(teacher?.token)).toEqual([['Book fair helpers', 1]]);
    // Olivia leads the school: one open report waits for her.
    const reports = (await testApp.app.inject({ method: 'GET', url: '/api/v1/school/content-report-list/', headers: { authorization: `Token ${teacher?.token}` } })).json();
    expect(reports.reports).toEqual([expect.objectContaining({ kind: 'comment', status: 'open', reporter: expect.objectContaining({ first_name: 'Samuel' }) })]);

    // A living Home for each of them: something new, unread messages, work to score, families to link, events short of helpers.
    const homeOf = async (person: typeof teacher) =>
      (
        await testApp.app.inject({
          method: 'GET',
          url: '/api/v1/home/',
          headers: { authorization: `Token ${person?.token}` },
        })
      ).json();
    const parentHome = await homeOf(parent);
    expect(parentHome.school_announcements.map((post: { school: { name: string } }) => post.school.name)).toEqual(['Maple Grove Primary']);
    expect(parentHome.classes[0].stories.some((story: { is_new: boolean }) => story.is_new)).toBe(true);
    expect(parentHome.unread_messages.count).toBeGreaterThan(0);
    expect(parentHome.next_helping).not.toBeNull();
    const teacherHome = await homeOf(teacher);
    const robins = teacherHome.classes.find(
      (schoolClass: { name: string }) => schoolClass.name === 'Year 2 Robins',
    );
    expect(robins.to_score).toEqual([
      { assignment: { id: expect.any(Number), title: 'My favourite sea creature' }, count: 1 },
    ]);
    expect(robins.unlinked_students.length).toBeGreaterThan(0);
    expect(robins.events_short_of_helpers.length).toBeGreaterThan(0);
    expect(teacherHome.unread_messages.count).toBeGreaterThan(0);

    // Olivia founded the school, so she leads it; Hannah waits for her approval on the School page.
    const staff = (await testApp.app.inject({ method: 'GET', url: '/api/v1/school/school-staff/', headers: { authorization: `Token ${teacher?.token}` } })).json();
    expect(staff.staff.map((member: { user: { first_name: string }; school_role: string }) => [member.user.first_name, member.school_role])).toEqual([['Olivia', 'leader'], ['Daniel', 'teacher']]);
    expect(staff.waiting.map((member: { user: { first_name: string } }) => member.user.first_name)).toEqual(['Hannah']);

    // Priya's access list for Ruby shows Daniel's look from his day as a leader.
    const priya = people.find((person) => person.firstName === 'Priya');
    const priyaDetails = (await testApp.app.inject({ method: 'GET', url: '/api/v1/dj-rest-auth/user/', headers: { authorization: `Token ${priya?.token}` } })).json();
    const ruby = priyaDetails.parent.children.find((child: { name: string }) => child.name === 'Ruby Shah');
    const log = (await testApp.app.inject({ method: 'GET', url: `/api/v1/school/student-access-log/${ruby.id}/`, headers: { authorization: `Token ${priya?.token}` } })).json();
    expect(log.map((entry: { reader_name: string; reader_role: string; what: string }) => [entry.reader_name, entry.reader_role, entry.what])).toEqual([['Daniel Okafor', 'school_leader', 'portfolio']]);
  });
});
