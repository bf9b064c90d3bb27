import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import { processUploadedImage, processUploadedImageAtSizes } from './images.ts';

/** A JPEG as a phone sends it: `width` × `height`, with an EXIF orientation that turns it a quarter. */
function phonePicture(width: number, height: number, orientation = 1) {
  return sharp({ create: { width, height, channels: 3, background: '#6a8' } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation })
    .toBuffer();
}

describe('uploaded pictures', () => {
  it('are encoded once for all the sizes they are no larger than', async () => {
    const [display, full] = await processUploadedImageAtSizes(await phonePicture(1200, 900), 'image', [1280, 3200]);
    expect(display).toBe(full);
    expect(display).toMatchObject({ extension: 'jpg', width: 1200, height: 900 });
  });

  it('come out at each size, in the order asked, when larger than some', async () => {
    const [display, preview] = await processUploadedImageAtSizes(await phonePicture(2000, 1000), 'file', [1600, 480]);
    expect(display).toMatchObject({ width: 1600, height: 800 });
    expect(preview).toMatchObject({ width: 480, height: 240 });
    expect((await sharp(preview?.data).metadata()).width).toBe(480);
  });

  it('stand upright by their orientation and lose their metadata', async () => {
    // Orientation 6: stored 1000 × 600, shown turned a quarter, 600 × 1000.
    const image = await processUploadedImage(await phonePicture(1000, 600, 6), 'image', 500);
    expect(image).toMatchObject({ width: 300, height: 500 });
    const metadata = await sharp(image.data).metadata();
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
  });

  it('refuse a file that is no picture with the field it came in', async () => {
    const refused = await processUploadedImageAtSizes(Buffer.from('%PDF-1.4 not a picture'), 'file', [1600, 480]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).statusCode).toBe(400);
    expect((refused as AppError).body).toEqual({ file: [expect.any(String)] });
  });
});
