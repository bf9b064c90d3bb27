import { z } from 'zod';
import { SCHOOL_MESSAGES } from './school-fields.ts';
import { id } from './validation.ts';

/** Sticker types (docs/product.md, "Stickers"): the number is what the API speaks. */
export const STICKER_TYPES = {
  1: { name: 'star', label: 'Star', emoji: '⭐' },
  2: { name: 'dinosaur', label: 'Dinosaur', emoji: '🦕' },
  3: { name: 'cat', label: 'Cat', emoji: '🐱' },
} as const;
export type StickerType = 1 | 2 | 3;

/** How long the 'Sticker awarded to {name}' message shows (docs/product.md, "Stickers"). */
export const STICKER_MESSAGE_MS = 3000;

/** POST school/sticker-create/ */
export const StickerCreateBodySchema = z.object({
  student: id(SCHOOL_MESSAGES.studentRequired),
  type: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: SCHOOL_MESSAGES.invalidStickerType }),
});
export const StickerDtoSchema = z.object({ id: z.number(), student: z.number(), type: z.number() });
export type StickerDto = z.infer<typeof StickerDtoSchema>;
