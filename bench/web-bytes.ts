import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { repoRoot } from './lib/processes.ts';
import { kib, round } from './lib/stats.ts';

const run = promisify(execFile);
const vite = path.join(repoRoot, 'node_modules/.bin/vite');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Builds with Vite into a folder of its own and answers its manifest. */
async function build(root: string, outDir: string): Promise<Manifest> {
  await run(vite, ['build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The files a chunk loads with it: itself, its static imports (all the way down) and their CSS. */
function closure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
  return files;
}

/** The module of the English texts a page beyond the first screen loads with it (the router's `withTexts`). */
const TEXTS_MODULE = 'src/locales/en/index.ts';

/**
 * The lazily loaded page of each route of apps/web/src/app/router.tsx, read from its source, and
 * whether it loads every English text with it.
 */
async function routesOf(): Promise<{ route: string; module: string; withTexts: boolean }[]> {
  const source = await readFile(path.join(repoRoot, 'apps/web/src/app/router.tsx'), 'utf8');
  const routes: { route: string; module: string; withTexts: boolean }[] = [];
  let current: string | null = null;
  let withTexts = false;
  for (const line of source.split('\n')) {
    const pathMatch = /path: '([^']+)'/.exec(line);
    if (pathMatch) current = `/${pathMatch[1]}`;
    if (/index: true/.test(line)) current = '/';
    if (/lazy: withTexts\(/.test(line)) withTexts = true;
    const importMatch = /import\('([^']+)'\)/.exec(line);
    if (importMatch && current) {
      routes.push({ route: current, module: path.posix.join('src/app', importMatch[1] as string), withTexts });
      current = null;
      withTexts = false;
    }
  }
  return routes;
}

interface Bytes {
  js: number;
  css: number;
  raw: number;
}

async function measureFiles(outDir: string, files: Iterable<string>): Promise<Bytes> {
  const bytes = { js: 0, css: 0, raw: 0 };
  for (const file of files) {
    const content = await readFile(path.join(outDir, file));
    const gzipped = gzipSync(content, { level: 9 }).length;
    if (file.endsWith('.css')) bytes.css += gzipped;
    else bytes.js += gzipped;
    bytes.raw += content.length;
  }
  return bytes;
}

/** The bytes Homeroom itself sends for these files to a browser that accepts gzip and brotli. */
async function bytesOnTheWire(outDir: string, files: Iterable<string>): Promise<number> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'homeroom-bench-web-'));
  const app = await buildApp({ ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), database: { kind: 'pglite', dataDir: 'memory://' }, webDistDir: outDir });
  try {
    let total = 0;
    for (const file of files) {
      const response = await app.inject({ method: 'GET', url: `/${file}`, headers: { 'accept-encoding': 'br, gzip' } });
      if (response.statusCode !== 200) throw new Error(`/${file}: ${response.statusCode}`);
      total += response.rawPayload.length;
    }
    return total;
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export interface WebRow {
  page: string;
  /** gzip (level 9) of the JavaScript and CSS loaded to show the page on a first visit. */
  js: number;
  css: number;
  raw: number;
  /** What Homeroom's server actually sends for them. */
  wire: number;
  /** JavaScript and CSS beyond what the first page loaded: what navigating there costs. */
  extra: number;
}

/**
 * The JavaScript and CSS of the first page and of each route, built as `npm run build` builds
 * them, against the floor every such app pays: React, ReactDOM and React Router alone, built by
 * the same Vite.
 */
export async function benchWebBytes(): Promise<{ rows: WebRow[]; reference: Bytes; ratio: number }> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'homeroom-bench-vite-'));
  try {
    const manifest = await build(path.join(repoRoot, 'apps/web'), path.join(work, 'web'));
    const outDir = path.join(work, 'web');
    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!entryKey) throw new Error('no entry in the manifest');
    const entryFiles = closure(manifest, entryKey);
    const rows: WebRow[] = [];
    for (const { route, module, withTexts } of await routesOf()) {
      if (!manifest[module]) throw new Error(`${module} (${route}) is not a chunk of its own`);
      if (withTexts && !manifest[TEXTS_MODULE]) throw new Error(`${TEXTS_MODULE} is not a chunk of its own`);
      const files = closure(manifest, module, new Set(entryFiles));
      const routeFiles = closure(manifest, module);
      if (withTexts) {
        closure(manifest, TEXTS_MODULE, files);
        closure(manifest, TEXTS_MODULE, routeFiles);
      }
      const extra = [...routeFiles].filter((file) => !entryFiles.has(file));
      const bytes = await measureFiles(outDir, files);
      const extraBytes = await measureFiles(outDir, extra);
      rows.push({ page: route, ...bytes, wire: await bytesOnTheWire(outDir, files), extra: extraBytes.js + extraBytes.css });
    }

    // The floor: a page rendered by React through React Router, nothing else.
    const referenceRoot = path.join(repoRoot, 'bench/.web-reference');
    await mkdir(referenceRoot, { recursive: true });
    await writeFile(path.join(referenceRoot, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="./main.js"></script>\n');
    await writeFile(
      path.join(referenceRoot, 'main.js'),
      [
        "import { createElement } from 'react';",
        "import { createRoot } from 'react-dom/client';",
        "import { createBrowserRouter } from 'react-router';",
        "import { RouterProvider } from 'react-router/dom';",
        "const router = createBrowserRouter([{ path: '/', Component: () => createElement('h1', null, 'Hello') }]);",
        "createRoot(document.getElementById('root')).render(createElement(RouterProvider, { router }));",
        '',
      ].join('\n'),
    );
    const referenceManifest = await build(referenceRoot, path.join(work, 'reference'));
    const referenceEntry = Object.keys(referenceManifest).find((key) => referenceManifest[key]?.isEntry) ?? '';
    const reference = await measureFiles(path.join(work, 'reference'), closure(referenceManifest, referenceEntry));
    await rm(referenceRoot, { recursive: true, force: true });

    const first = rows.find((row) => row.page === '/');
    const ratio = first ? (first.js + first.css) / (reference.js + reference.css) : Number.NaN;
    console.log(
      `  web: first page ${kib(first?.js ?? 0)} KiB JS + ${kib(first?.css ?? 0)} KiB CSS gzip (${kib(first?.wire ?? 0)} KiB as Homeroom sends it), React + router alone ${kib(reference.js)} KiB; ratio ${round(ratio, 2)}`,
    );
    return { rows, reference, ratio };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
