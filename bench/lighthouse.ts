import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { mainThreadBlocking } from './lib/main-thread-blocking.ts';
import { cleanUpOnInterrupt, repoRoot, startProcess, type BenchProcess } from './lib/processes.ts';
import { percentile, round } from './lib/stats.ts';
import { BENCH_PASSWORD, seedBenchSchool } from './seed.ts';

const run = promisify(execFile);
const vite = path.join(repoRoot, 'node_modules/.bin/vite');
/** Chromium as the e2e journeys use it; chrome-launcher's own variable wins. */
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Stops the run with what to do when the browser Lighthouse drives is not there. */
export async function requireChromium(): Promise<void> {
  try {
    await access(CHROME_PATH, constants.X_OK);
  } catch {
    throw new Error(`lighthouse: no browser at ${CHROME_PATH}; install Debian's (apt-get install -y chromium) or set CHROME_PATH, or leave lighthouse out of the benchmarks named`);
  }
}
/** Lighthouse runs a page several times: its simulated figures still move a little between runs. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Runs Lighthouse itself reports as failed, retried before the bench gives up. */
const MAX_FAILED_RUNS = 3;
/** Where to keep each run's full Lighthouse report (JSON, opens in the Lighthouse viewer), if anywhere. */
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;

/** The goals of issue 23 for the class page on a throttled phone. */
export const LIGHTHOUSE_GOALS = { lcp: 2500, tbt: 200, cls: 0.1 };

export interface LighthouseRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes the page transferred, as Lighthouse counted them. */
  bytes: number;
  /**
   * The main thread's tasks during the load as recorded, before any throttling is simulated: the
   * same page takes more of it when other processes hold the machine's cores, and TBT scales it.
   */
  observedTaskMs: number;
  /** Lighthouse's measure of the machine's speed (higher is faster), taken at each run. */
  benchmarkIndex: number;
  /**
   * The blocking time after the first paint by the arithmetic of simulated throttling, from the
   * tasks' wall-clock time and from the main thread's own running time (lib/main-thread-blocking.ts),
   * with the share of the tasks' time the thread ran: NaN when the trace names no such load.
   */
  blockingByWallMs: number;
  blockingByThreadMs: number;
  ranShare: number;
}

export interface LighthouseResult {
  page: string;
  lighthouseVersion: string;
  runs: LighthouseRun[];
  /** The run with the median score. */
  median: LighthouseRun;
}

