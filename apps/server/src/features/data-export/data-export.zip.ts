import { PassThrough, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import yazl from 'yazl';
import type { MediaStorage } from '../../infra/storage/media-storage.ts';

export interface ExportContents {
  /** `index.html` and `data/<table>.json`: small, already read. */
  documents: { path: string; content: string }[];
  /** Storage keys of the files to copy into `media/<key>`, read one at a time as the zip is sent. */
  mediaKeys: string[];
}

/**
 * The export as a zip stream. The documents go first; then each file is opened from the storage
 * only when the zip reaches it and piped through, so that neither the zip nor the media ever sit
 * whole in memory, and at most one file is open at a time. A file gone from the storage (deleted
 * between the query and the copy) is left out rather than failing the whole export.
 */
export function writeExportZip(contents: ExportContents, storage: MediaStorage, onError: (error: unknown) => void): Readable {
  const zip = new yazl.ZipFile();
  const output = new PassThrough();
  zip.outputStream.pipe(output);
  for (const document of contents.documents) zip.addBuffer(Buffer.from(document.content, 'utf8'), document.path);
  let current: Readable | null = null;
  // A download given up half-way closes the file being copied, which ends the loop below.
  output.on('close', () => current?.destroy());
  void (async () => {
    for (const key of contents.mediaKeys) {
      if (output.destroyed) return;
      const file = await storage.open(key);
      if (!file) continue;
      current = file;
      // Photos and videos are compressed already: deflating them again costs most of an export's time and saves nothing.
      zip.addReadStream(file, `media/${key}`, { compress: false });
      // The next file opens once this one has been read through.
      await finished(file);
    }
    zip.end();
  })().catch((error: unknown) => {
    if (output.destroyed) return;
    onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
