/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import { build, defineConfig, type Plugin, type Rollup } from 'vite';

const API_ORIGIN = 'http://localhost:8000';

/**
 * The web runs on Preact through `preact/compat`: the code and its libraries (React Router,
 * TanStack Query, react-i18next, react-hook-form, lucide) are written for React and import it, and
 * each such import resolves here, for the build, the dev server and the tests alike. Preact, its
 * hooks and compat weigh about 11 KiB gzip where React and ReactDOM weigh about 60
 * (docs/decisions.md, "Preact for React").
 */
const REACT_ON_PREACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  // A shim of React 17 days (react-i18next's) whose hook compat has.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

/** A file of an installed package, past its `exports` (which send Node to CommonJS). */
function fileOf(packageName: string, file: string): string {
  const entry = createRequire(import.meta.url).resolve(packageName);
  const root = entry.slice(0, entry.lastIndexOf(`node_modules/${packageName}/`) + `node_modules/${packageName}/`.length);
  return path.join(root, file);
}

/**
 * The libraries that import React. The tests run them through Vite rather than Node, so that
 * their `react` is Preact too: the tests run on what ships.
 */
const LIBRARIES_ON_REACT = [
  '@testing-library/react',
  'react-router',
  '@tanstack/react-query',
  'react-i18next',
  'react-hook-form',
  '@hookform/resolvers',
  'lucide-react',
  'zustand',
];

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each built text file, once, at build
 * time; the server sends the one the browser accepts (DESIGN "Performance rules").
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'homeroom-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      for (const file of files) {
        if (!/\.(js|css|html|svg|json|webmanifest)$/.test(file) || file.startsWith('.vite')) continue;
        const content = await readFile(path.join(outDir, file));
        const brotli = brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length } });
        const gzip = gzipSync(content, { level: 9 });
        if (brotli.length < content.length) await writeFile(path.join(outDir, `${file}.br`), brotli);
        if (gzip.length < content.length) await writeFile(path.join(outDir, `${file}.gz`), gzip);
      }
    },
  };
}

/**
 * Builds the service worker (src/service-worker/) into `sw.js` beside index.html, apart from the
 * page's bundle (docs/decisions.md, "Installable app"). Its first line declares the list of this
 * build's files to keep offline and a version hashed from their content and the worker's code, so
 * every new build is a new worker with a new cache.
 */
function serviceWorker(): Plugin {
  let root = '';
  let publicDir = '';
  return {
    name: 'homeroom-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      publicDir = config.publicDir;
    },
    async generateBundle(_options, bundle) {
      const content = new Map<string, string | Uint8Array>();
      for (const [fileName, output] of Object.entries(bundle)) {
        if (fileName.startsWith('.vite/') || fileName.endsWith('.map')) continue;
        content.set(fileName, output.type === 'chunk' ? output.code : output.source);
      }
      if (publicDir) {
        for (const entry of await readdir(publicDir, { recursive: true, withFileTypes: true })) {
          if (!entry.isFile()) continue;
          const file = path.join(entry.parentPath, entry.name);
          content.set(path.relative(publicDir, file).split(path.sep).join('/'), await readFile(file));
        }
      }
      const fileNames = [...content.keys()].sort();
      const code = await bundleWorker(root);
      const hash = createHash('sha256').update(code);
      for (const fileName of fileNames) hash.update(fileName).update(content.get(fileName) ?? '');
      const manifest = { version: hash.digest('hex').slice(0, 16), files: fileNames.map((fileName) => `/${fileName}`) };
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: `const BUILD_MANIFEST = ${JSON.stringify(manifest)};\n${code}` });
    },
  };
}

/**
 * Pages whose code and texts `src/early-class-page.ts` preloads as the HTML arrives, by the
 * modules that start them.
 */
const EARLY_ROUTES: Record<string, readonly string[]> = {
  class: ['src/features/classes/pages/class-page.tsx', 'src/locales/en/index.ts'],
};

/** The early script, an entry of its own: in index.html's own scripts Vite would bundle it with the app. */
const EARLY_SCRIPT = 'src/early-class-page.ts';

/**
 * Puts the early script (`EARLY_SCRIPT`) first in index.html, and writes there, as a JSON data
 * block (no script runs from it), the files of this build that each of `EARLY_ROUTES` loads
 * beyond what the HTML already loads: the early script reads them there, as names with hashes
 * change with every build. Build only: the dev server serves the app without the head start.
 */
