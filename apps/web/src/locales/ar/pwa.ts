import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { pwa as english } from '../en/pwa.ts';

export const pwa: Translated<typeof english> = {
  offline: 'أنت غير متصل — نعرض آخر ما شاهدته.',
  updateReady: 'إصدار جديد من Homeroom جاهز.',
  reload: 'إعادة التحميل',
  later: 'لاحقًا',
};
