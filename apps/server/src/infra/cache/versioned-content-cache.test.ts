import { describe, expect, it } from 'vitest';
import { createVersionedContentCache } from './versioned-content-cache.ts';
import { matchesEntityTag } from '../http/entity-tag.ts';

describe('createVersionedContentCache', () => {
  it('loads once per stamp and again when the stamp changes', async () => {
    const cache = createVersionedContentCache<string>({ maxEntries: 10 });
    let loads = 0;
    const load = (text: string) => async () => {
      loads += 1;
      return text;
    };
    expect(await cache.read('1:parent', 'v1', load('first'))).toBe('first');
    expect(await cache.read('1:parent', 'v1', load('unused'))).toBe('first');
    expect(await cache.read('1:parent', 'v2', load('second'))).toBe('second');
    expect(loads).toBe(2);
  });

  it('keeps each key apart', async () => {
    const cache = createVersionedContentCache<string>({ maxEntries: 10 });
    await cache.read('1:teacher', 'v1', async () => 'teacher view');
    expect(await cache.read('1:parent', 'v1', async () => 'parent view')).toBe('parent view');
    expect(await cache.read('1:teacher', 'v1', async () => 'reloaded')).toBe('teacher view');
  });

  it('makes readers of the same stale entry wait for one load', async () => {
    const cache = createVersionedContentCache<number>({ maxEntries: 10 });
    let loads = 0;
    let release: (value: number) => void = () => {};
    const load = () => {
      loads += 1;
      return new Promise<number>((resolve) => {
        release = resolve;
      });
    };
    const readers = [
      cache.read('1:parent', 'v1', load),
      cache.read('1:parent', 'v1', load),
      cache.read('1:parent', 'v1', load),
    ];
    release(7);
    expect(await Promise.all(readers)).toEqual([7, 7, 7]);
    expect(loads).toBe(1);
  });

  it('keeps nothing of a failed load', async () => {
    const cache = createVersionedContentCache<string>({ maxEntries: 10 });
    await expect(
      cache.read('1:parent', 'v1', () => Promise.reject(new Error('database down'))),
    ).rejects.toThrow('database down');
    expect(await cache.read('1:parent', 'v1', async () => 'loaded')).toBe('loaded');
  });

  it('holds at most its bound, dropping the least recently read first', async () => {
    const cache = createVersionedContentCache<string>({ maxEntries: 2 });
    await cache.read('a', 'v1', async () => 'a');
    await cache.read('b', 'v1', async () => 'b');
    await cache.read('a', 'v1', async () => 'not again');
    await cache.read('c', 'v1', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.read('a', 'v1', async () => 'reloaded a')).toBe('a');
    expect(await cache.read('b', 'v1', async () => 'reloaded b')).toBe('reloaded b');
  });
});

describe('matchesEntityTag', () => {
  it('matches the tag, its weak form, a list holding it and *', () => {
    expect(matchesEntityTag('"abc"', '"abc"')).toBe(true);
    expect(matchesEntityTag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEntityTag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEntityTag('*', '"abc"')).toBe(true);
  });

  it('matches nothing else', () => {
    expect(matchesEntityTag(undefined, '"abc"')).toBe(false);
    expect(matchesEntityTag('', '"abc"')).toBe(false);
    expect(matchesEntityTag('"abcd"', '"abc"')).toBe(false);
    expect(matchesEntityTag('abc', '"abc"')).toBe(false);
  });
});
