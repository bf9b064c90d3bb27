import { Transform, type TransformCallback } from 'node:stream';

/**
 * Phones write where a video was filmed into its metadata: `©xyz` (ISO 6709 text) and `loci` in
 * `udta`, Apple's `com.apple.quicktime.location.*` keys in `meta`, and XMP packets (`XMP_`,
 * `xml `, or a `uuid` box). This stream removes them as the file passes through, without
 * re-encoding: each such box becomes a `free` box of the same size with its content zeroed, so
 * every offset in the file (the sample tables point into `mdat`) stays valid.
 *
 * Only the metadata boxes at the top of the file (`moov`, and `udta`, `meta`, `uuid` where a
 * writer puts them there) are held in memory while they are cleaned; the media data streams
 * through untouched.
 */
export function createMp4LocationStripper(): Transform {
  return new Mp4LocationStripper();
}

/** A file that is not the MP4 it claimed to be, or whose metadata is larger than any real one. */
export class Mp4FormatError extends Error {}

/** `moov` of a long phone video is a few MB; far above that is not a video Homeroom takes. */
const MAX_METADATA_BOX_BYTES = 64 * 1024 * 1024;
const TOP_LEVEL_METADATA = new Set(['moov', 'udta', 'meta', 'uuid']);
/** Boxes whose content is boxes, down to where metadata lives (`trak/udta`, `moov/meta/ilst`). */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'udta']);
const LOCATION_BOXES = new Set(['\u00a9xyz', 'loci', 'XMP_', 'xml ']);
const XMP_UUID = 'be7acfcb97a942e89c71999491e3afac';

interface BoxHeader {
  type: string;
  /** Header length: 8, or 16 with a 64-bit size. */
  headerBytes: number;
  /** Whole size; Infinity for a last box that runs to the end of the file (size 0). */
  size: number;
}

function readHeader(buffer: Buffer, offset: number, end: number): BoxHeader | null {
  if (offset + 8 > end) return null;
  const size32 = buffer.readUInt32BE(offset);
  const type = buffer.toString('latin1', offset + 4, offset + 8);
  if (size32 === 1) {
    if (offset + 16 > end) return null;
    return { type, headerBytes: 16, size: Number(buffer.readBigUInt64BE(offset + 8)) };
  }
  return { type, headerBytes: 8, size: size32 === 0 ? Infinity : size32 };
}

/** Turns the box into `free` of the same size, its content zeroed (the size field is kept). */
function blankBox(buffer: Buffer, offset: number, header: BoxHeader, size: number): void {
  buffer.write('free', offset + 4, 'latin1');
  buffer.fill(0, offset + header.headerBytes, offset + size);
}

function isLocationBox(buffer: Buffer, offset: number, header: BoxHeader, size: number): boolean {
  if (LOCATION_BOXES.has(header.type)) return true;
  if (header.type !== 'uuid' || size < header.headerBytes + 16) return false;
  return buffer.toString('hex', offset + header.headerBytes, offset + header.headerBytes + 16) === XMP_UUID;
}

/** The 1-based indexes of the `keys` entries that name a location (QuickTime metadata). */
function locationKeyIndexes(buffer: Buffer, start: number, end: number): Set<number> {
  const indexes = new Set<number>();
  // Version and flags, then the entry count.
  let offset = start + 8;
  for (let index = 1; offset + 8 <= end; index += 1) {
    const entrySize = buffer.readUInt32BE(offset);
    if (entrySize < 8 || offset + entrySize > end) break;
    const name = buffer.toString('latin1', offset + 8, offset + entrySize);
    if (name.toLowerCase().includes('location')) indexes.add(index);
    offset += entrySize;
  }
  return indexes;
}

/**
 * Blanks the location boxes among the boxes in `buffer[start, end)`, going down into containers.
 * `itemKeys` is given for the items of an `ilst`, whose box types are indexes into `keys`.
 */
