import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { FastifyInstance } from 'fastify';
import { MEDIA_URL_PREFIX } from './disk-storage.ts';
import type { MediaStorage } from './media-storage.ts';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  mp4: 'video/mp4',
};

function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
}

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
}

/**
 * Media in an S3-compatible bucket, for several instances. Uploads stream in parts, so a video
 * never sits whole in memory; files are served by the app at the same `/media/` addresses as
 * from disk, so the bucket can stay private.
 */
export function createS3Storage(client: S3Client, bucket: string, publicUrl: string): MediaStorage {
  return {
    async put(key, body: Buffer | Readable) {
      await new Upload({ client, params: { Bucket: bucket, Key: key, Body: body, ContentType: contentTypeOf(key) } }).done();
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    urlFor(key) {
      return `${publicUrl}${MEDIA_URL_PREFIX}${key}`;
    },
  };
}

/** `GET /media/*` from the bucket, with Range requests for video. */
export async function serveS3Media(app: FastifyInstance, client: S3Client, bucket: string): Promise<void> {
  app.get(`${MEDIA_URL_PREFIX}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!key || key.includes('..')) return reply.code(404).send({ detail: 'Not found.' });
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: request.headers.range }));
      reply.header('content-type', object.ContentType ?? contentTypeOf(key));
      reply.header('accept-ranges', 'bytes');
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      if (object.ContentLength !== undefined) reply.header('content-length', object.ContentLength);
      if (object.ContentRange) reply.code(206).header('content-range', object.ContentRange);
      return reply.send(object.Body as Readable);
    } catch (error) {
      if (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)) {
        return reply.code(404).send({ detail: 'Not found.' });
      }
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416) {
        return reply.code(416).send({ detail: 'Range not satisfiable.' });
      }
      throw error;
    }
  });
}
