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
  { wrongTypeMessage = IMAGE_UPLOAD.wrongTypeMessage, acceptsHeif = false }: ImageUploadOptions = {},
): Promise<ProcessedImage> {
  const detected = await fileTypeFromBuffer(upload);
  const isHeif = acceptsHeif && detected !== undefined && HEIF_MIMES.has(detected.mime);
  const extension = isHeif ? 'jpg' : detected ? EXTENSION_BY_MIME[detected.mime] : undefined;
  if (!extension) throw AppError.invalid({ [field]: [wrongTypeMessage] });
  try {
    const image = sharp(upload, { animated: extension === 'gif' || extension === 'webp', limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: maxDimension, height: maxDimension, fit: 'inside', withoutEnlargement: true });
    const encoded =
      extension === 'jpg'
        ? image.jpeg({ quality: 85, mozjpeg: true })
        : extension === 'png'
          ? image.png()
          : extension === 'webp'
            ? image.webp({ quality: 85 })
            : image.gif();
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data, extension, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    throw AppError.invalid({ [field]: [wrongTypeMessage] });
  }
}

/** A fresh, unguessable storage key for a picture in `folder`. */
export function newMediaKey(folder: string, extension: string): string {
  return `${folder}/${randomUUID()}.${extension}`;
}
