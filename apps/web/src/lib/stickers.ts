import { STICKER_TYPES, type StickerType } from '@homeroom/contract/stickers';

/** The sticker types in the order they are shown: star, dinosaur, cat. */
export const STICKER_TYPE_IDS: readonly StickerType[] = [1, 2, 3];

export function isStickerType(type: number): type is StickerType {
  return type in STICKER_TYPES;
}

/** How many stickers of each type a student has; unknown types are not counted. */
export function countStickers(stickers: readonly { type: number }[]): Record<StickerType, number> {
  const counts: Record<StickerType, number> = { 1: 0, 2: 0, 3: 0 };
  for (const { type } of stickers) if (isStickerType(type)) counts[type] += 1;
  return counts;
}
