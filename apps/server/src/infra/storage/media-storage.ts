import type { Readable } from 'node:stream';

/**
 * Where uploaded media lives. Keys are paths such as `profile-pictures/<uuid>.jpg`; the
 * extension decides the content type the file is served with.
 */
export interface MediaStorage {
  put(key: string, body: Buffer | Readable): Promise<void>;
  delete(key: string): Promise<void>;
  /** The absolute address clients fetch the file from. */
  urlFor(key: string): string;
}
