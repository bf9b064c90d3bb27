import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

/** A multipart body for `app.inject`, with one file and some text fields. */
export function multipartPayload(file: { field: string; name: string; type: string; data: Buffer } | null, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(file.field, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return form;
}

/** A small JPEG photo that carries a GPS position in its EXIF block, as phone pictures do. */
export function jpegWithGpsPosition(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Pocket 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' } })
    .toBuffer();
}

export function pngImage(width = 32, height = 32): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 90, b: 200, alpha: 1 } } }).png().toBuffer();
}

/** A two-second H.264 test card in MP4, made with ffmpeg's testsrc (see fixtures/README.md). */
export function mp4Clip(): Promise<Buffer> {
  return readFile(new URL('./fixtures/clip.mp4', import.meta.url));
}
