import type { Readable } from 'node:stream';
import { VALIDATION_MESSAGES } from '@homeroom/contract/validation';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { FastifyInstance } from 'fastify';
import type { MediaStorage } from './media-storage.ts';
import { MEDIA_URL_PREFIX, type MediaSigner } from './media-signing.ts';

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
  pdf: 'application/pdf',
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
 * never sits whole in memory; files are served by the app at the same signed `/media/`
 * addresses as from disk, so the bucket can stay private (docs/decisions.md). A multipart upload
 * is invisible until it completes: one whose body fails is aborted, which deletes its parts.
 */
export function createS3Storage(client: S3Client, bucket: string, signer: MediaSigner): MediaStorage {
  return {
    async put(key, body: Buffer | Readable) {
      // The upload aborts itself (AbortMultipartUpload) when its body fails half-way.
      await new Upload({ client, params: { Bucket: bucket, Key: key, Body: body, ContentType: contentTypeOf(key) } }).done();
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async open(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return (object.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)) return null;
        throw error;
      }
    },
    urlFor: signer.urlFor,
    async *listStoredFiles() {
      let continuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: continuationToken }));
        for (const item of page.Contents ?? []) {
          if (item.Key && item.LastModified) yield { key: item.Key, modifiedAt: item.LastModified };
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },
    /** Multipart uploads a stopped process never completed: their parts are stored, and billed, until aborted. */
    async sweepPartialUploads(maxAgeMs) {
      const oldest = Date.now() - maxAgeMs;
      let swept = 0;
      let markers: { KeyMarker?: string; UploadIdMarker?: string } = {};
      for (;;) {
        const page = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket, ...markers }));
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated.getTime() >= oldest) continue;
          await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: upload.Key, UploadId: upload.UploadId }));
          swept += 1;
        }
        if (!page.IsTruncated) return swept;
        markers = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
      }
    },
  };
}

/** `GET /media/*` from the bucket at signed addresses only, with Range requests for video. */
export async function serveS3Media(app: FastifyInstance, client: S3Client, bucket: string, signer: MediaSigner): Promise<void> {
  app.get(`${MEDIA_URL_PREFIX}*`, { onRequest: signer.checkMediaRequest }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!key || key.includes('..')) return reply.code(404).send({ detail: VALIDATION_MESSAGES.notFound });
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: request.headers.range }));
      reply.header('content-type', object.ContentType ?? contentTypeOf(key));
      reply.header('accept-ranges', 'bytes');
      if (object.ContentLength !== undefined) reply.header('content-length', object.ContentLength);
      if (object.ContentRange) reply.code(206).header('content-range', object.ContentRange);
      return reply.send(object.Body as Readable);
    } catch (error) {
      if (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)) {
        return reply.code(404).send({ detail: VALIDATION_MESSAGES.notFound });
      }
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416) {
        return reply.code(416).send({ detail: VALIDATION_MESSAGES.rangeNotSatisfiable });
      }
      throw error;
    }
  });
}
