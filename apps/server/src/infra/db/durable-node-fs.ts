import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite keeps its folder through Emscripten's NODEFS: every write PostgreSQL issues is a
 * synchronous write(2), so an answered commit survives the process being killed. But PGlite
 * starts PostgreSQL with fsync off (`-F`) and NODEFS has no fsync, so nothing asks the disk to
 * flush: a power cut could lose the last answered writes, or leave the WAL torn. This file
 * system gives NODEFS the fsync it lacks, and the server is started with fsync on and the WAL
 * flushed by fsync (the only sync method that reaches it), so a commit is answered once its WAL
 * is on the disk.
 */

interface NodefsModule {
  NODEFS?: { stream_ops?: { fsync?: (stream: { nfd?: number }) => number } };
}

export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, options);
    const preRun = [...((result.emscriptenOpts.preRun ?? []) as ((module: NodefsModule) => void)[])];
    preRun.push((module) => {
      const streamOperations = module.NODEFS?.stream_ops;
      if (!streamOperations) throw new Error('this PGlite has no NODEFS to make durable');
      streamOperations.fsync = (stream) => {
        if (stream.nfd !== undefined) fs.fsyncSync(stream.nfd);
        return 0;
      };
    });
    return {
      emscriptenOpts: { ...result.emscriptenOpts, preRun: preRun as typeof result.emscriptenOpts.preRun },
    };
  }
}

/** PGlite's own start parameters, with fsync on and the WAL flushed by fsync(2). */
export function durableStartParams(): string[] {
  return [
    ...PGlite.defaultStartParams.filter((parameter) => parameter !== '-F'),
    '-c',
    'wal_sync_method=fsync',
  ];
}