function stripLocationBoxes(buffer: Buffer, start: number, end: number, itemKeys?: Set<number>): void {
  let keys = new Set<number>();
  for (let offset = start; offset < end; ) {
    const header = readHeader(buffer, offset, end);
    if (!header) return;
    const size = Math.min(header.size, end - offset);
    // A box that does not fit its parent: the rest cannot be read as boxes, and is left as it is.
    if (size < header.headerBytes || (header.size !== Infinity && offset + header.size > end)) return;
    if (isLocationBox(buffer, offset, header, size) || itemKeys?.has(buffer.readUInt32BE(offset + 4))) {
      blankBox(buffer, offset, header, size);
    } else if (header.type === 'keys') {
      keys = locationKeyIndexes(buffer, offset + header.headerBytes, offset + size);
    } else if (header.type === 'meta') {
      // ISO `meta` carries version and flags before its boxes; QuickTime's starts with `hdlr`.
      const contentStart = offset + header.headerBytes;
      const isQuickTime = buffer.toString('latin1', contentStart + 4, contentStart + 8) === 'hdlr';
      stripLocationBoxes(buffer, isQuickTime ? contentStart : contentStart + 4, offset + size);
    } else if (header.type === 'ilst') {
      stripLocationBoxes(buffer, offset + header.headerBytes, offset + size, keys);
    } else if (CONTAINERS.has(header.type)) {
      stripLocationBoxes(buffer, offset + header.headerBytes, offset + size);
    }
    offset += size;
  }
}

/** Removes location metadata from one whole box (held in memory). Exported for its tests. */
export function stripLocationFromBox(box: Buffer): Buffer {
  stripLocationBoxes(box, 0, box.length);
  return box;
}

class Mp4LocationStripper extends Transform {
  /** The bytes of a box header not complete yet. */
  private header = Buffer.alloc(0);
  /** Bytes of the current box still to pass through untouched. */
  private passing = 0;
  /** The current top-level metadata box, held until it is whole. */
  private held: { chunks: Buffer[]; bytes: number; remaining: number } | null = null;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    try {
      this.consume(chunk);
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  override _flush(callback: TransformCallback): void {
    try {
      // A metadata box that runs to the end of the file, or a file cut short inside one.
      if (this.held) this.releaseHeld();
      if (this.header.length > 0) this.push(this.header);
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  private consume(chunk: Buffer): void {
    let offset = 0;
    while (offset < chunk.length) {
      if (this.passing > 0) {
        const length = Math.min(this.passing, chunk.length - offset);
        this.push(chunk.subarray(offset, offset + length));
        this.passing -= length;
        offset += length;
      } else if (this.held) {
        const length = Math.min(this.held.remaining, chunk.length - offset);
        this.hold(chunk.subarray(offset, offset + length));
        this.held.remaining -= length;
        offset += length;
        if (this.held.remaining === 0) this.releaseHeld();
      } else {
        const needed = this.header.length >= 8 && this.header.readUInt32BE(0) === 1 ? 16 : 8;
        const length = Math.min(needed - this.header.length, chunk.length - offset);
        this.header = Buffer.concat([this.header, chunk.subarray(offset, offset + length)]);
        offset += length;
        if (this.header.length === needed && (needed === 16 || this.header.readUInt32BE(0) !== 1)) this.startBox();
      }
    }
  }

  private startBox(): void {
    const header = readHeader(this.header, 0, this.header.length);
    if (!header || header.size < header.headerBytes) throw new Mp4FormatError('malformed MP4 box');
    const rest = header.size - header.headerBytes;
    if (TOP_LEVEL_METADATA.has(header.type)) {
      if (header.size !== Infinity && header.size > MAX_METADATA_BOX_BYTES) throw new Mp4FormatError('MP4 metadata too large');
      this.held = { chunks: [], bytes: 0, remaining: rest };
      this.hold(this.header);
      if (rest === 0) this.releaseHeld();
    } else {
      this.push(this.header);
      this.passing = rest;
    }
    this.header = Buffer.alloc(0);
  }

  private hold(bytes: Buffer): void {
    if (!this.held) return;
    this.held.bytes += bytes.length;
    if (this.held.bytes > MAX_METADATA_BOX_BYTES) throw new Mp4FormatError('MP4 metadata too large');
    // Copied: the chunk's memory may be reused by whoever wrote it.
    this.held.chunks.push(Buffer.from(bytes));
  }

  private releaseHeld(): void {
    if (!this.held) return;
    const box = Buffer.concat(this.held.chunks);
    this.held = null;
    this.push(stripLocationFromBox(box));
  }
}
