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

/** A small, well-formed PDF file: what a school letter looks like to the server. */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

export function pngImage(width = 32, height = 32): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 90, b: 200, alpha: 1 } } }).png().toBuffer();
}

/** A two-second H.264 test card in MP4, made with ffmpeg's testsrc (see fixtures/README.md). */
export function mp4Clip(): Promise<Buffer> {
  return readFile(new URL('./fixtures/clip.mp4', import.meta.url));
}

/** Where the location written into test videos points: the Eiffel Tower, as ISO 6709 text. */
export const VIDEO_LOCATION = '+48.8584+002.2945+035.000/';

export interface Mp4Box {
  /** Types from the top of the file down, e.g. `moov/trak/udta/©xyz`. */
  path: string;
  type: string;
  offset: number;
  size: number;
}

const MP4_CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'udta', 'edts', 'dinf', 'ilst']);

/** Every box of an MP4 file, going down into the usual containers; throws when a box does not fit its parent. */
export function readMp4Boxes(file: Buffer, start = 0, end = file.length, parent = ''): Mp4Box[] {
  const boxes: Mp4Box[] = [];
  for (let offset = start; offset < end; ) {
    const size = file.readUInt32BE(offset);
    const type = file.toString('latin1', offset + 4, offset + 8);
    if (size < 8 || offset + size > end) throw new Error(`box ${parent}/${type} at ${offset} does not fit`);
    const path = parent ? `${parent}/${type}` : type;
    boxes.push({ path, type, offset, size });
    if (MP4_CONTAINERS.has(type)) boxes.push(...readMp4Boxes(file, offset + 8, offset + size, path));
    if (type === 'meta') {
      const isQuickTime = file.toString('latin1', offset + 12, offset + 16) === 'hdlr';
      boxes.push(...readMp4Boxes(file, offset + (isQuickTime ? 8 : 12), offset + size, path));
    }
    offset += size;
  }
  return boxes;
}

/** The duration of the movie, in its time scale (mvhd). */
export function mp4Duration(file: Buffer): number {
  const mvhd = readMp4Boxes(file).find((box) => box.path === 'moov/mvhd');
  if (!mvhd) throw new Error('no mvhd');
  const version = file.readUInt8(mvhd.offset + 8);
  return version === 1 ? Number(file.readBigUInt64BE(mvhd.offset + 32)) : file.readUInt32BE(mvhd.offset + 24);
}

function box(type: string | number, ...content: Buffer[]): Buffer {
  const header = Buffer.alloc(8);
  const body = Buffer.concat(content);
  header.writeUInt32BE(8 + body.length, 0);
  if (typeof type === 'number') header.writeUInt32BE(type, 4);
  else header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeInt32BE(value);
  return bytes;
};

/**
 * The test clip with the location a phone writes: `©xyz` in the movie's and the track's `udta`,
 * a `loci` box, an XMP packet, and Apple's `com.apple.quicktime.location.ISO6709` key in `meta`.
 * The sample offsets are moved by the size added before `mdat`, so the file still plays.
 */
export async function mp4ClipWithLocation(): Promise<Buffer> {
  const clip = await mp4Clip();
  const top = readMp4Boxes(clip).filter((item) => !item.path.includes('/'));
  const moov = top.find((item) => item.type === 'moov')!;
  const children = readMp4Boxes(clip, moov.offset + 8, moov.offset + moov.size, 'moov').filter((item) => item.path.split('/').length === 2);
  const xyz = box('\u00a9xyz', Buffer.from([0, VIDEO_LOCATION.length, 0x15, 0xc7]), Buffer.from(VIDEO_LOCATION, 'latin1'));
  const fixed = (degrees: number) => u32(Math.round(degrees * 65536));
  const loci = box('loci', Buffer.from([0, 0, 0, 0, 0x15, 0xc7]), Buffer.from('Eiffel Tower\0', 'latin1'), Buffer.from([0]), fixed(2.2945), fixed(48.8584), fixed(35), Buffer.from('Earth\0\0', 'latin1'));
  const xmp = box('XMP_', Buffer.from(`<x:xmpmeta><rdf:Description exif:GPSLatitude="48,51.504N" exif:GPSLongitude="2,17.67E"/></x:xmpmeta>`, 'latin1'));
  const key = (name: string) => box('mdta', Buffer.from(name, 'latin1'));
  const item = (index: number, value: string) => box(index, box('data', u32(1), u32(0), Buffer.from(value, 'latin1')));
  const meta = box(
    'meta',
    box('hdlr', u32(0), u32(0), Buffer.from('mdta', 'latin1'), Buffer.alloc(13)),
    box('keys', u32(0), u32(2), key('com.apple.quicktime.make'), key('com.apple.quicktime.location.ISO6709')),
    box('ilst', item(1, 'PhoneMaker'), item(2, VIDEO_LOCATION)),
  );
  const rebuilt = children.map((child) => {
    const bytes = clip.subarray(child.offset, child.offset + child.size);
    return child.type === 'trak' ? box('trak', bytes.subarray(8), box('udta', xyz)) : bytes;
  });
  const newMoov = box('moov', ...rebuilt, box('udta', xyz, loci, xmp), meta);
  const shift = newMoov.length - moov.size;
  const mdat = top.find((item) => item.type === 'mdat')!;
  if (mdat.offset > moov.offset) {
    for (const stco of readMp4Boxes(newMoov).filter((item) => item.type === 'stco')) {
      const count = newMoov.readUInt32BE(stco.offset + 12);
      for (let index = 0; index < count; index += 1) {
        const at = stco.offset + 16 + index * 4;
        newMoov.writeUInt32BE(newMoov.readUInt32BE(at) + shift, at);
      }
    }
  }
  return Buffer.concat([clip.subarray(0, moov.offset), newMoov, clip.subarray(moov.offset + moov.size)]);
}
