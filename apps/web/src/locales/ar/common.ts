import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { common as english } from '../en/common.ts';

export const common: Translated<typeof english> = {
  shell: {
    skipToContent: 'الانتقال إلى المحتوى',
    footer: 'Homeroom · مجاني ويمكن استضافته ذاتيًا · المعلمون وأولياء الأمور يعملون معًا',
    loading: 'جارٍ التحميل…',
  },
  language: {
    label: 'اللغة',
  },
  navigation: {
    main: 'الرئيسية',
    menu: 'القائمة',
    openMenu: 'فتح القائمة',
    closeMenu: 'إغلاق القائمة',
    home: 'الرئيسية',
    features: 'الميزات',
    register: 'إنشاء حساب',
    logIn: 'تسجيل الدخول',
    profile: 'الملف الشخصي',
    school: 'المدرسة',
    chat: 'المحادثات',
    logOut: 'تسجيل الخروج',
  },
  requestFailed: {
    offline: 'تعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مرة أخرى.',
    sessionEnded: 'انتهت جلستك. يُرجى تسجيل الدخول مرة أخرى.',
    forbidden: 'ليس لديك إذن للقيام بذلك.',
    notFound: 'تعذّر العثور على هذا.',
    tooLarge: 'الملف كبير جدًا.',
    tooManyAttempts: 'محاولات كثيرة جدًا. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
    serverError: 'حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى بعد قليل.',
    otherStatus: 'فشل الطلب ({{status}}).',
    unknown: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
  },
};
