import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import type { TestApp } from '../../test/test-app.ts';

/**
 * Another instance of the server on the test app's PostgreSQL database, as a second process of a
 * cluster would be; on the embedded database (one process only) the test app itself again.
 */
export async function startSecondInstance(testApp: TestApp): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  if (testApp.config.database.kind !== 'postgres') return { app: testApp.app, close: async () => {} };
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'homeroom-second-'));
  const app = await buildApp({ ...testApp.config, dataDir });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
