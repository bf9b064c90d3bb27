/** The sticker buttons on a student's card, in English (docs/product.md, "Stickers"). */
export const stickers = {
  awardGroup: 'Award a sticker',
  awarded: 'Sticker awarded to {{name}}',
  types: {
    star: 'Star',
    dinosaur: 'Dinosaur',
    cat: 'Cat',
  },
} as const;
