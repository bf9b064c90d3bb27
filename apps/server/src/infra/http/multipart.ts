import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart, { type Multipart } from '@fastify/multipart';
import { IMAGE_UPLOAD } from '@homeroom/contract/media';
import { hasNulCharacter, NUL_CHARACTER_MESSAGE } from '@homeroom/contract/validation';
import { AppError } from './app-error.ts';

/** What every multipart form may carry, whatever the route: see MULTIPART_* in config.ts. */
export interface MultipartLimits {
  maxFields: number;
  maxFieldBytes: number;
}

/** Longest field name, in bytes; no form of Homeroom has a name near it. */
const MAX_FIELD_NAME_BYTES = 100;
/** Headers of one part: Content-Disposition and Content-Type, with room to spare. The parser caps their size at 80 KiB. */
const MAX_PART_HEADERS = 8;

export const MULTIPART_MESSAGES = {
  tooManyFields: 'The form has too many fields.',
  fieldTooLarge: 'A field of the form is too large.',
  tooManyFiles: 'The form has too many files.',
} as const;

declare module 'fastify' {
  interface FastifyInstance {
    multipartLimits: MultipartLimits;
  }
}

/**
 * Registers multipart parsing with the limits of every form. The parser keeps each text field in
 * memory, so these limits are what bounds the memory a form can take: a field beyond them is
 * cut short and refused, and parsing stops at the first field over the count.
 */
export async function registerMultipart(app: FastifyInstance, limits: MultipartLimits): Promise<void> {
  app.decorate('multipartLimits', limits);
  // Uploads see a file that is too large as truncated and answer with the field's own message.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fields: limits.maxFields,
      fieldSize: limits.maxFieldBytes,
      headerPairs: MAX_PART_HEADERS,
    },
  });
}

function isLimitError(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

/**
 * The one way routes read a multipart form: its parts in the order the client sent them, with
 * at most `maxFiles` files (each at most `maxFileBytes`, past which it arrives truncated). A
 * form over the limits is refused with 413 and a `detail` saying which limit.
 */
export async function* readMultipartParts(
  request: FastifyRequest,
  { maxFiles, maxFileBytes }: { maxFiles: number; maxFileBytes: number },
): AsyncGenerator<Multipart> {
  const { maxFields } = request.server.multipartLimits;
  try {
    for await (const part of request.parts({ limits: { files: maxFiles, fileSize: maxFileBytes, parts: maxFields + maxFiles } })) {
      // The multipart parser does not cut names short, so their length is checked here.
      const isTooLarge = Buffer.byteLength(part.fieldname) > MAX_FIELD_NAME_BYTES || (part.type === 'field' && part.valueTruncated);
      if (isTooLarge) {
        if (part.type === 'file') part.file.resume();
        throw AppError.tooLarge(MULTIPART_MESSAGES.fieldTooLarge);
      }
      yield part;
    }
  } catch (error) {
    if (isLimitError(error, 'FST_FIELDS_LIMIT') || isLimitError(error, 'FST_PARTS_LIMIT')) {
      throw AppError.tooLarge(MULTIPART_MESSAGES.tooManyFields);
    }
    if (isLimitError(error, 'FST_FILES_LIMIT')) throw AppError.tooLarge(MULTIPART_MESSAGES.tooManyFiles);
    throw error;
  }
}

export interface FileUploadForm {
  file: Buffer;
  /** The name the client gave the file, without any folder; empty when it gave none. */
  fileName: string;
  /** The text fields sent along with the file. */
  fields: Record<string, string>;
}

export type ImageUploadForm = Omit<FileUploadForm, 'fileName'>;

/** What one file upload may be, and what refusing it says. */
export interface FileUploadRules {
  maxBytes: number;
  tooLargeMessage: string;
  missingMessage: string;
}

/** Room for the form around the file: part headers, boundaries and a few short fields. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * Reads a multipart form with one file in `fileField`. The file is held in memory, which its
 * limit keeps small. A body that declares more bytes than the file may have (plus the form around
 * it) is refused before any byte is read, and its connection closed; one without a length is cut
 * short at the limit and the rest discarded, never held.
 */
export async function readFileUpload(request: FastifyRequest, fileField: string, rules: FileUploadRules): Promise<FileUploadForm> {
  if (!request.isMultipart()) throw AppError.invalid({ [fileField]: [rules.missingMessage] });
  const declaredBytes = Number(request.headers['content-length']);
  if (Number.isFinite(declaredBytes) && declaredBytes > rules.maxBytes + FORM_OVERHEAD_BYTES) {
    throw AppError.invalid({ [fileField]: [rules.tooLargeMessage] }).closingConnection();
  }
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  let fileName = '';
  for await (const part of readMultipartParts(request, { maxFiles: 1, maxFileBytes: rules.maxBytes })) {
    if (part.type === 'file') {
      if (part.fieldname !== fileField) {
        part.file.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.file.truncated) throw AppError.invalid({ [fileField]: [rules.tooLargeMessage] });
      file = Buffer.concat(chunks);
      fileName = part.filename.split(/[\\/]/).pop() ?? '';
    } else {
      fields[part.fieldname] = String(part.value);
      if (hasNulCharacter(fields[part.fieldname]!)) throw AppError.invalid({ [part.fieldname]: [NUL_CHARACTER_MESSAGE] });
    }
  }
  if (!file || file.length === 0) throw AppError.invalid({ [fileField]: [rules.missingMessage] });
  return { file, fileName, fields };
}

/** Reads a multipart form with one picture in `fileField`, at most 10 MB (readFileUpload). */
export async function readImageUpload(request: FastifyRequest, fileField: string): Promise<ImageUploadForm> {
  const { file, fields } = await readFileUpload(request, fileField, {
    maxBytes: IMAGE_UPLOAD.maxBytes,
    tooLargeMessage: IMAGE_UPLOAD.tooLargeMessage,
    missingMessage: IMAGE_UPLOAD.missingMessage,
  });
  return { file, fields };
}
