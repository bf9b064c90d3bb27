import { readFile, writeFile } from 'node:fs/promises';
import { seedExportClass, type ExportSchool } from './export-seed.ts';
import { waitIdle, type BenchProcess } from './lib/processes.ts';
import { percentile } from './lib/stats.ts';
import { startTarget, type TargetKind } from './lib/target.ts';

/** Rounds of each export; the first also pays for warming the server up. */
const ROUNDS = Number(process.env.BENCH_EXPORT_ROUNDS ?? 5);

export interface ExportMeasure {
  export: 'child' | 'account';
  /** Milliseconds from the request to the last byte, one per round. */
  times: number[];
  zipBytes: number;
  zipEntries: number;
  /** The server's RSS after a full garbage collection, before the export, and its peak during it (worst round). */
  rssBefore: number;
  rssPeak: number;
  /** The largest rise of RSS over a round's starting point. */
  rssRise: number;
}

export interface ExportResult {
  seedMs: number;
  mediaBytes: number;
  mediaFiles: number;
  rows: Record<string, number>;
  measures: ExportMeasure[];
}

const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_END_OF_CENTRAL_DIRECTORY = 0x06054b50;

async function statusKib(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return Number(match?.[1] ?? 0) * 1024;
}

/**
 * The server's peak RSS while `work` runs: the kernel's high-water mark, reset before (writing 5
 * to `clear_refs`), and samples every 5 ms in case the reset is not allowed.
 */
async function peakRssDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  await writeFile(`/proc/${pid}/clear_refs`, '5').catch(() => undefined);
  let sampled = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      sampled = Math.max(sampled, await statusKib(pid, 'VmRSS'));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  try {
    const result = await work();
    return { result, peak: Math.max(sampled, await statusKib(pid, 'VmHWM')) };
  } finally {
    sampling = false;
    await sampler;
  }
}

/** Downloads the export as a browser would, counting its bytes and checking that it is a whole zip. */
async function download(url: string, token: string): Promise<{ bytes: number; entries: number }> {
  const answer = await fetch(url, { headers: { authorization: `Token ${token}` } });
  if (answer.status !== 200 || !answer.body)
    throw new Error(`${url}: ${answer.status} ${await answer.text()}`);
  let bytes = 0;
  let head: Buffer | null = null;
  // The end of central directory record is the last 22 bytes of a zip without a comment.
  let tail = Buffer.alloc(0);
  for await (const chunk of answer.body) {
    const part = Buffer.from(chunk);
    head ??= part;
    bytes += part.length;
    tail = Buffer.concat([tail, part]).subarray(-22);
  }
  if (!head || head.readUInt32LE(0) !== ZIP_LOCAL_HEADER) throw new Error(`${url}: not a zip`);
  if (tail.length < 22 || tail.readUInt32LE(0) !== ZIP_END_OF_CENTRAL_DIRECTORY)
    throw new Error(`${url}: the zip does not end`);
  return { bytes, entries: tail.readUInt16LE(10) };
}

async function measure(
  server: BenchProcess,
  name: ExportMeasure['export'],
  url: string,
  token: string,
): Promise<ExportMeasure> {
  const pid = server.child.pid ?? 0;
  const times: number[] = [];
  const result: ExportMeasure = {
    export: name,
    times,
    zipBytes: 0,
    zipEntries: 0,
    rssBefore: 0,
    rssPeak: 0,
    rssRise: 0,
  };
  for (let round = 0; round < ROUNDS; round += 1) {
    await waitIdle([server]);
    const before = (await server.memory()).rss;
    const started = performance.now();
    const { result: zip, peak } = await peakRssDuring(pid, () => download(url, token));
    times.push(performance.now() - started);
    result.zipBytes = zip.bytes;
    result.zipEntries = zip.entries;
    if (peak - before > result.rssRise)
      Object.assign(result, { rssBefore: before, rssPeak: peak, rssRise: peak - before });
  }
  return result;
}

/**
 * A guardian's export of their child and of their own account, on one busy class's school year
 * (bench/export-seed.ts), timed to the last byte, with the server's memory rise beside the zip's size.
 */
export async function benchExport(kind: TargetKind): Promise<ExportResult> {
  const target = await startTarget<ExportSchool>(kind, async (db, dataDir, options) => {
    const school = await seedExportClass(db, dataDir, options);
    return { school, rows: school.rows };
  });
  try {
    const [server] = target.instances as [BenchProcess];
    const { guardian, studentId } = target.school;
    console.log(
      `  seeded in ${target.seedMs} ms: ${target.school.mediaFiles} media files, ${Math.round(target.school.mediaBytes / 2 ** 20)} MiB`,
    );
    const measures = [
      await measure(
        server,
        'child',
        `${server.origin}/api/v1/school/student-export/${studentId}/`,
        guardian.token,
      ),
      await measure(server, 'account', `${server.origin}/api/v1/school/account-export/`, guardian.token),
    ];
    for (const entry of measures) {
      console.log(
        `  ${entry.export} export: ${entry.zipBytes} bytes, ${entry.zipEntries} files, median ${Math.round(percentile(entry.times, 0.5))} ms, RSS rise ${Math.round(entry.rssRise / 2 ** 20)} MiB`,
      );
    }
    return {
      seedMs: target.seedMs,
      mediaBytes: target.school.mediaBytes,
      mediaFiles: target.school.mediaFiles,
      rows: target.rows,
      measures,
    };
  } finally {
    await target.stop();
  }
}
