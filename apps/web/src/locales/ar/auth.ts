import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { auth as english } from '../en/auth.ts';

export const auth: Translated<typeof english> = {
  fields: {
    email: 'البريد الإلكتروني',
    firstName: 'الاسم الأول',
    lastNameOptional: 'اسم العائلة (اختياري)',
    password: 'كلمة المرور',
    passwordConfirmation: 'تأكيد كلمة المرور',
  },
  layout: {
    pageTitle: '{{title}} · Homeroom',
  },
  login: {
    title: 'تسجيل الدخول',
    subtitle: 'مرحبًا بعودتك! اطّلع على جديد صفوفك.',
    footer: 'جديد على Homeroom؟ <1>أنشئ حسابًا</1>',
    forgotPassword: 'نسيت كلمة المرور',
    submit: 'تسجيل الدخول',
  },
  register: {
    title: 'أنشئ حسابك',
    subtitle: 'مجاني للمعلمين وأولياء الأمور. ستختار نوع حسابك في الخطوة التالية.',
    footer: 'لديك حساب بالفعل؟ <1>سجّل الدخول</1>',
    submit: 'إنشاء حساب',
  },
  logout: {
    title: 'هل أنت متأكد من أنك تريد تسجيل الخروج؟',
    subtitle: 'يمكنك تسجيل الدخول مجددًا في أي وقت ببريدك الإلكتروني وكلمة المرور.',
    cancel: 'إلغاء',
    confirm: 'تأكيد',
  },
  resetPassword: {
    title: 'إعادة تعيين كلمة المرور',
    subtitle: 'أدخل عنوان البريد الإلكتروني لحسابك وسنرسل إليك رابطًا لاختيار كلمة مرور جديدة.',
    backToLogin: 'العودة إلى تسجيل الدخول',
    submit: 'إرسال',
    checkInboxTitle: 'تحقّق من بريدك الوارد',
    checkInboxText: 'افتح بريدك الإلكتروني واتبع الرابط لإعادة تعيين كلمة المرور.',
    checkInboxHint: 'لم يصلك شيء بعد بضع دقائق؟ ابحث في مجلد الرسائل غير المرغوب فيها، أو أعد إرسال الرسالة.',
    resend: 'إعادة إرسال الرسالة',
    resent: 'أعدنا إرسال الرسالة إلى {{email}}.',
  },
  resetConfirm: {
    title: 'اختر كلمة مرور جديدة',
    subtitle: 'اكتب كلمة المرور الجديدة مرتين. ستسجّل الدخول بها من الآن فصاعدًا.',
    footer: 'انتهت صلاحية الرابط؟ <1>اطلب رابطًا جديدًا</1>',
    submit: 'حفظ كلمة المرور',
    doneTitle: 'تم تغيير كلمة المرور',
    logIn: 'تسجيل الدخول',
  },
  verifyEmail: {
    verifyingTitle: 'جارٍ التحقق من بريدك الإلكتروني',
    verifying: 'جارٍ التحقق من عنوان بريدك الإلكتروني…',
    verifiedTitle: 'تم التحقق من البريد الإلكتروني',
    notVerifiedTitle: 'لم يتم التحقق من البريد الإلكتروني',
    goToProfile: 'الانتقال إلى ملفك الشخصي',
  },
} as const;
