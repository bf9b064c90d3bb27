import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_UPLOAD } from '@homeroom/contract/media';
import { AppError } from '../http/app-error.ts';

const EXTENSION_BY_MIME: Record<string, 'jpg' | 'png' | 'webp' | 'gif'> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Phone pictures (HEIC/HEIF, AVIF), stored as JPEG; a HEIC sharp's build cannot decode is refused as no picture. */
const HEIF_MIMES = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence', 'image/avif']);

export interface ProcessedImage {
  data: Buffer;
  extension: string;
  /** Of the encoded picture (one frame's height for an animation). */
  width: number;
  height: number;
}

export interface ImageUploadOptions {
  /** What a file that is no picture is refused with; IMAGE_UPLOAD's message by default. */
  wrongTypeMessage?: string;
  /** Whether HEIC/HEIF pictures are taken (re-encoded as JPEG). */
  acceptsHeif?: boolean;
}

/**
 * Checks an uploaded picture by its content (not its name), then re-encodes it at a display
 * size. Re-encoding drops every metadata block, GPS position included; EXIF orientation is
 * applied first so the picture still stands upright.
 */
export async function processUploadedImage(
  upload: Buffer,
  field: string,
  maxDimension: number,
  options: ImageUploadOptions = {},
): Promise<ProcessedImage> {
  const [image] = await processUploadedImageAtSizes(upload, field, [maxDimension], options);
  if (!image) throw new Error('no size was asked for');
  return image;
}

/**
 * `processUploadedImage` at several sizes (a story's display and full size, a chat picture and
 * its preview), in the order asked. A picture no larger than several of the sizes comes out the
 * same at each of them, so it is encoded once for those: a phone picture of 1280 pixels is one
 * encoding for a story, not two.
 */
export async function processUploadedImageAtSizes(
  upload: Buffer,
  field: string,
  maxDimensions: readonly number[],
  { wrongTypeMessage = IMAGE_UPLOAD.wrongTypeMessage, acceptsHeif = false }: ImageUploadOptions = {},
): Promise<ProcessedImage[]> {
  const detected = await fileTypeFromBuffer(upload);
  const isHeif = acceptsHeif && detected !== undefined && HEIF_MIMES.has(detected.mime);
  const extension = isHeif ? 'jpg' : detected ? EXTENSION_BY_MIME[detected.mime] : undefined;
  if (!extension) throw AppError.invalid({ [field]: [wrongTypeMessage] });
  const open = () => sharp(upload, { animated: extension === 'gif' || extension === 'webp', limitInputPixels: 50_000_000 });
  try {
    // The header alone: a turn by its orientation keeps the longest side.
    const { width = 0, height = 0, pageHeight } = await open().metadata();
    const longestSide = Math.max(width, pageHeight ?? height);
    const encodings = new Map<number, Promise<ProcessedImage>>();
    const encodeAt = (maxDimension: number) => {
      const image = open()
        .rotate()
        .resize({ width: maxDimension, height: maxDimension, fit: 'inside', withoutEnlargement: true });
      // libjpeg-turbo with optimised Huffman tables (sharp's default), not mozjpeg: mozjpeg's files
      // were about a tenth smaller for ten times the CPU (docs/decisions.md, "Pictures encoded once").
      const encoded =
        extension === 'jpg'
          ? image.jpeg({ quality: 85 })
          : extension === 'png'
            ? image.png()
            : extension === 'webp'
              ? image.webp({ quality: 85 })
              : image.gif();
      return encoded
        .toBuffer({ resolveWithObject: true })
        .then(({ data, info }) => ({ data, extension, width: info.width, height: info.pageHeight ?? info.height }));
    };
    return await Promise.all(
      maxDimensions.map((maxDimension) => {
        const size = Math.min(maxDimension, longestSide);
        let encoding = encodings.get(size);
        if (!encoding) {
          encoding = encodeAt(size);
          encodings.set(size, encoding);
        }
        return encoding;
      }),
    );
  } catch {
    throw AppError.invalid({ [field]: [wrongTypeMessage] });
  }
}

/** A fresh, unguessable storage key for a picture in `folder`. */
export function newMediaKey(folder: string, extension: string): string {
  return `${folder}/${randomUUID()}.${extension}`;
}
