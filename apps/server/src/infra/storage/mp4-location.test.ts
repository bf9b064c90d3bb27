import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { mp4Clip, mp4ClipWithLocation, mp4Duration, readMp4Boxes, VIDEO_LOCATION } from '../../test/multipart.ts';
import { createMp4LocationStripper, Mp4FormatError } from './mp4-location.ts';

/** The file through the stripper, cut into chunks of `chunkSize` bytes as a network would. */
function strip(file: Buffer, chunkSize = 64 * 1024): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < file.length; offset += chunkSize) chunks.push(file.subarray(offset, offset + chunkSize));
  return buffer(Readable.from(chunks).pipe(createMp4LocationStripper()));
}

/** The same boxes with `moov` moved after `mdat`, as many phones write a file. */
function withMoovLast(file: Buffer): Buffer {
  const top = readMp4Boxes(file).filter((box) => !box.path.includes('/'));
  const moov = top.find((box) => box.type === 'moov')!;
  const rest = top.filter((box) => box.type !== 'moov').map((box) => file.subarray(box.offset, box.offset + box.size));
  return Buffer.concat([...rest, file.subarray(moov.offset, moov.offset + moov.size)]);
}

describe('the MP4 location stripper', () => {
  it('blanks every location box, in chunks of any size, keeping every size and offset', async () => {
    const video = await mp4ClipWithLocation();
    for (const chunkSize of [1, 7, 4096, video.length]) {
      const stripped = await strip(video, chunkSize);
      expect(stripped.includes(VIDEO_LOCATION)).toBe(false);
      expect(readMp4Boxes(stripped).map((box) => [box.offset, box.size])).toEqual(readMp4Boxes(video).map((box) => [box.offset, box.size]));
      expect(mp4Duration(stripped)).toBe(mp4Duration(video));
    }
  });

  it('finds the location when moov comes after the media, and in a last box of size 0', async () => {
    const moovLast = withMoovLast(await mp4ClipWithLocation());
    expect((await strip(moovLast)).includes(VIDEO_LOCATION)).toBe(false);
    const openEnded = Buffer.from(moovLast);
    const moov = readMp4Boxes(openEnded).find((box) => box.type === 'moov')!;
    openEnded.writeUInt32BE(0, moov.offset);
    const stripped = await strip(openEnded, 1000);
    expect(stripped.includes(VIDEO_LOCATION)).toBe(false);
    expect(stripped.length).toBe(openEnded.length);
  });

  it('passes a video without location through byte for byte', async () => {
    const clip = await mp4Clip();
    expect((await strip(clip, 333)).equals(clip)).toBe(true);
  });

  it('refuses a box smaller than its own header, and metadata larger than any real video has', async () => {
    const clip = await mp4Clip();
    const broken = Buffer.from(clip);
    broken.writeUInt32BE(4, 0);
    await expect(strip(broken)).rejects.toBeInstanceOf(Mp4FormatError);
    const huge = Buffer.from(clip.subarray(0, 64));
    const moov = readMp4Boxes(clip).find((box) => box.type === 'moov')!;
    huge.writeUInt32BE(2 ** 31, moov.offset);
    await expect(strip(huge)).rejects.toBeInstanceOf(Mp4FormatError);
  });
});
