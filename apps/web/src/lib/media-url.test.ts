import { describe, expect, it } from 'vitest';
import { mediaExpiryOf, pickMediaUrl } from './media-url.ts';

const NOW = Date.UTC(2026, 0, 5, 9, 0, 0);
const signed = (path: string, expiresInMinutes: number, signature = 'a'.repeat(64)) =>
  `https://school.example.org/media/${path}?expires=${NOW / 1000 + expiresInMinutes * 60}&signature=${signature}`;

describe('media addresses', () => {
  it('reads the expiry of a signed address', () => {
    expect(mediaExpiryOf(signed('responses/a.mp4', 60))).toBe(NOW + 3_600_000);
    expect(mediaExpiryOf('https://school.example.org/media/responses/a.mp4')).toBeNull();
  });

  it('keeps a held address of the same file while it outlives the next refetch', () => {
    const held = signed('responses/a.mp4', 120);
    expect(pickMediaUrl(held, signed('responses/a.mp4', 240, 'b'.repeat(64)), NOW)).toBe(held);
  });

  it('takes the fresh address once the held one is about to expire', () => {
    const fresh = signed('responses/a.mp4', 240, 'b'.repeat(64));
    expect(pickMediaUrl(signed('responses/a.mp4', 20), fresh, NOW)).toBe(fresh);
    expect(pickMediaUrl(signed('responses/a.mp4', -5), fresh, NOW)).toBe(fresh);
  });

  it('takes a different file, or no file, at once', () => {
    const other = signed('responses/b.mp4', 240);
    expect(pickMediaUrl(signed('responses/a.mp4', 120), other, NOW)).toBe(other);
    expect(pickMediaUrl(signed('responses/a.mp4', 120), null, NOW)).toBeNull();
    expect(pickMediaUrl(null, other, NOW)).toBe(other);
  });
});
