import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { moderation as english } from '../en/moderation.ts';

export const moderation: Translated<typeof english> = {
  page: {
    loading: 'جارٍ تحميل البلاغات…',
    forbidden: 'غير مسموح',
    forbiddenText: 'لا يمكن رؤية بلاغات المدرسة إلا لأحد قادتها.',
    goHome: 'الذهاب إلى الصفحة الرئيسية',
    notFound: 'غير موجود',
    notFoundText: 'لا يوجد شيء هنا.',
    loadFailed: 'تعذّر تحميل البلاغات',
    pageTitle: '{{title}} · Homeroom',
    school: 'المدرسة',
  },
  reports: {
    open: 'البلاغات المفتوحة',
    formerMember: 'عضو سابق',
    writtenBy: 'الكاتب',
    reportedBy: 'المُبلِّغ',
    reason: 'السبب',
    dismissTitle: 'هل تريد رفض هذا البلاغ؟',
    hiddenBy: 'أخفاه {{name}} في <1>{{date}}</1>',
    writtenByName: 'كتبه {{name}}',
  },
  kinds: {
    story: {
      badge: 'قصة',
      hideLabel: 'إخفاء القصة المُبلَّغ عنها التي كتبها {{name}}',
      hideTitle: 'هل تريد إخفاء هذه القصة؟',
      dismissLabel: 'رفض البلاغ عن القصة التي كتبها {{name}}',
      unhideLabel: 'إظهار القصة التي كتبها {{name}} من جديد',
      unhideTitle: 'هل تريد إظهار هذه القصة من جديد؟',
    },
    comment: {
      badge: 'تعليق',
      hideLabel: 'إخفاء التعليق المُبلَّغ عنه الذي كتبه {{name}}',
      hideTitle: 'هل تريد إخفاء هذا التعليق؟',
      dismissLabel: 'رفض البلاغ عن التعليق الذي كتبه {{name}}',
      unhideLabel: 'إظهار التعليق الذي كتبه {{name}} من جديد',
      unhideTitle: 'هل تريد إظهار هذا التعليق من جديد؟',
    },
    message: {
      badge: 'رسالة دردشة',
      hideLabel: 'إخفاء رسالة الدردشة المُبلَّغ عنها التي كتبها {{name}}',
      hideTitle: 'هل تريد إخفاء رسالة الدردشة هذه؟',
      dismissLabel: 'رفض البلاغ عن رسالة الدردشة التي كتبها {{name}}',
      unhideLabel: 'إظهار رسالة الدردشة التي كتبها {{name}} من جديد',
      unhideTitle: 'هل تريد إظهار رسالة الدردشة هذه من جديد؟',
    },
  },
};
