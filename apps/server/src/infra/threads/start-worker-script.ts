import { Worker } from 'node:worker_threads';

/**
 * Starts a worker thread on the script `<name>.worker` beside the caller: `<name>.worker.js`
 * beside the bundle's entry once built (apps/server/build.mjs makes each an entry of its own), or
 * `<name>.worker.ts` beside the caller's file in the source tree (development, tests and the
 * commands run through tsx), loaded through tsx, whose hooks a worker thread of Node 20 does not
 * inherit from its parent. It gets none of the process's options: a worker of Node 20 would run
 * the process's preloads (`--import`) again, without their hooks, and refuses some options
 * (`--expose-gc`); the scripts need none of them.
 */
export function startWorkerScript(callerUrl: string, name: string, workerData: unknown): Worker {
  const execArgv: string[] = [];
  if (!callerUrl.endsWith('.ts')) return new Worker(new URL(`./${name}.worker.js`, callerUrl), { workerData, execArgv });
  const script = new URL(`./${name}.worker.ts`, callerUrl).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(script)}); })`;
  return new Worker(bootstrap, { eval: true, workerData, execArgv });
}
