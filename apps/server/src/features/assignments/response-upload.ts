import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { ASSIGNMENT_MESSAGES, VIDEO_UPLOAD_MAX_BYTES } from '@homeroom/contract/assignments';
import { IMAGE_UPLOAD } from '@homeroom/contract/media';
import { AppError } from '../../infra/http/app-error.ts';
import type { MediaStorage } from '../../infra/storage/media-storage.ts';
import { newMediaKey } from '../../infra/storage/images.ts';

/** Enough of the start of a file to recognise its type. */
const HEAD_BYTES = 4100;

export interface ResponseUpload {
  fields: Record<string, string>;
  image: Buffer | null;
  /** Storage key of the video, already stored: whoever refuses the hand-in must delete it. */
  videoKey: string | null;
}

async function readHead(chunks: AsyncIterator<Buffer>): Promise<{ head: Buffer; isDone: boolean }> {
  const parts: Buffer[] = [];
  let size = 0;
  while (size < HEAD_BYTES) {
    const next = await chunks.next();
    if (next.done) return { head: Buffer.concat(parts), isDone: true };
    parts.push(next.value);
    size += next.value.length;
  }
  return { head: Buffer.concat(parts), isDone: false };
}

async function drain(chunks: AsyncIterator<Buffer>): Promise<void> {
  while (!(await chunks.next()).done) {
    /* discard */
  }
}

/**
 * Reads a hand-in form: text fields, a picture held in memory (10 MB at most), and a video
 * streamed to storage as it arrives, so a 200 MB upload never sits whole in memory. The video
 * is checked to be MP4 by its first bytes before anything is stored.
 */
export async function readResponseUpload(request: FastifyRequest, storage: MediaStorage): Promise<ResponseUpload> {
  const upload: ResponseUpload = { fields: {}, image: null, videoKey: null };
  if (!request.isMultipart()) return upload;
  const problems: Record<string, string[]> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: VIDEO_UPLOAD_MAX_BYTES, files: 2 } })) {
      if (part.type === 'field') {
        upload.fields[part.fieldname] = String(part.value);
        continue;
      }
      const chunks = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      if (part.fieldname === 'image' && !upload.image) {
        const parts: Buffer[] = [];
        let size = 0;
        for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
          size += next.value.length;
          if (size <= IMAGE_UPLOAD.maxBytes) parts.push(next.value);
        }
        if (size > IMAGE_UPLOAD.maxBytes) problems.image = [IMAGE_UPLOAD.tooLargeMessage];
        else if (size > 0) upload.image = Buffer.concat(parts);
      } else if (part.fieldname === 'video' && !upload.videoKey) {
        const { head, isDone } = await readHead(chunks);
        if (head.length === 0) continue;
        const type = await fileTypeFromBuffer(head);
        if (type?.mime !== 'video/mp4') {
          problems.video = [ASSIGNMENT_MESSAGES.videoWrongType];
          if (!isDone) await drain(chunks);
          continue;
        }
        const key = newMediaKey('responses', 'mp4');
        const body = Readable.from(
          (async function* () {
            yield head;
            if (isDone) return;
            for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
          })(),
        );
        await storage.put(key, body);
        if (part.file.truncated) {
          await storage.delete(key);
          problems.video = [ASSIGNMENT_MESSAGES.videoTooLarge];
        } else {
          upload.videoKey = key;
        }
      } else {
        await drain(chunks);
      }
    }
  } catch (error) {
    if (upload.videoKey) await storage.delete(upload.videoKey);
    throw error;
  }
  if (Object.keys(problems).length > 0) {
    if (upload.videoKey) await storage.delete(upload.videoKey);
    throw AppError.invalid(problems);
  }
  return upload;
}
