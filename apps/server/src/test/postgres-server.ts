import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL server of the test's own, that it may stop, start, freeze and thaw without
 * disturbing anyone else's: initdb and pg_ctl run as the postgres user, on the port given.
 */
export interface PostgresServer {
  url: string;
  start(): void;
  /** A fast shutdown: connections are closed, new ones refused. */
  stop(): void;
  /** SIGSTOP to the postmaster and every backend: connections stay open and nothing answers. */
  freeze(): void;
  thaw(): void;
  destroy(): void;
}

function asPostgres(command: string, args: string[]): string {
  return execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export function createPostgresServer(port: number): PostgresServer {
  const root = mkdtempSync(path.join(os.tmpdir(), 'homeroom-pg-'));
  chownSync(
    root,
    Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
    Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
  );
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'server.log');
  asPostgres('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;

  function postmasterPid(): number {
    return Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  }
  function processesOfServer(): number[] {
    const pid = postmasterPid();
    const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((child) => child > 0);
    return [pid, ...children];
  }

  const server: PostgresServer = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start() {
      asPostgres('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', 'start']);
    },
    stop() {
      asPostgres('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    },
    freeze() {
      for (const pid of processesOfServer()) process.kill(pid, 'SIGSTOP');
    },
    thaw() {
      for (const pid of processesOfServer()) process.kill(pid, 'SIGCONT');
    },
    destroy() {
      try {
        server.thaw();
        server.stop();
      } catch {
        // Already stopped.
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
  server.start();
  return server;
}