/** One Homeroom process on PGlite with the bench school, serving the web app built in `webDir`. */
async function startHomeroom(webDir: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'homeroom-bench-lighthouse-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: webDir,
    RATE_LIMIT_AUTH_PER_ADDRESS: '100000',
    RATE_LIMIT_AUTH_PER_EMAIL: '100000',
  };
  let server: BenchProcess | null = null;
  const stop = async () => {
    forget();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  const forget = cleanUpOnInterrupt(() => rm(dataDir, { recursive: true, force: true }));
  try {
    const seeder = await buildApp(loadConfig(env));
    let school;
    try {
      school = await seedBenchSchool(seeder.database.db, { analyze: false });
    } finally {
      await seeder.close();
    }
    server = await startProcess('homeroom', 'apps/server/src/main.ts', env, '/api/v1/dj-rest-auth/user/');
    return { server, school, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Signs in as a person does (the login form's request) and answers what the web app keeps of it. */
async function signIn(origin: string, email: string) {
  const login = await fetch(`${origin}/api/v1/dj-rest-auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!login.ok) throw new Error(`login of ${email}: ${login.status}`);
  const { key } = (await login.json()) as { key: string };
  const user = await fetch(`${origin}/api/v1/dj-rest-auth/user/`, {
    headers: { authorization: `Token ${key}` },
  });
  if (!user.ok) throw new Error(`user of ${email}: ${user.status}`);
  const account = (await user.json()) as { teacher: unknown; parent: unknown };
  // The auth store's persisted shape (apps/web/src/lib/auth-store.ts: key `root`, version 1).
  return JSON.stringify({
    state: { token: key, account, accountType: account.teacher ? 'teacher' : account.parent ? 'parent' : '' },
    version: 1,
  });
}

/** The figures of Lighthouse's "diagnostics" audit (counts and times of the load as recorded). */
function diagnostics(lhr: { audits: Record<string, { details?: unknown }> }): Record<string, unknown> {
  const details = lhr.audits.diagnostics?.details as { items?: Record<string, unknown>[] } | undefined;
  return details?.items?.[0] ?? {};
}

function median(runs: LighthouseRun[]): LighthouseRun {
  const score = percentile(
    runs.map((entry) => entry.score),
    0.5,
  );
  return runs.find((entry) => entry.score === score) ?? (runs[0] as LighthouseRun);
}

/**
 * Lighthouse's mobile profile (a mid-range phone on slow 4G, simulated throttling) on a parent's
 * class page: the web app built as `npm run build` builds it, served by Homeroom on PGlite with
 * the bench school, the parent signed in before the page loads.
 */
export async function benchLighthouse(): Promise<LighthouseResult> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'homeroom-bench-lighthouse-web-'));
  const forgetWork = cleanUpOnInterrupt(() => rm(work, { recursive: true, force: true }));
  let homeroom: Awaited<ReturnType<typeof startHomeroom>> | null = null;
  let chrome: chromeLauncher.LaunchedChrome | null = null;
  try {
    const webDir = path.join(work, 'web');
    console.log('lighthouse: building the web app');
    await run(vite, ['build', '--outDir', webDir, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: path.join(repoRoot, 'apps/web'),
      maxBuffer: 16 * 1024 * 1024,
    });
    homeroom = await startHomeroom(webDir);
    const { origin } = homeroom.server;
    const parent = homeroom.school.parents.find((candidate) => candidate.childIds.length > 0);
    if (!parent) throw new Error('the bench school has no parent with a child');
    const classId = homeroom.school.classes.find((entry) =>
      entry.studentIds.includes(parent.childIds[0] as number),
    )?.id;
    const page = `/class/${classId}`;
    const authState = await signIn(origin, parent.email);

    chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
    });
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const runs: LighthouseRun[] = [];
    if (REPORTS_DIR) await mkdir(REPORTS_DIR, { recursive: true });
    let lighthouseVersion = '';
    try {
      let failures = 0;
      for (let index = 0; index < RUNS; index += 1) {
        const tab = await browser.newPage();
        // Every run is a first visit: no service worker and none of its caches from the run before, no
        // HTTP cache. Only the sign-in is kept: in localStorage, written on the origin before the page
        // loads, on a small file of the origin (no app, so no service worker registers).
        await tab.goto(`${origin}/favicon.svg`);
        const session = await tab.createCDPSession();
        await session.send('Storage.clearDataForOrigin', {
          origin,
          storageTypes: 'service_workers,cache_storage,indexeddb',
        });
        await session.send('Network.clearBrowserCache');
        await session.detach();
        await tab.evaluate(
          (key, value) => {
            localStorage.clear();
            localStorage.setItem(key, value);
          },
          'root',
          authState,
        );
        const result = await lighthouse(
          `${origin}${page}`,
          // The storage is kept (the token above); Lighthouse still loads the page with an empty cache.
          { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
          undefined,
          tab,
        );
        await tab.close();
        if (!result) throw new Error('Lighthouse gave no result');
        const { lhr } = result;
        if (lhr.runtimeError) {
          // Lighthouse asks for another run when its trace of a load comes out incomplete (NO_NAVSTART
          // and the like, more often on a busy machine): the bench runs it again, a few times at most.
          failures += 1;
          if (failures > MAX_FAILED_RUNS) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
          console.log(`  lighthouse run ${index + 1} failed (${lhr.runtimeError.code}), once more`);
          index -= 1;
          continue;
        }
        if (new URL(lhr.finalDisplayedUrl).pathname !== page)
          throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${page}`);
        lighthouseVersion = lhr.lighthouseVersion;
        if (REPORTS_DIR) {
          await writeFile(path.join(REPORTS_DIR, `lighthouse-${index + 1}.json`), JSON.stringify(lhr));
          // The load as Chromium traced it, before any throttling was simulated: it opens in the
          // browser's performance panel.
          await writeFile(path.join(REPORTS_DIR, `lighthouse-${index + 1}.trace.json`), JSON.stringify(result.artifacts.Trace));
        }
        const blocking = mainThreadBlocking(
          result.artifacts.Trace.traceEvents as Parameters<typeof mainThreadBlocking>[0],
          page,
          lhr.configSettings.throttling.cpuSlowdownMultiplier,
        );
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const measured: LighthouseRun = {
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcp: metric('first-contentful-paint'),
          lcp: metric('largest-contentful-paint'),
          tbt: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
          bytes: metric('total-byte-weight'),
          observedTaskMs: Number(diagnostics(lhr).totalTaskTime ?? Number.NaN),
          benchmarkIndex: lhr.environment.benchmarkIndex,
          blockingByWallMs: blocking?.wallMs ?? Number.NaN,
          blockingByThreadMs: blocking?.threadMs ?? Number.NaN,
          ranShare: blocking?.ranShare ?? Number.NaN,
        };
        runs.push(measured);
        console.log(
          `  lighthouse run ${index + 1}: score ${measured.score}, LCP ${round(measured.lcp)} ms, TBT ${round(measured.tbt)} ms, CLS ${round(measured.cls, 3)}`,
        );
      }
    } finally {
      await browser.disconnect();
    }
    return { page: '/class/:id', lighthouseVersion, runs, median: median(runs) };
  } finally {
    chrome?.kill();
    await homeroom?.stop();
    forgetWork();
    await rm(work, { recursive: true, force: true });
  }
}
