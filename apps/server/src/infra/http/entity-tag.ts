import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether an `If-None-Match` header names the entity tag (weak or strong, or `*`). */
export function matchesEntityTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/**
 * JSON text already written through its schemas (or its UTF-8 bytes, kept to be sent as they are),
 * with the tag that names it: a hash of the text, so that one tag is always one text (its
 * compressed copy is kept by tag).
 */
export interface TaggedJson<Body extends string | Buffer = string | Buffer> {
  body: Body;
  etag: string;
}

/** Smaller answers go out as they are: compressing them would save less than a packet. */
const COMPRESS_FROM_BYTES = 4096;
/** Compressed answers kept, by entity tag and encoding: the kept answers of the busiest classes and users. */
const MAX_KEPT_COMPRESSED = 512;
const keptCompressed = new Map<string, Buffer>();

type ContentEncoding = 'br' | 'gzip';

/** The encoding the browser accepts that Homeroom prefers, if any (no `q` values: every browser sends both or neither). */
function encodingFor(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

/**
 * The body compressed once per entity tag: a kept answer (the class page, the bell's list) is sent
 * to many readers and asked for again unchanged, so each version is compressed once. Brotli at
 * quality 4 costs a fraction of a millisecond for a class page and sends a sixth of its bytes.
 */
function compressedBody(etag: string, body: string | Buffer, encoding: ContentEncoding): Buffer {
  const key = `${encoding} ${etag}`;
  const kept = keptCompressed.get(key);
  if (kept) {
    keptCompressed.delete(key);
    keptCompressed.set(key, kept);
    return kept;
  }
  const compressed =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipSync(body, { level: 6 });
  keptCompressed.set(key, compressed);
  if (keptCompressed.size > MAX_KEPT_COMPRESSED) keptCompressed.delete(keptCompressed.keys().next().value as string);
  return compressed;
}

/**
 * Sends a private answer the browser keeps and asks again each time: unchanged, it is a 304 with
 * no body. The body is JSON text already; a string or a buffer with a JSON type passes Fastify's
 * serializer untouched, so it goes out as is, or compressed when it is large and the browser
 * accepts brotli or gzip (a phone on a slow network waits for the class page's answer before it
 * shows anything of the class).
 */
export function sendRevalidated(request: FastifyRequest, reply: FastifyReply, { body, etag }: TaggedJson): FastifyReply {
  reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
  if (matchesEntityTag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = Buffer.byteLength(body) >= COMPRESS_FROM_BYTES ? encodingFor(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(compressedBody(etag, body, encoding));
}
