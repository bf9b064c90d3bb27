import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One file per core, not Vitest's default of one fewer: much of a file's time is spent waiting
    // for PostgreSQL, a child process or a timer, so two cores run two files nearly twice as fast.
    maxWorkers: os.availableParallelism(),
    globalSetup: ['src/test/test-databases.global.ts'],
  },
});
