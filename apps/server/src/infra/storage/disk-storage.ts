import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { MediaStorage } from './media-storage.ts';
import { MEDIA_URL_PREFIX, type MediaSigner } from './media-signing.ts';

/**
 * Files being written live here until they are whole. A dot folder is never served, and nothing
 * else is ever written to it, so the sweep may delete whatever is old in it.
 */
export const PARTIAL_UPLOADS_FOLDER = '.partial';

/** Media as files under `DATA_DIR/media`, served at signed `/media/` addresses with Range requests. */
export function createDiskStorage(root: string, signer: MediaSigner): MediaStorage {
  const partialFolder = path.join(root, PARTIAL_UPLOADS_FOLDER);
  function pathOf(key: string): string {
    const resolved = path.resolve(root, key);
    if (!resolved.startsWith(path.resolve(root) + path.sep)) throw new Error(`Media key outside storage: ${key}`);
    return resolved;
  }
  return {
    async put(key, body) {
      const target = pathOf(key);
      const partial = path.join(partialFolder, `${randomUUID()}.partial`);
      await mkdir(path.dirname(target), { recursive: true });
      await mkdir(partialFolder, { recursive: true });
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async open(key) {
      const file = pathOf(key);
      const stats = await stat(file).catch(() => null);
      return stats?.isFile() ? createReadStream(file) : null;
    },
    urlFor: signer.urlFor,
    async *listStoredFiles() {
      // Dot folders (partial uploads) are never media: they are skipped like the server skips them.
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(root, file).split(path.sep).join('/');
        if (key.split('/').some((part) => part.startsWith('.'))) continue;
        const stats = await stat(file).catch(() => null);
        if (stats) yield { key, modifiedAt: stats.mtime };
      }
    },
    async sweepPartialUploads(maxAgeMs) {
      const names = await readdir(partialFolder).catch(() => []);
      const oldest = Date.now() - maxAgeMs;
      let swept = 0;
      for (const name of names) {
        const file = path.join(partialFolder, name);
        const stats = await stat(file).catch(() => null);
        if (stats && stats.mtimeMs < oldest) {
          await rm(file, { force: true });
          swept += 1;
        }
      }
      return swept;
    },
  };
}

export async function serveDiskMedia(app: FastifyInstance, root: string, signer: MediaSigner): Promise<void> {
  await mkdir(root, { recursive: true });
  await app.register(async (media) => {
    media.addHook('onRequest', signer.checkMediaRequest);
    await media.register(fastifyStatic, {
      root,
      prefix: MEDIA_URL_PREFIX,
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      // The signature check sets a private lifetime bounded by the address's own.
      cacheControl: false,
    });
  });
}
