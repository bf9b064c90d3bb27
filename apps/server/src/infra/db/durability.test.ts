import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../features/accounts/accounts.table.ts';
import { PROCESS_TEST_PASSWORD, postRegistration, startServerProcess, type ServerProcess } from '../../test/server-process.ts';
import { connectDatabase } from './client.ts';

/** Registers accounts as fast as the server takes them; remembers those it answered. */
async function registerUntilKilled(
  server: ServerProcess,
  round: number,
  acknowledged: Set<string>,
): Promise<void> {
  let next = 0;
  let isKilled = false;
  async function writer() {
    for (;;) {
      const email = `round${round}-user${(next += 1)}@example.org`;
      try {
        const answer = await postRegistration(server.origin, email, `Round ${round}`);
        if (answer.status < 300) acknowledged.add(email);
        else throw new Error(`registration answered ${answer.status}: ${await answer.text()}`);
      } catch (error) {
        // The server is gone: what it had answered is what must be there.
        if (isKilled) return;
        throw error;
      }
    }
  }
  const writers = [writer(), writer(), writer()];
  // Somewhere in the middle of the writes, at a moment nobody chose.
  await new Promise((resolve) => setTimeout(resolve, 1500 + Math.random() * 2500));
  isKilled = true;
  await server.kill();
  await Promise.all(writers);
}

describe('the embedded database after a crash', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'homeroom-crash-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'keeps every write it answered when the server is killed at any moment, and opens again',
    { timeout: 240_000 },
    async () => {
      const environment = {
        DATA_DIR: dataDir,
        RATE_LIMIT_AUTH_PER_ADDRESS: '100000',
        RATE_LIMIT_AUTH_PER_EMAIL: '100000',
      };
      const acknowledged = new Set<string>();
      for (const round of [1, 2]) {
        const server = await startServerProcess(environment);
        await registerUntilKilled(server, round, acknowledged);
      }
      expect(acknowledged.size).toBeGreaterThan(0);

      // It starts again and serves.
      const server = await startServerProcess(environment);
      const login = await fetch(`${server.origin}/api/v1/dj-rest-auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: [...acknowledged][0], password: PROCESS_TEST_PASSWORD }),
      });
      expect(login.status).toBe(200);
      await server.stop();

      const connection = await connectDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
      try {
        const stored = new Set(
          (await connection.db.select({ email: users.email }).from(users)).map((row) => row.email),
        );
        const lost = [...acknowledged].filter((email) => !stored.has(email));
        expect(lost).toEqual([]);
      } finally {
        await connection.close();
      }
    },
  );
});
