import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { ASSIGNMENT_MESSAGES, VIDEO_UPLOAD_MAX_BYTES, type ResponseFormat } from '@homeroom/contract/assignments';
import { IMAGE_UPLOAD } from '@homeroom/contract/media';
import { hasNulCharacter, NUL_CHARACTER_MESSAGE } from '@homeroom/contract/validation';
import { AppError } from '../../infra/http/app-error.ts';
import { readMultipartParts } from '../../infra/http/multipart.ts';
import type { MediaStorage } from '../../infra/storage/media-storage.ts';
import { newMediaKey } from '../../infra/storage/images.ts';
import { createMp4LocationStripper, Mp4FormatError } from '../../infra/storage/mp4-location.ts';

/** Enough of the start of a file to recognise its type. */
const HEAD_BYTES = 4100;

export interface ResponseUpload {
  fields: Record<string, string>;
  image: Buffer | null;
  /** Storage key of the video, already stored: whoever refuses the hand-in must delete it. */
  videoKey: string | null;
}

/**
 * Checks the text fields sent before the first file (`assignee`, `code`) and answers the format
 * the work must have; throws the refusal to answer otherwise.
 */
export type HandInCheck = (fields: Record<string, string>) => Promise<{ responseFormat: ResponseFormat }>;

/** The video went past its limit; busboy cut it short. */
class VideoTooLargeError extends Error {}

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
 * streamed to storage as it arrives, so a 200 MB upload never sits whole in memory.
 *
 * Fields come in the order the client sent them, and `assignee` (with `code`) must come before
 * any file, as both Homeroom's page and the original client send them: the hand-in is checked
 * with `check` when the first file starts, and a refused one (a made-up assignee, or a file sent
 * before the assignee) stores no byte of any file; its files are read and dropped. A file the
 * assignment's format does not ask for is dropped too. The video is checked to be MP4 by its
 * first bytes, and loses its location metadata on its way to storage.
 */
export async function readResponseUpload(request: FastifyRequest, storage: MediaStorage, check: HandInCheck): Promise<ResponseUpload> {
  const upload: ResponseUpload = { fields: {}, image: null, videoKey: null };
  if (!request.isMultipart()) return upload;
  const problems: Record<string, string[]> = {};
  let checked: { format: ResponseFormat } | { refusal: unknown } | null = null;
  try {
    for await (const part of readMultipartParts(request, { maxFiles: 2, maxFileBytes: VIDEO_UPLOAD_MAX_BYTES })) {
      if (part.type === 'field') {
        upload.fields[part.fieldname] = String(part.value);
        if (hasNulCharacter(upload.fields[part.fieldname]!)) problems[part.fieldname] = [NUL_CHARACTER_MESSAGE];
        continue;
      }
      const chunks = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      if (checked === null) {
        checked = await check(upload.fields).then(
          ({ responseFormat }) => ({ format: responseFormat }),
          (refusal: unknown) => ({ refusal }),
        );
      }
      if ('refusal' in checked) {
        await drain(chunks);
      } else if (part.fieldname === 'image' && checked.format === 'Image' && !upload.image) {
        const parts: Buffer[] = [];
        let size = 0;
        for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
          size += next.value.length;
          if (size <= IMAGE_UPLOAD.maxBytes) parts.push(next.value);
        }
        if (size > IMAGE_UPLOAD.maxBytes) problems.image = [IMAGE_UPLOAD.tooLargeMessage];
        else if (size > 0) upload.image = Buffer.concat(parts);
      } else if (part.fieldname === 'video' && checked.format === 'Video' && !upload.videoKey) {
        const { head, isDone } = await readHead(chunks);
        if (head.length === 0) continue;
        const type = await fileTypeFromBuffer(head);
        if (type?.mime !== 'video/mp4') {
          problems.video = [ASSIGNMENT_MESSAGES.videoWrongType];
          if (!isDone) await drain(chunks);
          continue;
        }
        const key = newMediaKey('responses', 'mp4');
        const stripper = createMp4LocationStripper();
        const body = Readable.from(
          (async function* () {
            yield head;
            if (isDone) return;
            for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
            // Failing the body makes the storage drop what it wrote: the file never becomes visible.
            if (part.file.truncated) throw new VideoTooLargeError();
          })(),
        );
        // The storage sees the video only once its location is gone; a body that fails leaves no file.
        const results = await Promise.allSettled([pipeline(body, stripper), storage.put(key, stripper)]);
        const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
        if (failures.some((failure) => failure instanceof VideoTooLargeError)) {
          problems.video = [ASSIGNMENT_MESSAGES.videoTooLarge];
        } else if (failures.some((failure) => failure instanceof Mp4FormatError)) {
          problems.video = [ASSIGNMENT_MESSAGES.videoWrongType];
          await drain(chunks);
        } else if (failures.length > 0) {
          throw failures[0];
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
  if (checked && 'refusal' in checked) throw checked.refusal;
  if (Object.keys(problems).length > 0) {
    if (upload.videoKey) await storage.delete(upload.videoKey);
    throw AppError.invalid(problems);
  }
  return upload;
}
