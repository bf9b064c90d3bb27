import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { stickers as english } from '../en/stickers.ts';

export const stickers: Translated<typeof english> = {
  awardGroup: 'منح ملصق',
  awarded: 'تم منح ملصق إلى {{name}}',
  types: {
    star: 'نجمة',
    dinosaur: 'ديناصور',
    cat: 'قطة',
  },
};
