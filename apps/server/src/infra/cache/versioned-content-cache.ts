/**
 * Class content kept in memory by a key, each entry stamped with what it was read at: the
 * content versions of its classes, which database triggers bump on every write to what belongs
 * to a class (migration 0034_class_content_version.sql), and the media signing expiries. A
 * reader reads the versions in the statement that checks its access, so a write made on any
 * instance is seen by the next read on every instance; nothing needs to be told or expired.
 *
 * The one module for it: the class page keeps a view per (class, role)
 * (`features/classes/class-page.service.ts`), the portfolio a child's stickers and work per
 * child, stamped with the versions of the child's class and past classes
 * (`features/students/portfolio.service.ts`). An entry holds nothing of one viewer; what
 * differs per viewer is chosen or added on each read. The bell keeps each user's own list the
 * same way, stamped with the user's notifications version (`features/notifications`).
 *
 * Bounded: the least recently read entries go first. Readers of the same stale entry wait for
 * one load, not one each.
 */
export function createVersionedContentCache<Content>({ maxEntries }: { maxEntries: number }) {
  const entries = new Map<string, { stamp: string; content: Content }>();
  const loading = new Map<string, { stamp: string; content: Promise<Content> }>();

  function keep(key: string, stamp: string, content: Content): void {
    entries.delete(key);
    entries.set(key, { stamp, content });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next();
      if (oldest.done) break;
      entries.delete(oldest.value);
    }
  }

  return {
    /** The content under `key` as of `stamp`: kept, being loaded, or loaded now with `load`. */
    read(key: string, stamp: string, load: () => Promise<Content>): Promise<Content> {
      const entry = entries.get(key);
      if (entry?.stamp === stamp) {
        // Read again: it moves to the end, the last to go.
        entries.delete(key);
        entries.set(key, entry);
        return Promise.resolve(entry.content);
      }
      const pending = loading.get(key);
      if (pending?.stamp === stamp) return pending.content;
      const content = load();
      loading.set(key, { stamp, content });
      content.then(
        (loaded) => {
          if (loading.get(key)?.content === content) loading.delete(key);
          keep(key, stamp, loaded);
        },
        () => {
          if (loading.get(key)?.content === content) loading.delete(key);
        },
      );
      return content;
    },

    /** How many entries are kept. */
    get size(): number {
      return entries.size;
    },
  };
}

export type VersionedContentCache<Content> = ReturnType<typeof createVersionedContentCache<Content>>;
