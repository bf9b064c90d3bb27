import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '../../infra/db/client.ts';
import { migrateDatabase } from '../../infra/db/migrate.ts';
import { findClassForViewer } from './classes.repo.ts';

describe('the class and its viewer on the embedded database', () => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await connectDatabase({ kind: 'pglite', dataDir: 'memory://' });
    await migrateDatabase(connection);
  });
  afterAll(() => connection.close());

  it('are read by requests that come together before the statement is prepared, each answered', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, (_, index) => findClassForViewer(connection.db, 1000 + index, 1)));
    expect(answers).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});
