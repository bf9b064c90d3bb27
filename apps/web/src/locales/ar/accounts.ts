import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { accounts as english } from '../en/accounts.ts';

export const accounts: Translated<typeof english> = {
  profile: {
    pageTitle: 'الملف الشخصي · Homeroom',
    loading: 'جارٍ تحميل ملفك الشخصي…',
    heading: 'الملف الشخصي',
    loadFailed: 'تعذّر تحميل ملفك الشخصي.',
    tryAgain: 'إعادة المحاولة',
    yourProfile: 'ملفك الشخصي',
    newAccount: 'حساب جديد',
    sections: 'أقسام الملف الشخصي',
    tabDetails: 'بيانات المستخدم',
    tabPassword: 'تغيير كلمة المرور',
    tabSettings: 'الإعدادات',
  },
  accountType: {
    teacher: 'معلم',
    parent: 'ولي أمر',
  },
  picker: {
    heading: 'اختر نوع الحساب',
    welcome: 'مرحبًا يا {{name}}! أخبرنا كيف ستستخدم Homeroom. يكون الاختيار مرة واحدة فقط.',
    teacherDescription: 'أدر صفوفك: القصص والفعاليات والواجبات والرسائل إلى أولياء الأمور.',
    parentDescription: 'اربط أطفالك برمز الدعوة الخاص بهم وتابع صفهم.',
    chooseFirst: 'اختر أولًا «معلم» أو «ولي أمر».',
    saveFailed: 'تعذّر حفظ نوع حسابك. يُرجى المحاولة مرة أخرى.',
    submit: 'إرسال',
  },
  details: {
    pictureHeading: 'صورة الملف الشخصي',
    pictureHint:
      'بصيغة JPEG أو PNG أو WebP أو GIF، بحجم {{megabytes}} ميغابايت كحد أقصى. يراها أولياء الأمور والمعلمون في صفوفك بجانب رسائلك.',
    changePicture: 'تغيير صورة الملف الشخصي',
    accountHeading: 'الحساب',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    verified: 'تم التحقق',
    notVerified: 'لم يتم التحقق',
    verifyHint: 'اتبع الرابط في الرسالة التي أرسلناها إليك عند التسجيل.',
    accountType: 'نوع الحساب',
  },
  password: {
    heading: 'تغيير كلمة المرور',
    intro: 'اكتب كلمة المرور الحالية، ثم اختر كلمة مرور جديدة واكتبها مرتين.',
    current: 'كلمة المرور الحالية',
    submit: 'تغيير كلمة المرور',
  },
  deleteAccount: {
    heading: 'حذف حسابي',
    intro: 'يُحذف ملفك الشخصي وصورتك وإعداداتك وروابطك بالأطفال نهائيًا. تبقى الرسائل التي أرسلتها في محادثاتها باسم «غادر المستخدم المجموعة»، وتنتقل الفصول التي تدرّسها إلى معلم مشارك أو تبقى لأسرها باسم معلم سابق.',
    open: 'حذف حسابي',
    title: 'هل تريد حذف حسابك؟',
    warning: 'لا يمكن التراجع عن ذلك. سيتم تسجيل خروجك فورًا وإبلاغك بالبريد الإلكتروني.',
    email: 'اكتب عنوان بريدك الإلكتروني للتأكيد',
    confirm: 'حذف نهائي',
    cancel: 'إلغاء',
  },
} as const;
