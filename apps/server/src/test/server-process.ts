import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Homeroom's entry points run as real processes, as an operator runs them. */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

export interface ServerProcess {
  origin: string;
  process: ChildProcess;
  output(): string;
  /** SIGTERM, and waits for the exit. */
  stop(): Promise<void>;
  /** SIGKILL: a crash, nothing cleaned up. */
  kill(): Promise<void>;
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** `npm start` on a data folder of the test's: answers once it serves. */
export async function startServerProcess(environment: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')], {
    cwd: serverRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://homeroom.test',
      ...environment,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped (${child.exitCode}):\n${output}`);
    try {
      await fetch(`${origin}/api/v1/dj-rest-auth/user/`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`no server at ${origin}:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    origin,
    process: child,
    output: () => output,
    async stop() {
      const exited = waitForExit(child);
      child.kill('SIGTERM');
      await exited;
    },
    async kill() {
      const exited = waitForExit(child);
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Runs an entry point (`src/...ts`) to its end: its exit status and everything it printed. */
export async function runEntryPoint(
  script: string,
  args: string[],
  environment: Record<string, string>,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, script), ...args], {
    cwd: serverRoot,
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { status, stdout, stderr };
}

/** The password of every account the process tests register over HTTP. */
export const PROCESS_TEST_PASSWORD = 'a-long-password-1';

/** Sends a registration to a running server, and answers its response as it is. */
export function postRegistration(origin: string, email: string, lastName = 'L'): Promise<Response> {
  return fetch(`${origin}/api/v1/dj-rest-auth/registration/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password1: PROCESS_TEST_PASSWORD, password2: PROCESS_TEST_PASSWORD, first_name: 'Ada', last_name: lastName }),
  });
}

/** Registers an account on a running server and answers its token. */
export async function registerOverHttp(origin: string, email: string): Promise<string> {
  const answer = await postRegistration(origin, email);
  if (answer.status !== 201) throw new Error(`registration answered ${answer.status}`);
  return ((await answer.json()) as { key: string }).key;
}