function routeFiles(): Plugin {
  return {
    name: 'homeroom-route-files',
    apply: 'build',
    config: (config) => ({
      build: {
        rolldownOptions: {
          input: { index: path.resolve(config.root ?? '', 'index.html'), early: path.resolve(config.root ?? '', EARLY_SCRIPT) },
        },
      },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
        const withImports = (start: readonly Rollup.OutputChunk[]) => {
          const files = new Set<string>();
          const visit = (fileName: string) => {
            if (files.has(fileName)) return;
            files.add(fileName);
            for (const imported of (bundle[fileName] as Rollup.OutputChunk | undefined)?.imports ?? []) visit(imported);
          };
          for (const chunk of start) visit(chunk.fileName);
          return files;
        };
        const loadedByPage = withImports(chunks.filter((chunk) => chunk.isEntry));
        const routes: Record<string, string[]> = {};
        for (const [route, modules] of Object.entries(EARLY_ROUTES)) {
          const starts = modules.map((module) => {
            const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/${module}`));
            if (!chunk) throw new Error(`routeFiles: no chunk starts at ${module}`);
            return chunk;
          });
          routes[route] = [...withImports(starts)].filter((file) => !loadedByPage.has(file)).map((file) => `/${file}`);
        }
        const early = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/${EARLY_SCRIPT}`));
        if (!early) throw new Error(`routeFiles: no chunk starts at ${EARLY_SCRIPT}`);
        return [
          // First in the head: module scripts run in the order they come, and this one imports nothing.
          { tag: 'script', attrs: { type: 'module', crossorigin: true, src: `/${early.fileName}` }, injectTo: 'head-prepend' },
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'homeroom-route-files' },
            children: JSON.stringify(routes).replaceAll('<', '\\u003c'),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

async function bundleWorker(root: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      copyPublicDir: false,
      rollupOptions: {
        input: path.join(root, 'src/service-worker/service-worker.ts'),
        output: { format: 'iife', entryFileNames: 'sw.js' },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((item) => item.type === 'chunk');
  if (!chunk) throw new Error('The service worker build produced no code.');
  return chunk.code;
}

export default defineConfig({
  plugins: [tailwindcss(), routeFiles(), serviceWorker(), precompress()],
  resolve: { alias: REACT_ON_PREACT },
  // JSX compiles to Preact's own runtime. The dev server reloads the page on a change: React's
  // fast refresh does not drive Preact.
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    rolldownOptions: {
      output: {
        // Shared modules of a few hundred bytes (an icon, a small helper) go inside the chunks that
        // use them rather than each in a file of its own: a page then loads a few files, not eighty,
        // for a little code loaded twice.
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 4096 },
          // What the first page loads (the entry and everything it imports statically) is one file,
          // not the nine that sharing it with the pages' chunks made: over HTTP/1.1 a browser opens
          // six connections to a server, and on a slow network each further file waited for one.
          // The early script stays apart (`routeFiles`).
          groups: [{ name: 'app', tags: ['$initial'], test: (id) => !id.endsWith(`/${EARLY_SCRIPT}`) }],
        },
      },
    },
  },
  server: {
    // The server serves the API, media and sockets on one port; in development Vite forwards them.
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/media': { target: API_ORIGIN, changeOrigin: true },
      '/ws': { target: 'ws://localhost:8000', ws: true, changeOrigin: true },
    },
  },
  test: {
    environment: 'jsdom',
    // One file per core, not Vitest's default of one fewer (docs/decisions.md, "The server's tests: a file per core").
    maxWorkers: os.availableParallelism(),
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    testTimeout: 20_000,
    server: { deps: { inline: LIBRARIES_ON_REACT } },
    // These libraries' entries for Node are CommonJS, whose `require('react')` no alias reaches:
    // the tests load their ES modules, as the browser does.
    alias: [
      { find: /^@testing-library\/react$/, replacement: fileOf('@testing-library/react', 'dist/@testing-library/react.esm.js') },
      { find: /^react-router$/, replacement: fileOf('react-router', 'dist/development/index.mjs') },
      { find: /^react-router\/dom$/, replacement: fileOf('react-router', 'dist/development/dom-export.mjs') },
      { find: /^lucide-react$/, replacement: fileOf('lucide-react', 'dist/esm/lucide-react.mjs') },
    ],
  },
});
