import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BENCH_PASSWORD, STUDENTS_PER_CLASS, type BenchSchool } from './seed.ts';
import { cleanUpOnInterrupt, startProcess, waitIdle, type BenchProcess } from './lib/processes.ts';
import { mean, round, settings } from './lib/stats.ts';
import type { Target } from './lib/target.ts';

/** One request of a scenario; a scenario cycles through many (every parent, every child). */
interface Variant {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

interface Scenario {
  name: string;
  /** The route as Fastify declares it, for the reference. */
  route: string;
  variants(school: BenchSchool): Variant[];
}

const classOf = (studentId: number) => Math.ceil(studentId / STUDENTS_PER_CLASS);
const as = (token: string) => ({ authorization: `Token ${token}` });

/** What a parent does most: open the app (log in), their child's class, the bell, the portfolio. */
export const SCENARIOS: Scenario[] = [
  {
    name: 'login',
    route: '/api/v1/dj-rest-auth/login/',
    variants: (school) =>
      school.parents.map((parent) => ({
        method: 'POST',
        path: '/api/v1/dj-rest-auth/login/',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: parent.email, password: BENCH_PASSWORD }),
      })),
  },
  {
    name: 'class page',
    route: '/api/v1/school/class/:id/',
    variants: (school) =>
      school.parents.flatMap((parent) =>
        parent.childIds.map((childId) => ({ method: 'GET', path: `/api/v1/school/class/${classOf(childId)}/`, headers: as(parent.token) }) as const),
      ),
  },
  {
    name: 'notifications',
    route: '/api/v1/school/notifications-get/',
    variants: (school) => school.parents.map((parent) => ({ method: 'GET', path: '/api/v1/school/notifications-get/', headers: as(parent.token) })),
  },
  {
    name: 'portfolio',
    route: '/api/v1/school/student-portfolio-list/:id/',
    variants: (school) =>
      school.parents.flatMap((parent) =>
        parent.childIds.map((childId) => ({ method: 'GET', path: `/api/v1/school/student-portfolio-list/${childId}/`, headers: as(parent.token) }) as const),
      ),
  },
];

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

/** `connections` spread evenly over the origins, each cycling through the variants. */
export async function load(origins: string[], variants: Variant[], connections: number, seconds: number): Promise<LoadResult> {
  let next = 0;
  const requests = [
    {
      setupRequest: (request: object) => {
        const variant = variants[next % variants.length] as Variant;
        next += 1;
        return { ...request, ...variant };
      },
    },
  ];
  const results = await Promise.all(
    origins.map((url, index) =>
      autocannon({
        url,
        connections: Math.floor(connections / origins.length) + (index < connections % origins.length ? 1 : 0),
        duration: seconds,
        timeout: 30,
        requests,
      }),
    ),
  );
  const total = results.reduce((sum, result) => sum + result.requests.total, 0);
  return {
    rps: results.reduce((sum, result) => sum + result.requests.total / result.duration, 0),
    p50: results.reduce((sum, result) => sum + result.latency.p50 * result.requests.total, 0) / Math.max(total, 1),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    failures: results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0),
  };
}

export interface HttpRow {
  scenario: string;
  connections: number;
  bytes: number;
  reference: LoadResult;
  subject: LoadResult;
  /** Subject's requests per second over the reference's. */
  ratio: number;
}

function average(results: LoadResult[]): LoadResult {
  return {
    rps: mean(results.map((result) => result.rps)),
    p50: mean(results.map((result) => result.p50)),
    p99: mean(results.map((result) => result.p99)),
    failures: results.reduce((sum, result) => sum + result.failures, 0),
  };
}

/**
 * Each scenario at 50 and 200 connections, against a bare Fastify answering the same JSON, in
 * alternating rounds (reference, subject, subject, reference, ...) so that drift on a noisy
 * machine hits both alike.
 */
export async function benchHttp(target: Target, scenarioNames?: string[]): Promise<HttpRow[]> {
  const scenarios = SCENARIOS.filter((scenario) => !scenarioNames || scenarioNames.includes(scenario.name));
  // The reference answers what Homeroom answered to the first request of each scenario.
  const routes = [];
  for (const scenario of scenarios) {
    const [variant] = scenario.variants(target.school);
    if (!variant) throw new Error(`${scenario.name}: no request`);
    const response = await fetch(`${target.origins[0]}${variant.path}`, { method: variant.method, headers: variant.headers, body: variant.body });
    const text = await response.text();
    if (!response.ok) throw new Error(`${scenario.name}: ${response.status} ${text}`);
    routes.push({ method: variant.method, url: scenario.route, status: response.status, body: JSON.parse(text) as unknown, bytes: Buffer.byteLength(text) });
  }
  const routesFile = path.join(os.tmpdir(), `homeroom-bench-routes-${process.pid}.json`);
  await writeFile(routesFile, JSON.stringify(routes));
  const forget = cleanUpOnInterrupt(() => rm(routesFile, { force: true }));
  const references: BenchProcess[] = [];
  try {
    for (let index = 0; index < target.origins.length; index += 1) {
      references.push(await startProcess(`reference-http-${index + 1}`, 'bench/lib/reference-http-server.ts', { BENCH_REFERENCE_ROUTES: routesFile }, '/health'));
    }
    const referenceOrigins = references.map((reference) => reference.origin);
    const rows: HttpRow[] = [];
    for (const [index, scenario] of scenarios.entries()) {
      const variants = scenario.variants(target.school);
      const sides = { reference: referenceOrigins, subject: target.origins };
      const processes = { reference: references, subject: target.instances };
      // Warm both up: JIT, connection pools, caches.
      for (const side of ['reference', 'subject'] as const) {
        await load(sides[side], variants, 50, 1);
        await waitIdle(processes[side]);
      }
      for (const connections of [50, 200]) {
        const measured: Record<'reference' | 'subject', LoadResult[]> = { reference: [], subject: [] };
        for (let roundIndex = 0; roundIndex < settings.rounds; roundIndex += 1) {
          const order = roundIndex % 2 === 0 ? (['reference', 'subject'] as const) : (['subject', 'reference'] as const);
          for (const side of order) {
            measured[side].push(await load(sides[side], variants, connections, settings.seconds));
            await waitIdle(processes[side]);
          }
        }
        const reference = average(measured.reference);
        const subject = average(measured.subject);
        const row = { scenario: scenario.name, connections, bytes: routes[index]?.bytes ?? 0, reference, subject, ratio: subject.rps / reference.rps };
        rows.push(row);
        console.log(
          `  http ${scenario.name} @${connections}: Homeroom ${round(subject.rps)} req/s (p99 ${round(subject.p99)} ms), reference ${round(reference.rps)} req/s, ratio ${round(row.ratio, 3)}${subject.failures ? `, ${subject.failures} FAILED` : ''}`,
        );
      }
    }
    return rows;
  } finally {
    await Promise.all(references.map((reference) => reference.stop()));
    await rm(routesFile, { force: true });
    forget();
  }
}
