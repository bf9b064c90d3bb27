import { createHash, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hash as hashPassword, type Algorithm } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../apps/server/src/infra/db/client.ts';

/**
 * One busy class over a school year, for the export benchmark: 25 children with a picture, 180
 * stories with 1 to 3 photos, 60 picture assignments handed in by every child and mostly scored,
 * stickers, events with helpers, and a year of the class's group chat and of each family's chat
 * with the teacher. Rows go in as set-based SQL; the media are small real JPEGs made with sharp,
 * written where the server's disk storage keeps them (`DATA_DIR/media/<key>`).
 */
export const CHILDREN = 25;
const STORIES = 180;
const ASSIGNMENTS = 60;
const EVENTS = 30;
const YEAR_DAYS = 300;
const CLASS_CHAT_MESSAGES = 3000;
const DIRECT_CHAT_MESSAGES = 80;
/**
 * Scales the pictures' sides (`BENCH_EXPORT_PICTURE_SCALE`, 1 by default): a larger zip with the
 * same rows and files, to see whether the server's memory follows the zip's size.
 */
const PICTURE_SCALE = Number(process.env.BENCH_EXPORT_PICTURE_SCALE ?? 1);
/** Distinct pictures; every stored file is one of them, so that sharp runs a few times only. */
const PICTURE_VARIANTS = 12;

export interface ExportSchool {
  /** The guardian of the first child, whose exports are timed. */
  guardian: { userId: number; token: string };
  studentId: number;
  /** Bytes of every stored media file. */
  mediaBytes: number;
  mediaFiles: number;
  rows: Record<string, number>;
}

/** Photo-like JPEGs: smooth colour fields with grain, which compress as photos do (not as flat colour). */
async function makePictures(width: number, height: number): Promise<Buffer[]> {
  const pictures: Buffer[] = [];
  for (let variant = 0; variant < PICTURE_VARIANTS; variant += 1) {
    const small = Buffer.alloc(16 * 12 * 3);
    for (let index = 0; index < small.length; index += 1)
      small[index] = (index * 37 + variant * 91 + ((index * variant) % 13) * 17) % 256;
    const grain = Buffer.alloc(width * height * 3);
    for (let index = 0; index < grain.length; index += 1) grain[index] = Math.floor(Math.random() * 40);
    const field = await sharp(small, { raw: { width: 16, height: 12, channels: 3 } })
      .resize(width, height, { kernel: 'cubic' })
      .raw()
      .toBuffer();
    for (let index = 0; index < field.length; index += 1)
      field[index] = Math.min(255, (field[index] ?? 0) + (grain[index] ?? 0));
    pictures.push(
      await sharp(field, { raw: { width, height, channels: 3 } })
        .jpeg({ quality: 80 })
        .toBuffer(),
    );
  }
  return pictures;
}

const count = async (db: Database, table: string) => {
  const result = (await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n ?? 0);
};

