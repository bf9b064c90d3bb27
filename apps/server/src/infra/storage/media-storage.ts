import type { Readable } from 'node:stream';
import type { MediaUrlOptions } from './media-signing.ts';

/**
 * Where uploaded media lives. Keys are paths such as `profile-pictures/<uuid>.jpg`; the
 * extension decides the content type the file is served with.
 */
export interface MediaStorage {
  /**
   * Writes the file under a temporary name and makes it visible at `key` only once it is whole:
   * when the body fails (a client gone half-way), whatever was written is deleted.
   */
  put(key: string, body: Buffer | Readable): Promise<void>;
  delete(key: string): Promise<void>;
  /** The file's bytes as a stream (an export copies media without holding them); null when no file has the key. */
  open(key: string): Promise<Readable | null>;
  /** Deletes partial uploads older than `maxAgeMs` that a stopped process left behind; answers how many. */
  sweepPartialUploads(maxAgeMs: number): Promise<number>;
  /**
   * Every stored file with when it was last written, partial uploads left out: what the orphan
   * sweep (orphan-sweep.ts) compares with the keys rows hold.
   */
  listStoredFiles(): AsyncIterable<StoredFile>;
  /** The absolute, signed address clients fetch the file from, valid for a limited time (media-signing.ts). */
  urlFor(key: string, options?: MediaUrlOptions): string;
}

/** A file the storage holds: its key and when it was written. */
export interface StoredFile {
  key: string;
  modifiedAt: Date;
}
