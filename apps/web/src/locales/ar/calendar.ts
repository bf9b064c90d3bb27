import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { calendar as english } from '../en/calendar.ts';

export const calendar: Translated<typeof english> = {
  tab: 'التقويم',
  feed: {
    heading: 'التقويم',
    intro: 'اعرض فعاليات صفوفك في تقويم Google أو Apple أو Outlook: اشترك بعنوان تقويمك الخاص. كل من لديه العنوان يرى هذه الفعاليات، فاحتفظ به لنفسك.',
    loading: 'جارٍ تحميل عنوان تقويمك…',
    loadFailed: 'تعذّر تحميل عنوان تقويمك. يُرجى المحاولة لاحقًا.',
    make: 'أنشئ عنوان تقويمي',
    makeNew: 'أنشئ عنوانًا جديدًا',
    makeFailed: 'تعذّر إنشاء عنوان التقويم. يُرجى المحاولة مجددًا.',
    madeBefore: 'أنشأت عنوان تقويم في {{date}}. حفاظًا على أمانك يُعرض مرة واحدة فقط: إن لم يعد لديك، فأنشئ عنوانًا جديدًا.',
    shownOnce: 'انسخ عنوانك الآن: حفاظًا على أمانك، لا يعرضه Homeroom إلا هذه المرة.',
    webAddress: 'عنوان الويب (لتقويم Google وغيره)',
    subscribeAddress: 'رابط الاشتراك (webcal)',
    copyWebAddress: 'انسخ عنوان الويب',
    copySubscribeAddress: 'انسخ رابط الاشتراك',
    copied: 'تم النسخ.',
    copyNotAllowed: 'لم يسمح هذا المتصفح بالنسخ: حدّد العنوان وانسخه بنفسك.',
    subscribeAppleOutlook: 'اشترك في تقويم Apple أو Outlook',
    subscribeGoogle: 'اشترك في تقويم Google',
    howTo: 'في تقويم Google على الحاسوب يمكنك أيضًا اختيار «تقويمات أخرى» ثم «من عنوان URL» ولصق عنوان الويب. تبحث التقويمات عن الفعاليات الجديدة كل بضع ساعات.',
    confirmTitle: 'إنشاء عنوان تقويم جديد؟',
    confirmDescription: 'يتوقف عنوانك الحالي عن العمل فورًا: لن تتلقى التقويمات المشتركة فيه فعاليات Homeroom حتى تضيف العنوان الجديد.',
    confirm: 'أنشئ عنوانًا جديدًا',
  },
};
