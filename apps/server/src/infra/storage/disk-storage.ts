import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { MediaStorage } from './media-storage.ts';

export const MEDIA_URL_PREFIX = '/media/';

/** Media as files under `DATA_DIR/media`, served at `/media/` with Range requests. */
export function createDiskStorage(root: string, publicUrl: string): MediaStorage {
  function pathOf(key: string): string {
    const resolved = path.resolve(root, key);
    if (!resolved.startsWith(path.resolve(root) + path.sep)) throw new Error(`Media key outside storage: ${key}`);
    return resolved;
  }
  return {
    async put(key, body) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(target));
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    urlFor(key) {
      return `${publicUrl}${MEDIA_URL_PREFIX}${key}`;
    },
  };
}

export async function serveDiskMedia(app: FastifyInstance, root: string): Promise<void> {
  await mkdir(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: MEDIA_URL_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    // Keys are random and never rewritten, so a file may be cached for good.
    maxAge: '365d',
    immutable: true,
  });
}
