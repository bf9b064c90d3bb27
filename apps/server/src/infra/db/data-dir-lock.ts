import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The embedded database is one PostgreSQL run inside one process: a second process opening the
 * same folder writes beside it and the folder is destroyed at the next crash. Every entry point
 * that opens it (server, demo, migrations, backup, restore) first takes this lock, a file beside
 * the folder created atomically, and refuses at once when a live process holds it.
 */

/** The exit status of a process that refuses because another holds the folder (EX_TEMPFAIL). */
export const LOCKED_EXIT_CODE = 75;

/** Who holds the lock, as written in the lock file. */
export interface LockHolder {
  pid: number;
  host: string;
  command: string;
  startedAt: string;
  /** The kernel's start time of the process, so that a reused pid is not taken for the holder. */
  processStart: string | null;
  /** Where the holder listens for local requests (the backup command), if it does. */
  controlSocket?: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder,
    readonly lockFile: string,
  ) {
    const where = holder.host === os.hostname() ? '' : ` on host ${holder.host}`;
    super(
      `The database folder ${folder} is in use by another Homeroom process: pid ${holder.pid}${where} (${holder.command}), since ${holder.startedAt}.\n` +
        'Only one process may open it at a time. Stop that process first' +
        (where ? `; if it no longer runs on ${holder.host}, delete ${lockFile}.` : '.'),
    );
  }
}

export interface DataDirLock {
  readonly lockFile: string;
  /** Records where the holder answers local requests; read by the backup command. */
  advertise(controlSocket: string): void;
  release(): void;
}

/** The lock files this process holds: its own pid in any other is left from a previous life. */
const heldHere = new Set<string>();

/** The lock file of a database folder: beside it, so that a restore can replace the folder whole. */
export function lockFileOf(folder: string): string {
  return `${path.resolve(folder)}.lock`;
}

/** Takes the lock of `folder` for this process, or throws DataDirLockedError naming the holder. */
export function acquireDataDirLock(folder: string): DataDirLock {
  const lockFile = lockFileOf(folder);
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  let holder: LockHolder = {
    pid: process.pid,
    host: os.hostname(),
    command: describeCommand(),
    startedAt: new Date().toISOString(),
    processStart: readProcessStart(process.pid),
  };
  const token = randomBytes(8).toString('hex');
  writeLockFile(lockFile, holder, token, {
    exclusive: true,
    onExists: () => takeOverIfStale(folder, lockFile),
  });
  heldHere.add(lockFile);

  const releaseOnExit = () => release();
  process.on('exit', releaseOnExit);
  let isReleased = false;
  function release() {
    if (isReleased) return;
    isReleased = true;
    heldHere.delete(lockFile);
    process.off('exit', releaseOnExit);
    // Only our own lock is removed: never one a later process took over.
    if (readLockFile(lockFile)?.token === token) fs.rmSync(lockFile, { force: true });
  }
  return {
    lockFile,
    advertise(controlSocket) {
      holder = { ...holder, controlSocket };
      writeLockFile(lockFile, holder, token, { exclusive: false });
    },
    release,
  };
}

/** The holder of the lock of `folder`, if a live process holds it. */
export function readDataDirLockHolder(folder: string): LockHolder | null {
  const existing = readLockFile(lockFileOf(folder));
  if (!existing || (isStale(existing.holder) && !heldHere.has(lockFileOf(folder)))) return null;
  return existing.holder;
}

/**
 * Writes the whole file under a temporary name and links it into place: the lock never exists
 * half-written, and `link` fails when the name exists, which is what makes the lock exclusive.
 */
function writeLockFile(
  lockFile: string,
  holder: LockHolder,
  token: string,
  options: { exclusive: true; onExists: () => void } | { exclusive: false },
): void {
  const temporary = `${lockFile}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const descriptor = fs.openSync(temporary, 'wx', 0o644);
  try {
    fs.writeSync(descriptor, `${JSON.stringify({ ...holder, token }, null, 2)}\n`);
    fs.fsyncSync(descriptor);
  } finally {
    fs.closeSync(descriptor);
  }
  try {
    if (!options.exclusive) {
      fs.renameSync(temporary, lockFile);
      return;
    }
    for (let attempt = 0; ; attempt += 1) {
      try {
        fs.linkSync(temporary, lockFile);
        return;
      } catch (error) {
        if (!isErrorCode(error, 'EEXIST') || attempt > 2) throw error;
        options.onExists();
      }
    }
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

/**
 * Removes a lock its holder left behind when it died (kill -9, power loss), or throws naming the
 * live holder. Two processes taking over at once are serialised by a directory created with
 * mkdir, which only one of them can create.
 */
function takeOverIfStale(folder: string, lockFile: string): void {
  const guard = `${lockFile}.takeover`;
  try {
    fs.mkdirSync(guard);
  } catch (error) {
    if (!isErrorCode(error, 'EEXIST')) throw error;
    // A takeover lasts milliseconds: an old guard is left by a process that died during one.
    const age = Date.now() - fs.statSync(guard, { throwIfNoEntry: false })!.mtimeMs;
    if (!(age > 10_000)) throw lockedError(folder, lockFile);
    fs.rmSync(guard, { recursive: true, force: true });
    fs.mkdirSync(guard);
  }
  try {
    const existing = readLockFile(lockFile);
    if (!existing) {
      // Unreadable: a file not written by this module; refuse rather than guess.
      if (fs.existsSync(lockFile))
        throw new Error(
          `The lock file ${lockFile} cannot be read: delete it if no Homeroom process uses ${folder}.`,
        );
      return;
    }
    if (!isStale(existing.holder) || heldHere.has(lockFile))
      throw new DataDirLockedError(folder, existing.holder, lockFile);
    fs.rmSync(lockFile, { force: true });
  } finally {
    fs.rmSync(guard, { recursive: true, force: true });
  }
}

function lockedError(folder: string, lockFile: string): Error {
  const existing = readLockFile(lockFile);
  if (existing) return new DataDirLockedError(folder, existing.holder, lockFile);
  return new Error(`Another process is taking the lock of ${folder}; try again.`);
}

/** A holder is stale when it is on this host and its process is gone (or the pid now names another process). */
function isStale(holder: LockHolder): boolean {
  if (holder.host !== os.hostname()) return false;
  // Our own pid in someone else's lock: a previous life of this container or machine.
  if (holder.pid === process.pid) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: alive, under another user.
    return isErrorCode(error, 'ESRCH');
  }
  const processStart = readProcessStart(holder.pid);
  return holder.processStart !== null && processStart !== null && processStart !== holder.processStart;
}

function readLockFile(lockFile: string): { holder: LockHolder; token: string } | null {
  let text: string;
  try {
    text = fs.readFileSync(lockFile, 'utf8');
  } catch {
    return null;
  }
  try {
    const { token, ...holder } = JSON.parse(text) as LockHolder & { token: string };
    if (typeof holder.pid !== 'number' || typeof holder.host !== 'string') return null;
    return { holder, token };
  } catch {
    return null;
  }
}

/** The start time of a process in clock ticks since boot (Linux), or null where /proc is absent. */
function readProcessStart(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function describeCommand(): string {
  const lifecycle = process.env.npm_lifecycle_event;
  const command = [
    path.basename(process.argv[0] ?? 'node'),
    ...process.argv.slice(1).map((argument) => path.relative(process.cwd(), argument) || argument),
  ].join(' ');
  return lifecycle ? `npm run ${lifecycle}: ${command}` : command;
}

function isErrorCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}
