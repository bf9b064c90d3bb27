import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '../../infra/db/client.ts';
import { migrateDatabase } from '../../infra/db/migrate.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, createParent, createStudent, createTeacher, linkChild } from '../../test/factories.ts';
import { CLASS_VIEWER_SHAPES, classViewerKey, findClassesForViewers } from './classes.repo.ts';

describe('the class and its viewer on the embedded database', () => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await connectDatabase({ kind: 'pglite', dataDir: 'memory://' });
    await migrateDatabase(connection);
  });
  afterAll(() => connection.close());

  it('are read by requests that come together before the statement is prepared, each answered', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, (_, index) => findClassesForViewers(connection.db, [{ classId: 1000 + index, userId: 1 }])));
    expect(answers.map((found) => found.size)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('the classes of several viewers in one statement', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('answers each pair for its own user, in every shape, whatever the pairs around it', async () => {
    const teacher = await createTeacher(testApp.app);
    const schoolClass = await createClass(testApp.app, teacher);
    const child = await createStudent(testApp.app, teacher, schoolClass.id, 'Mia');
    const parent = await createParent(testApp.app);
    const stranger = await createParent(testApp.app);
    await linkChild(testApp.app, parent, child.inviteCode);
    const pairs = [
      { classId: schoolClass.id, userId: parent.id },
      { classId: schoolClass.id, userId: stranger.id },
      { classId: 999_999, userId: parent.id },
      { classId: schoolClass.id, userId: teacher.id },
    ];
    // 1 to 32 pairs: each shape, batches that fill it and batches padded to it; 33 is refused below.
    for (let count = 1; count <= Math.max(...CLASS_VIEWER_SHAPES); count += 1) {
      const keys = Array.from({ length: count }, (_, index) => pairs[index % pairs.length] as (typeof pairs)[number]);
      const found = await findClassesForViewers(testApp.app.database.db, keys);
      for (const key of keys) {
        const row = found.get(classViewerKey(key));
        if (key.classId === 999_999) expect(row).toBeUndefined();
        else expect(row?.guardedStudentIds).toEqual(key.userId === parent.id ? [child.id] : []);
      }
    }
    await expect(findClassesForViewers(testApp.app.database.db, Array.from({ length: 33 }, () => pairs[0] as (typeof pairs)[number]))).rejects.toThrow(/1 to 32 pairs/);
  }, 60_000);
});
