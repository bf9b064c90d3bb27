import type { FastifyRequest } from 'fastify';
import { IMAGE_UPLOAD } from '@homeroom/contract/media';
import { AppError } from './app-error.ts';

export interface ImageUploadForm {
  file: Buffer;
  /** The text fields sent along with the file. */
  fields: Record<string, string>;
}

/**
 * Reads a multipart form with one picture in `fileField`. The file is held in memory, which the
 * 10 MB limit keeps small; anything larger is refused before it is read whole.
 */
export async function readImageUpload(request: FastifyRequest, fileField: string): Promise<ImageUploadForm> {
  if (!request.isMultipart()) throw AppError.invalid({ [fileField]: [IMAGE_UPLOAD.missingMessage] });
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  for await (const part of request.parts({ limits: { fileSize: IMAGE_UPLOAD.maxBytes, files: 1 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== fileField) {
        part.file.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.file.truncated) throw AppError.invalid({ [fileField]: [IMAGE_UPLOAD.tooLargeMessage] });
      file = Buffer.concat(chunks);
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  if (!file || file.length === 0) throw AppError.invalid({ [fileField]: [IMAGE_UPLOAD.missingMessage] });
  return { file, fields };
}
