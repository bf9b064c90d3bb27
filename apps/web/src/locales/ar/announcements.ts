import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { announcements as english } from '../en/announcements.ts';

export const announcements: Translated<typeof english> = {
  title: 'الإعلانات',
  create: 'إعلان جديد',
  post: 'نشر الإعلان',
  empty: 'لا توجد إعلانات بعد.',
  editHeading: 'تعديل الإعلان: {{title}}',
  save: 'حفظ الإعلان',
  updated: 'تم تحديث الإعلان.',
  deleteTitle: 'هل تريد حذف هذا الإعلان؟',
  deleteDescription: 'سيُحذف «{{title}}» لدى المعلم وجميع أولياء أمور الصف.',
  deleteFailed: 'تعذّر حذف الإعلان. يُرجى المحاولة مرة أخرى.',
  deleted: 'تم حذف الإعلان.',
};
