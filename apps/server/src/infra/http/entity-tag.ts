import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether an `If-None-Match` header names the entity tag (weak or strong, or `*`). */
export function matchesEntityTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/** JSON text already written through its schemas (or its UTF-8 bytes, kept to be sent as they are), with the tag that names it. */
export interface TaggedJson<Body extends string | Buffer = string | Buffer> {
  body: Body;
  etag: string;
}

/**
 * Sends a private answer the browser keeps and asks again each time: unchanged, it is a 304 with
 * no body. The body is JSON text already; a string or a buffer with a JSON type passes Fastify's
 * serializer untouched, so it goes out as is.
 */
export function sendRevalidated(request: FastifyRequest, reply: FastifyReply, { body, etag }: TaggedJson): FastifyReply {
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (matchesEntityTag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}
