import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { chatSearch as english } from '../en/chat-search.ts';

export const chatSearch: Translated<typeof english> = {
  label: 'ابحث في رسائلك',
  placeholder: 'كلمة أو اسم أو "عبارة"…',
  submit: 'بحث',
  clear: 'مسح',
  searching: 'جارٍ البحث…',
  none: 'لم يُعثر على رسائل لـ «{{query}}».',
  count: 'الرسائل التي عُثر عليها: {{shown}}',
  countSoFar: 'الرسائل التي عُثر عليها حتى الآن: {{shown}}',
  resultsLabel: 'الرسائل التي عُثر عليها لـ «{{query}}»',
  more: 'مزيد من النتائج',
  failed: 'تعذّر البحث. يُرجى المحاولة مرة أخرى.',
  you: 'أنت',
  messageNotFound: 'الرسالة التي فتحتها لم تعد في هذه المحادثة.',
  exportHeading: 'التصدير للسجل',
  printable: 'صفحة للطباعة',
  pdf: 'تنزيل PDF',
  exportFailed: 'تعذّر التصدير. يُرجى المحاولة مرة أخرى.',
};
