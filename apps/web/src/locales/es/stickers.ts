import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { stickers as english } from '../en/stickers.ts';

export const stickers: Translated<typeof english> = {
  awardGroup: 'Dar una pegatina',
  awarded: 'Pegatina otorgada a {{name}}',
  types: {
    star: 'Estrella',
    dinosaur: 'Dinosaurio',
    cat: 'Gato',
  },
};
