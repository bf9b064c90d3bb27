import { createHash, randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { hash as hashPassword, type Algorithm } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/infra/db/client.ts';

/**
 * A realistic school seeded in a few set-based statements (seconds, not minutes): by default 20
 * classes of 30 students, 20 teachers, 540 parents (60 of them with a child in two classes), and a
 * term of 12 weeks: stickers, announcements, events with helpers, stories with pictures and
 * comments, assignments handed in and scored, a group chat per class and a direct chat per family
 * with their history, and notifications, most of them read. Passwords are real argon2id hashes
 * (the server's options), tokens real hashed tokens, so login and every request do their real
 * work. A {@link SchoolSize} makes the same school larger (the school-day bench).
 */
export const CLASSES = 20;
export const STUDENTS_PER_CLASS = 30;
export const PARENTS = 540;
export const TERM_DAYS = 84;

/** How large the school is; the default is the 20 × 30 school every other bench uses. */
export interface SchoolSize {
  classes: number;
  studentsPerClass: number;
  /** Every other family has a second guardian with an account of their own. */
  secondGuardians: boolean;
}
export const DEFAULT_SIZE: SchoolSize = { classes: CLASSES, studentsPerClass: STUDENTS_PER_CLASS, secondGuardians: false };

/** The numbers a size gives; ids are fixed by the seed. */
function layoutOf(size: SchoolSize) {
  const students = size.classes * size.studentsPerClass;
  // As in the default school (540 parents for 600 children): one family in ten has a child in two classes.
  const primaryParents = Math.round(students * (PARENTS / (CLASSES * STUDENTS_PER_CLASS)));
  // The primary parents of even id have a second guardian, parent `primaryParents + id / 2`.
  const secondParents = size.secondGuardians ? Math.floor(primaryParents / 2) : 0;
  return {
    ...size,
    students,
    primaryParents,
    parents: primaryParents + secondParents,
    /** The last few students have no parent linked yet: their teacher sees their invite codes. */
    firstUnlinkedStudent: students - 5,
  };
}
type Layout = ReturnType<typeof layoutOf>;
const ANNOUNCEMENTS_PER_CLASS = 12;
const EVENTS_PER_CLASS = 6;
const STORIES_PER_CLASS = 24;
const ASSIGNMENTS_PER_CLASS = 10;
const CLASS_CHAT_MESSAGES = 400;
const DIRECT_CHAT_MESSAGES = 12;
/** Every seeded user's password. */
export const BENCH_PASSWORD = 'Plum-Orchard-42';

export interface BenchUser {
  userId: number;
  email: string;
  token: string;
}
export interface BenchClass {
  id: number;
  teacher: BenchUser;
  /** The class's group chat: the teacher and the parents of the class. */
  groupId: number;
  studentIds: number[];
  /** Parents of the class's students, in student order, one each. */
  parents: BenchUser[];
  /** Every guardian of the class's students (second guardians too), once each, with their children in this class. */
  guardians: (BenchUser & { childIds: number[] })[];
  /** The class's seeded assignments (each set to every student of the class). */
  assignmentIds: number[];
}
export interface BenchParent extends BenchUser {
  childIds: number[];
}
export interface BenchSchool {
  classes: BenchClass[];
  parents: BenchParent[];
  /** Every (group, member) pair of every chat, class groups first: for opening many sockets. */
  memberships: { groupId: number; user: BenchUser }[];
}


function md5(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

/** The school as the benchmarks address it; ids are fixed by the seed. */
function describeSchool(salt: string, layout: Layout): BenchSchool {
  const isLinked = (studentId: number) => studentId <= layout.firstUnlinkedStudent;
  const parentOfStudent = (studentId: number) => ((studentId - 1) % layout.primaryParents) + 1;
  const secondParentOf = (parentId: number) => (layout.secondGuardians && parentId % 2 === 0 ? layout.primaryParents + parentId / 2 : null);
  const teacherUserId = (classId: number) => classId;
  const parentUserId = (parentId: number) => layout.classes + parentId;
  const token = (userId: number) => `bench${md5(`${salt}:${userId}`)}${md5(`${salt}/${userId}`)}`;
  const user = (userId: number): BenchUser => ({
    userId,
    email: userId <= layout.classes ? `teacher${userId}@bench.test` : `parent${userId - layout.classes}@bench.test`,
    token: token(userId),
  });
  const parents: BenchParent[] = Array.from({ length: layout.parents }, (_, index) => ({ ...user(parentUserId(index + 1)), childIds: [] }));
  const guardiansOf = (studentId: number) => {
    if (!isLinked(studentId)) return [];
    const primary = parentOfStudent(studentId);
    const second = secondParentOf(primary);
    return second === null ? [primary] : [primary, second];
  };
  for (let studentId = 1; studentId <= layout.students; studentId += 1) {
    for (const parentId of guardiansOf(studentId)) parents[parentId - 1]?.childIds.push(studentId);
  }
  const classes: BenchClass[] = Array.from({ length: layout.classes }, (_, index) => {
    const id = index + 1;
    const studentIds = Array.from({ length: layout.studentsPerClass }, (__, offset) => index * layout.studentsPerClass + offset + 1);
    const guardians = new Map<number, BenchUser & { childIds: number[] }>();
    for (const studentId of studentIds) {
      for (const parentId of guardiansOf(studentId)) {
        const entry = guardians.get(parentId) ?? { ...user(parentUserId(parentId)), childIds: [] };
        entry.childIds.push(studentId);
        guardians.set(parentId, entry);
      }
    }
    return {
      id,
      teacher: user(teacherUserId(id)),
      groupId: id,
      studentIds,
      parents: studentIds.filter(isLinked).map((studentId) => user(parentUserId(parentOfStudent(studentId)))),
      guardians: [...guardians.values()],
      assignmentIds: Array.from({ length: ASSIGNMENTS_PER_CLASS }, (__, k) => index * ASSIGNMENTS_PER_CLASS + k + 1),
    };
  });
  const memberships = classes.flatMap((schoolClass) =>
    [schoolClass.teacher, ...schoolClass.parents].map((member) => ({ groupId: schoolClass.groupId, user: member })),
  );
  for (let studentId = 1; studentId <= layout.students; studentId += 1) {
    if (!isLinked(studentId)) continue;
    const groupId = layout.classes + studentId;
    const classId = Math.ceil(studentId / layout.studentsPerClass);
    memberships.push({ groupId, user: user(parentUserId(parentOfStudent(studentId))) }, { groupId, user: user(teacherUserId(classId)) });
  }
  return { classes, parents, memberships };
}

/**
 * Fills an empty, migrated database. `analyze` gives the planner its statistics, as autovacuum
 * would on PostgreSQL; `size` makes the school larger than the default 20 × 30.
 */
export async function seedBenchSchool(db: Database, { analyze, size = DEFAULT_SIZE }: { analyze: boolean; size?: SchoolSize }): Promise<BenchSchool> {
  const layout = layoutOf(size);
  const { classes: CLASSES, studentsPerClass: STUDENTS_PER_CLASS, students: STUDENTS, primaryParents: PARENTS, firstUnlinkedStudent: FIRST_UNLINKED_STUDENT } = layout;
  const salt = randomBytes(8).toString('hex');
  // The server's options: argon2id with the package's defaults.
  const passwordHash = await hashPassword(BENCH_PASSWORD, { algorithm: 2 as Algorithm });
  const run = (statement: string) => db.execute(sql.raw(statement));
  const term = `(now() - interval '${TERM_DAYS} days')`;
  const firstNames = `(ARRAY['Olivia','Liam','Amara','Noah','Priya','Mateo','Chloe','Yusuf','Hannah','Kenji','Sofia','Tomasz','Leila','Samuel','Ines','Oscar','Mei','Kwame','Elena','Arjun'])`;
  const lastNames = `(ARRAY['Carter','Okafor','Nguyen','Schmidt','Haddad','Rossi','Kowalski','Tanaka','Silva','Murphy','Jensen','Patel','Moreau','Ali','Novak','Garcia','Berg','Mensah','Ivanova','Cohen'])`;
  const prose = (seed: string, words: string) =>
    `substr(repeat('We practised reading aloud, counted leaves in the garden and built a bridge of paper that held three books. ', 1 + (${seed}) % 3), 1, ${words})`;

  await run(`INSERT INTO schools (id, name, city, country) VALUES (1, 'Bench Primary', 'Leeds', 'United Kingdom')`);
  await db.execute(sql`
    INSERT INTO users (id, email, first_name, last_name, password_hash, email_verified, created_at)
    SELECT u,
           CASE WHEN u <= ${CLASSES} THEN 'teacher' || u || '@bench.test' ELSE 'parent' || (u - ${CLASSES}) || '@bench.test' END,
           ${sql.raw(firstNames)}[1 + u % 20], ${sql.raw(lastNames)}[1 + (u / 20) % 20], ${passwordHash}, true, now() - interval '120 days'
      FROM generate_series(1, ${CLASSES + layout.parents}) AS u`);
  await run(`INSERT INTO user_settings (user_id) SELECT generate_series(1, ${CLASSES + layout.parents})`);
  await run(`INSERT INTO teachers (id, user_id, school_id) SELECT t, t, 1 FROM generate_series(1, ${CLASSES}) AS t`);
  await run(`INSERT INTO parents (id, user_id) SELECT p, ${CLASSES} + p FROM generate_series(1, ${layout.parents}) AS p`);
  await run(`
    INSERT INTO school_classes (id, name, teacher_id)
    SELECT c, 'Year ' || (1 + (c - 1) / 4) || ' ' || chr(65 + (c - 1) % 4), c FROM generate_series(1, ${CLASSES}) AS c`);
  await run(`
    INSERT INTO students (id, name, school_class_id, invite_code)
    SELECT s, ${firstNames}[1 + (s * 7) % 20] || ' ' || ${lastNames}[1 + ((s - 1) % ${PARENTS}) % 20],
           (s - 1) / ${STUDENTS_PER_CLASS} + 1,
           'BENCH' || lpad(s::text, 5, '0')
      FROM generate_series(1, ${STUDENTS}) AS s`);
  // One guardian a linked child; the children after FIRST_UNLINKED_STUDENT wait for their family.
  await run(`
    INSERT INTO guardians (student_id, parent_id)
    SELECT s, (s - 1) % ${PARENTS} + 1 FROM generate_series(1, ${FIRST_UNLINKED_STUDENT}) AS s`);
  // A second guardian for the families whose first has an even id, with every child of the family.
  if (layout.secondGuardians) {
    await run(`
      INSERT INTO guardians (student_id, parent_id)
      SELECT s, ${PARENTS} + ((s - 1) % ${PARENTS} + 1) / 2 FROM generate_series(1, ${FIRST_UNLINKED_STUDENT}) AS s WHERE ((s - 1) % ${PARENTS} + 1) % 2 = 0`);
  }
  await run(`
    INSERT INTO stickers (student_id, type, created_at)
    SELECT s, 1 + (s + k) % 3, ${term} + k * interval '12 days'
      FROM generate_series(1, ${STUDENTS}) AS s, generate_series(1, 6) AS k WHERE (s + k) % 4 <> 0`);

  // A term of class content.
  await run(`
    INSERT INTO announcements (school_class_id, title, content, created_at)
    SELECT c, 'Week ' || k || ': what is coming up', ${prose('c + k', '260')}, ${term} + (k * 7 - 2) * interval '1 day'
      FROM generate_series(1, ${CLASSES}) AS c, generate_series(1, ${ANNOUNCEMENTS_PER_CLASS}) AS k`);
  await run(`
    INSERT INTO events (id, school_class_id, name, date, description, helpers_required, created_at)
    SELECT (c - 1) * ${EVENTS_PER_CLASS} + k, c, (ARRAY['Museum trip','Sports day','Bake sale','Reading morning','Garden day','Class concert'])[k],
           (current_date - 42 + k * 14), ${prose('k', '180')}, 3, ${term} + k * interval '10 days'
      FROM generate_series(1, ${CLASSES}) AS c, generate_series(1, ${EVENTS_PER_CLASS}) AS k`);
  await run(`
    INSERT INTO event_helpers (event_id, parent_id)
    SELECT (c - 1) * ${EVENTS_PER_CLASS} + k, ((c - 1) * ${STUDENTS_PER_CLASS} + 2 * k - h - 1) % ${PARENTS} + 1
      FROM generate_series(1, ${CLASSES}) AS c, generate_series(1, ${EVENTS_PER_CLASS}) AS k, generate_series(0, 1) AS h`);
  await run(`
    INSERT INTO stories (id, school_class_id, title, content, created_at)
    SELECT (c - 1) * ${STORIES_PER_CLASS} + k, c, 'Our week, part ' || k, ${prose('c * k', '420')},
           ${term} + k * interval '3.5 days'
      FROM generate_series(1, ${CLASSES}) AS c, generate_series(1, ${STORIES_PER_CLASS}) AS k`);
  await run(`
    INSERT INTO story_images (story_id, image, full_image)
    SELECT st, 'stories/bench-' || st || '-' || i || '.webp', 'stories/bench-' || st || '-' || i || '-full.webp'
      FROM generate_series(1, ${CLASSES * STORIES_PER_CLASS}) AS st, generate_series(1, 2) AS i`);
  await run(`
    INSERT INTO story_comments (story_id, author_id, content, created_at, updated_at)
    SELECT st, ${CLASSES} + (((st - 1) / ${STORIES_PER_CLASS}) * ${STUDENTS_PER_CLASS} + (st * 3 + j) % ${STUDENTS_PER_CLASS}) % ${PARENTS} + 1,
           'Lovely to see, thank you!', now() - interval '1 day', now() - interval '1 day'
      FROM generate_series(1, ${CLASSES * STORIES_PER_CLASS}) AS st, generate_series(1, 3) AS j`);
  await run(`
    INSERT INTO assignments (id, school_class_id, title, description, maximum_score, response_format, code, created_at)
    SELECT (c - 1) * ${ASSIGNMENTS_PER_CLASS} + k, c, 'Homework ' || k, ${prose('k', '200')}, 10, 'Text',
           'BA' || lpad(((c - 1) * ${ASSIGNMENTS_PER_CLASS} + k)::text, 6, '0'), ${term} + k * interval '8 days'
      FROM generate_series(1, ${CLASSES}) AS c, generate_series(1, ${ASSIGNMENTS_PER_CLASS}) AS k`);
  await run(`
    INSERT INTO assignees (id, assignment_id, student_id, score, feedback)
    SELECT row_number() OVER (ORDER BY c, k, s), (c - 1) * ${ASSIGNMENTS_PER_CLASS} + k, s,
           CASE WHEN (s + k) % 2 = 0 THEN (s * 7 + k) % 11 END,
           CASE WHEN (s + k) % 2 = 0 THEN 'Well done, keep it up.' END
      FROM generate_series(1, ${CLASSES}) AS c, generate_series(1, ${ASSIGNMENTS_PER_CLASS}) AS k,
           generate_series((c - 1) * ${STUDENTS_PER_CLASS} + 1, c * ${STUDENTS_PER_CLASS}) AS s
     ORDER BY 1, 2`);
  await run(`INSERT INTO assignment_responses (assignee_id, text) SELECT id, 'My answer: ' || repeat('seven times eight is fifty-six. ', 1 + id % 4) FROM assignees WHERE id % 10 < 7`);

  // Chats: a group per class, a direct chat per family and teacher, and their history.
  await run(`
    INSERT INTO chat_groups (id, name, direct_message, owner_id, recipient_id, created_at)
    SELECT c, 'Year ' || (1 + (c - 1) / 4) || ' ' || chr(65 + (c - 1) % 4) || ' parents', false, c, NULL, ${term}
      FROM generate_series(1, ${CLASSES}) AS c`);
  await run(`
    INSERT INTO chat_groups (id, name, direct_message, owner_id, recipient_id, created_at)
    SELECT ${CLASSES} + s, 'direct', true, ${CLASSES} + (s - 1) % ${PARENTS} + 1, (s - 1) / ${STUDENTS_PER_CLASS} + 1, ${term} + interval '1 day'
      FROM generate_series(1, ${FIRST_UNLINKED_STUDENT}) AS s`);
  await run(`
    INSERT INTO chat_members (group_id, user_id)
    SELECT c, c FROM generate_series(1, ${CLASSES}) AS c
    UNION ALL
    SELECT DISTINCT students.school_class_id, parents.user_id FROM students JOIN guardians ON guardians.student_id = students.id JOIN parents ON parents.id = guardians.parent_id
    UNION ALL
    SELECT id, owner_id FROM chat_groups WHERE direct_message
    UNION ALL
    SELECT id, recipient_id FROM chat_groups WHERE direct_message`);
  await run(`
    INSERT INTO chat_messages (group_id, sender_id, content, created_at)
    SELECT g, CASE WHEN m % 5 = 0 OR sender.parent_id IS NULL THEN g ELSE ${CLASSES} + sender.parent_id END,
           'Message ' || m || ': ' || repeat('see you at pick-up ', 1 + m % 8), ${term} + m * interval '${(TERM_DAYS * 24 * 60) / CLASS_CHAT_MESSAGES} minutes'
      FROM generate_series(1, ${CLASSES}) AS g, generate_series(1, ${CLASS_CHAT_MESSAGES}) AS m,
           LATERAL (SELECT (SELECT min(parent_id) FROM guardians WHERE student_id = (g - 1) * ${STUDENTS_PER_CLASS} + m % ${STUDENTS_PER_CLASS} + 1) AS parent_id) AS sender
     ORDER BY 4, 1`);
  await run(`
    INSERT INTO chat_messages (group_id, sender_id, content, created_at)
    SELECT chat_groups.id, CASE WHEN m % 2 = 0 THEN owner_id ELSE recipient_id END, 'About homework, note ' || m,
           ${term} + m * interval '7 days' + chat_groups.id * interval '1 minute'
      FROM chat_groups, generate_series(1, ${DIRECT_CHAT_MESSAGES}) AS m WHERE direct_message
     ORDER BY 4, 1`);

  // Notifications: unread entries of the last days (aggregated), and a term of read ones.
  await run(`
    INSERT INTO notifications (user_id, type, title, school_class_id, group_id, qty_missed, read, created_at, updated_at)
    SELECT family.user_id, kind.type, kind.title, CASE WHEN kind.type <> 'Message' THEN family.class_id END,
           CASE WHEN kind.type = 'Message' THEN family.class_id END,
           kind.qty, false, now() - interval '3 days', now() - kind.hours * interval '1 hour'
      FROM (SELECT DISTINCT parents.user_id, students.school_class_id AS class_id FROM students JOIN guardians ON guardians.student_id = students.id JOIN parents ON parents.id = guardians.parent_id) AS family,
           (VALUES ('Story', 'New story', 3, 5), ('Announcement', 'New announcement', 1, 30), ('Event', 'New event', 1, 50), ('Message', 'New message', 8, 2))
             AS kind(type, title, qty, hours)
    UNION ALL
    SELECT family.user_id, kind.type, kind.title, family.class_id, NULL, 1, true, ${term} + w * interval '4 days', ${term} + w * interval '4 days'
      FROM (SELECT DISTINCT parents.user_id, students.school_class_id AS class_id FROM students JOIN guardians ON guardians.student_id = students.id JOIN parents ON parents.id = guardians.parent_id) AS family,
           (VALUES ('Story', 'New story'), ('Announcement', 'New announcement')) AS kind(type, title), generate_series(1, 10) AS w`);
  await run(`
    INSERT INTO notifications (user_id, type, title, group_id, qty_missed, read, updated_at)
    SELECT owner_id, 'Message', 'New message', id, 2, false, now() - interval '6 hours' FROM chat_groups WHERE direct_message AND id % 3 = 0`);

  // A token for everyone, stored hashed as the server stores them.
  await db.execute(sql`
    INSERT INTO auth_tokens (user_id, key_hash)
    SELECT u, encode(sha256(convert_to('bench' || md5(${salt} || ':' || u) || md5(${salt} || '/' || u), 'UTF8')), 'hex')
      FROM generate_series(1, ${CLASSES + layout.parents}) AS u`);

  for (const table of ['schools', 'users', 'teachers', 'parents', 'school_classes', 'students', 'events', 'stories', 'assignments', 'chat_groups']) {
    await run(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
  }
  if (analyze) await run('ANALYZE');
  return describeSchool(salt, layout);
}

/** Row counts of the seeded tables, for the README. */
export async function countRows(db: Database): Promise<Record<string, number>> {
  const tables = ['users', 'students', 'stickers', 'announcements', 'events', 'event_helpers', 'stories', 'story_images', 'story_comments', 'assignments', 'assignees', 'assignment_responses', 'chat_groups', 'chat_members', 'chat_messages', 'notifications'];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = (await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as { rows: { n: number }[] };
    counts[table] = Number(result.rows[0]?.n ?? 0);
  }
  return counts;
}

// `node --import tsx bench/seed.ts`: seeds the database of DATA_DIR or DATABASE_URL, to click through it.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/config.ts');
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'warn', ...process.env }));
  try {
    const started = Date.now();
    await seedBenchSchool(app.database.db, { analyze: app.database.kind === 'postgres' });
    console.log(`seeded in ${Date.now() - started} ms:`, await countRows(app.database.db));
    console.log(`log in as teacher1@bench.test or parent1@bench.test, password ${BENCH_PASSWORD}`);
  } finally {
    await app.close();
  }
}
