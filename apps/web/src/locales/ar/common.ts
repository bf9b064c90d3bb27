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
  pageTitle: '{{title}} · Homeroom',
  actions: {
    cancel: 'إلغاء',
    delete: 'حذف',
    close: 'إغلاق',
    tryAgain: 'إعادة المحاولة',
    report: 'إبلاغ',
    failed: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
  },
  errorPage: {
    title: 'حدث خطأ ما · Homeroom',
    heading: 'حدث خطأ ما',
    chunkFailed: 'تعذّر تحميل هذه الصفحة. تحقق من اتصالك، ثم أعد تحميل الصفحة.',
    crashed: 'أوقف خطأ غير متوقع هذه الصفحة. عادةً ما تساعد إعادة التحميل.',
    reload: 'إعادة التحميل',
    home: 'الذهاب إلى الصفحة الرئيسية',
  },
  notFoundPage: {
    title: 'الصفحة غير موجودة · Homeroom',
    heading: 'الصفحة غير موجودة',
    text: 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
    home: 'العودة إلى الصفحة الرئيسية',
  },
  authGate: {
    loading: 'جارٍ تحميل Homeroom…',
  },
  password: {
    newPassword: 'كلمة المرور الجديدة',
    confirmation: 'تأكيد كلمة المرور الجديدة',
  },
  picture: {
    uploadFailed: 'تعذّر تحميل الصورة.',
    retry: 'إعادة محاولة التحميل',
    uploading: 'جارٍ تحميل الصورة',
    studentSaved: 'تم حفظ صورة {{name}}.',
    of: 'صورة {{name}}',
    profile: 'صورة الملف الشخصي',
  },
  stickerCounts: {
    label: 'عدد الملصقات',
    star: 'نجمة',
    dinosaur: 'ديناصور',
    cat: 'قطة',
    count: '{{type}} {{count}}',
    separator: '، ',
    summary: 'الملصقات: {{summary}}.',
  },
  presence: {
    you: '(أنت)',
  },
  inviteCode: {
    copied: 'تم النسخ',
    copy: 'نسخ الرمز',
    copiedToClipboard: 'تم النسخ إلى الحافظة',
    copyFailed: 'النسخ غير مسموح به هنا: اكتب الرمز بدلًا من ذلك.',
  },
  titleContent: {
    title: 'العنوان',
    content: 'المحتوى',
  },
  work: {
    video: 'فيديو سلّمه {{name}}',
    download: 'تنزيل الفيديو',
    picture: 'صورة سلّمها {{name}}',
    text: 'نص سلّمه {{name}}',
    nothing: 'لم يُسلَّم أي شيء.',
  },
  editMenu: {
    label: 'تعديل {{title}} أو حذفه',
    edit: 'تعديل',
  },
  reportToSchool: {
    moreActions: 'مزيد من الإجراءات لـ {{item}}',
  },
  lightbox: {
    caption: '{{title}}: الصورة {{current}} من {{total}}',
    counter: ': الصورة {{current}} من {{total}}',
    previous: 'الصورة السابقة',
    next: 'الصورة التالية',
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
  /** A teacher whose account is gone: their class stays with its families (docs/decisions.md, "Deleting an account"). */
  formerTeacher: 'معلم سابق',
};
