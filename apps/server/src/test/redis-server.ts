import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';

export interface TestRedis {
  url: string;
  /** Kills the server as a crash would, losing everything it held. */
  stop(): Promise<void>;
  /** Starts it again, empty, on the same port. */
  start(): Promise<void>;
}

async function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(port, '127.0.0.1', () => {
      probe.destroy();
      resolve(true);
    });
    probe.on('error', () => resolve(false));
  });
}

/**
 * A Redis of the test's own on the given port, that the test may stop and start again. Nothing
 * is saved to disk. The shared Redis is never touched.
 */
export async function startTestRedis(port: number): Promise<TestRedis> {
  let server: ChildProcess | null = null;
  const testRedis: TestRedis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      const deadline = Date.now() + 10_000;
      while (!(await acceptsConnections(port))) {
        if (Date.now() > deadline) throw new Error(`no Redis on port ${port}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      const running = server;
      server = null;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
  await testRedis.start();
  return testRedis;
}
