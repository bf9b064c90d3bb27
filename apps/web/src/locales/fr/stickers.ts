import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { stickers as english } from '../en/stickers.ts';

export const stickers: Translated<typeof english> = {
  awardGroup: 'Donner un autocollant',
  awarded: 'Autocollant donné à {{name}}',
  types: {
    star: 'Étoile',
    dinosaur: 'Dinosaure',
    cat: 'Chat',
  },
};
