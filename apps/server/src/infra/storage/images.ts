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

export interface ProcessedImage {
  data: Buffer;
  extension: string;
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
): Promise<ProcessedImage> {
  const detected = await fileTypeFromBuffer(upload);
  const extension = detected ? EXTENSION_BY_MIME[detected.mime] : undefined;
  if (!extension) throw AppError.invalid({ [field]: [IMAGE_UPLOAD.wrongTypeMessage] });
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
    return { data: await encoded.toBuffer(), extension };
  } catch {
    throw AppError.invalid({ [field]: [IMAGE_UPLOAD.wrongTypeMessage] });
  }
}

/** A fresh, unguessable storage key for a picture in `folder`. */
export function newMediaKey(folder: string, extension: string): string {
  return `${folder}/${randomUUID()}.${extension}`;
}
