import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { schoolAnnouncements as english } from '../en/school-announcements.ts';

/** صفحة إعلانات المدرسة ولوحتها، بالعربية. */
export const schoolAnnouncements: Translated<typeof english> = {
  page: {
    title: '{{title}} · Homeroom',
    loading: 'جارٍ تحميل إعلانات المدرسة…',
    notYourSchool: 'هذه ليست مدرستك',
    backHome: 'العودة إلى الرئيسية',
    goToProfile: 'انتقل إلى ملفك الشخصي',
    home: 'الرئيسية',
    notFound: 'لم يتم العثور على المدرسة',
    notFoundText: 'هذه المدرسة غير موجودة.',
  },
  panel: {
    title: 'الإعلانات',
    create: 'إعلان جديد',
  },
  card: {
    editHeading: 'تعديل الإعلان: {{title}}',
    save: 'حفظ الإعلان',
    deleteTitle: 'هل تريد حذف إعلان المدرسة هذا؟',
    deleteDescription: '«{{title}}» {{consequence}}',
    deleteFailed: 'تعذّر حذف الإعلان. يُرجى المحاولة مرة أخرى.',
  },
};
