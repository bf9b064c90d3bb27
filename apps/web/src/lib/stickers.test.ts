import { describe, expect, it } from 'vitest';
import { countStickers } from './stickers.ts';

describe('countStickers', () => {
  it('counts the stars, dinosaurs and cats, and nothing else', () => {
    const stickers = [{ type: 1 }, { type: 3 }, { type: 1 }, { type: 7 }, { type: 1 }];
    expect(countStickers(stickers)).toEqual({ 1: 3, 2: 0, 3: 1 });
  });

  it('counts nothing for a student without stickers', () => {
    expect(countStickers([])).toEqual({ 1: 0, 2: 0, 3: 0 });
  });
});