/** Fills an empty, migrated database and the media folder of `dataDir`. */
export async function seedExportClass(
  db: Database,
  dataDir: string,
  { analyze }: { analyze: boolean },
): Promise<ExportSchool> {
  const run = (statement: string) => db.execute(sql.raw(statement));
  const passwordHash = await hashPassword(randomBytes(12).toString('hex'), { algorithm: 2 as Algorithm });
  const token = randomBytes(24).toString('hex');
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const year = `(now() - interval '${YEAR_DAYS} days')`;
  const prose = (seed: string, length: number) =>
    `substr(repeat('We planted beans, measured how far they grew each week and wrote what we saw in our nature diaries. ', 1 + (${seed}) % 4), 1, ${length})`;

  // Users: 1 is the teacher, 1 + n the guardian of child n.
  await run(
    `INSERT INTO schools (id, name, city, country) VALUES (1, 'Export Primary', 'York', 'United Kingdom')`,
  );
  await db.execute(sql`
    INSERT INTO users (id, email, first_name, last_name, password_hash, email_verified, profile_picture, created_at)
    SELECT u, CASE WHEN u = 1 THEN 'teacher@export.test' ELSE 'guardian' || (u - 1) || '@export.test' END,
           'Person' || u, 'Family' || u, ${passwordHash}, true, 'profile-pictures/user-' || u || '.jpg', ${sql.raw(`now() - interval '${YEAR_DAYS + 20} days'`)}
      FROM generate_series(1, ${sql.raw(String(CHILDREN + 1))}) AS u`);
  await run(`INSERT INTO user_settings (user_id) SELECT generate_series(1, ${CHILDREN + 1})`);
  await run(`INSERT INTO teachers (id, user_id, school_id) VALUES (1, 1, 1)`);
  await run(`INSERT INTO parents (id, user_id) SELECT p, p + 1 FROM generate_series(1, ${CHILDREN}) AS p`);
  await run(
    `INSERT INTO school_classes (id, name, teacher_id, created_at) VALUES (1, 'Year 3 Oak', 1, ${year} - interval '7 days')`,
  );
  await run(`
    INSERT INTO students (id, name, school_class_id, image, created_at)
    SELECT s, 'Child ' || s, 1, 'students/child-' || s || '.jpg', ${year} - interval '7 days' FROM generate_series(1, ${CHILDREN}) AS s`);
  await run(
    `INSERT INTO guardians (student_id, parent_id) SELECT s, s FROM generate_series(1, ${CHILDREN}) AS s`,
  );
  await run(`
    INSERT INTO stickers (student_id, type, created_at)
    SELECT s, 1 + (s + k) % 3, ${year} + k * interval '7 days' FROM generate_series(1, ${CHILDREN}) AS s, generate_series(1, 40) AS k`);

  await run(`
    INSERT INTO events (id, school_class_id, name, date, description, helpers_required, created_at)
    SELECT k, 1, 'Class event ' || k, (current_date - ${YEAR_DAYS} + k * 10), ${prose('k', 200)}, 3, ${year} + k * interval '10 days' - interval '14 days'
      FROM generate_series(1, ${EVENTS}) AS k`);
  await run(`
    INSERT INTO event_helpers (event_id, parent_id)
    SELECT k, (k * 3 + h) % ${CHILDREN} + 1 FROM generate_series(1, ${EVENTS}) AS k, generate_series(0, 2) AS h`);
  // Every fourth event has the timed guardian among its helpers.
  await run(
    `INSERT INTO event_helpers (event_id, parent_id) SELECT k, 1 FROM generate_series(4, ${EVENTS}, 4) AS k ON CONFLICT DO NOTHING`,
  );

  await run(`
    INSERT INTO stories (id, school_class_id, title, content, created_at)
    SELECT k, 1, 'Our day ' || k, ${prose('k', 500)}, ${year} + k * interval '${(YEAR_DAYS * 24) / STORIES} hours' FROM generate_series(1, ${STORIES}) AS k`);
  await run(`
    INSERT INTO story_images (story_id, image, full_image)
    SELECT k, 'stories/story-' || k || '-' || i || '.jpg', 'stories/story-' || k || '-' || i || '-full.jpg'
      FROM generate_series(1, ${STORIES}) AS k, generate_series(1, 3) AS i WHERE i <= 1 + k % 3`);
  await run(`
    INSERT INTO story_comments (story_id, author_id, content, created_at, updated_at)
    SELECT k, 2 + (k + j) % ${CHILDREN}, 'Lovely to see, thank you!', ${year} + k * interval '1 day', ${year} + k * interval '1 day'
      FROM generate_series(1, ${STORIES}) AS k, generate_series(1, 2) AS j`);

  await run(`
    INSERT INTO assignments (id, school_class_id, title, description, maximum_score, response_format, code, created_at)
    SELECT k, 1, 'Homework ' || k, ${prose('k', 240)}, 10, 'Image', 'EX' || lpad(k::text, 6, '0'), ${year} + k * interval '5 days'
      FROM generate_series(1, ${ASSIGNMENTS}) AS k`);
  await run(`
    INSERT INTO assignees (id, assignment_id, student_id, score, feedback)
    SELECT (k - 1) * ${CHILDREN} + s, k, s, CASE WHEN (s + k) % 5 <> 0 THEN (s * 7 + k) % 11 END,
           CASE WHEN (s + k) % 5 <> 0 THEN 'Careful work, well explained.' END
      FROM generate_series(1, ${ASSIGNMENTS}) AS k, generate_series(1, ${CHILDREN}) AS s`);
  await run(
    `INSERT INTO assignment_responses (assignee_id, image) SELECT id, 'hand-ins/hand-in-' || id || '.jpg' FROM assignees`,
  );

  // The class's group chat (the teacher and every guardian) and a direct chat per family.
  await run(
    `INSERT INTO chat_groups (id, name, direct_message, owner_id, created_at) VALUES (1, 'Year 3 Oak parents', false, 1, ${year})`,
  );
  await run(`
    INSERT INTO chat_groups (id, name, direct_message, owner_id, recipient_id, created_at)
    SELECT 1 + p, 'direct', true, 1 + p, 1, ${year} FROM generate_series(1, ${CHILDREN}) AS p`);
  await run(`
    INSERT INTO chat_members (group_id, user_id)
    SELECT 1, u FROM generate_series(1, ${CHILDREN + 1}) AS u
    UNION ALL SELECT id, owner_id FROM chat_groups WHERE direct_message
    UNION ALL SELECT id, recipient_id FROM chat_groups WHERE direct_message`);
  await run(`
    INSERT INTO chat_messages (group_id, sender_id, content, created_at)
    SELECT 1, 1 + m % ${CHILDREN + 1}, 'Message ' || m || ': ' || repeat('see you at pick-up ', 1 + m % 6),
           ${year} + m * interval '${(YEAR_DAYS * 24 * 60) / CLASS_CHAT_MESSAGES} minutes'
      FROM generate_series(1, ${CLASS_CHAT_MESSAGES}) AS m`);
  await run(`
    INSERT INTO chat_messages (group_id, sender_id, content, created_at)
    SELECT chat_groups.id, CASE WHEN m % 2 = 0 THEN owner_id ELSE recipient_id END, 'About the homework, note ' || m,
           ${year} + m * interval '${YEAR_DAYS / DIRECT_CHAT_MESSAGES} days' + chat_groups.id * interval '1 minute'
      FROM chat_groups, generate_series(1, ${DIRECT_CHAT_MESSAGES}) AS m WHERE direct_message ORDER BY 4, 1`);
  await run(`
    INSERT INTO notifications (user_id, type, title, school_class_id, qty_missed, read, created_at, updated_at)
    SELECT 2, 'Story', 'New story', 1, 1, true, ${year} + k * interval '1 day', ${year} + k * interval '1 day' FROM generate_series(1, ${STORIES}) AS k`);
  await db.execute(sql`INSERT INTO auth_tokens (user_id, key_hash) VALUES (2, ${tokenHash})`);
  for (const table of [
    'schools',
    'users',
    'teachers',
    'parents',
    'school_classes',
    'students',
    'events',
    'stories',
    'assignments',
    'assignees',
    'chat_groups',
  ]) {
    await run(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
  }
  if (analyze) await run('ANALYZE');

  // The media: every key a row names, as the disk storage lays them out.
  const [photos, handIns] = await Promise.all([
    makePictures(Math.round(1280 * PICTURE_SCALE), Math.round(960 * PICTURE_SCALE)),
    makePictures(Math.round(960 * PICTURE_SCALE), Math.round(720 * PICTURE_SCALE)),
  ]);
  const keysOf = async (query: string) =>
    ((await db.execute(sql.raw(query))) as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);
  const groups: [string[], Buffer[]][] = [
    [
      await keysOf(`SELECT image AS key FROM story_images UNION ALL SELECT full_image FROM story_images`),
      photos,
    ],
    [await keysOf(`SELECT image AS key FROM students UNION ALL SELECT profile_picture FROM users`), handIns],
    [await keysOf(`SELECT image AS key FROM assignment_responses`), handIns],
  ];
  let mediaBytes = 0;
  let mediaFiles = 0;
  const media = path.join(dataDir, 'media');
  for (const [keys, pictures] of groups) {
    for (const [index, key] of keys.entries()) {
      const picture = pictures[index % pictures.length] as Buffer;
      await mkdir(path.dirname(path.join(media, key)), { recursive: true });
      await writeFile(path.join(media, key), picture);
      mediaBytes += picture.length;
      mediaFiles += 1;
    }
  }

  const rows: Record<string, number> = {};
  for (const table of [
    'students',
    'stickers',
    'events',
    'event_helpers',
    'stories',
    'story_images',
    'assignments',
    'assignees',
    'assignment_responses',
    'chat_messages',
  ]) {
    rows[table] = await count(db, table);
  }
  return { guardian: { userId: 2, token }, studentId: 1, mediaBytes, mediaFiles, rows };
}
