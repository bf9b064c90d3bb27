import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { stickers as english } from '../en/stickers.ts';

export const stickers: Translated<typeof english> = {
  awardGroup: '奖励贴纸',
  awarded: '已奖励{{name}}一枚贴纸',
  types: {
    star: '星星',
    dinosaur: '恐龙',
    cat: '小猫',
  },
};
