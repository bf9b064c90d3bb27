import { spawn } from 'node:child_process';
import os from 'node:os';
import { pipeline } from 'node:stream/promises';

/** The lowest CPU priority (the highest nice value). */
const LOWEST_PRIORITY = 19;

/**
 * The child's script: gzips its standard input into the file it is given (mode 0600). It lowers
 * its own priority before compressing: zlib compresses on the thread pool, whose threads are made
 * then and inherit it.
 */
const CHILD_SCRIPT = `
const os = require('node:os');
try { os.setPriority(${LOWEST_PRIORITY}); } catch {}
const fs = require('node:fs');
const zlib = require('node:zlib');
const { pipeline } = require('node:stream');
pipeline(process.stdin, zlib.createGzip(), fs.createWriteStream(process.argv[1], { mode: 0o600 }), (error) => {
  if (error) { console.error(error.message); process.exit(1); }
});
`;

/**
 * Writes `content` gzipped into `target` (mode 0600), compressed by a process of its own at the
 * lowest CPU priority. A backup of a school's database is hundreds of megabytes: compressed on
 * the server's threads, it took most of a core for half a minute from the requests (bench/README.md,
 * the school day on PGlite); at the lowest priority it takes only what the requests leave.
 */
export async function gzipAtLowPriority(content: AsyncIterable<Buffer>, target: string): Promise<void> {
  const child = spawn(process.execPath, ['-e', CHILD_SCRIPT, target], { stdio: ['pipe', 'ignore', 'pipe'] });
  if (child.pid !== undefined) {
    try {
      // At once, as well, in case the child is slow to start.
      os.setPriority(child.pid, LOWEST_PRIORITY);
    } catch {
      // It lowers itself.
    }
  }
  let errors = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    errors += text;
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  await pipeline(content, child.stdin);
  const code = await exited;
  if (code !== 0) throw new Error(`gzip into ${target} failed (exit ${code}): ${errors.trim()}`);
}
