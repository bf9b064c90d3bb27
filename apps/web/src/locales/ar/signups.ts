import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { signups as english } from '../en/signups.ts';

export const signups: Translated<typeof english> = {
  panel: {
    title: 'التسجيلات',
    create: 'تسجيل جديد',
    loading: 'جارٍ تحميل التسجيلات…',
    loadFailed: 'تعذّر تحميل التسجيلات.',
    empty: 'لا توجد تسجيلات بعد.',
  },
  card: {
    cutoff: 'مفتوح حتى {{when}}',
    closed: 'مغلق: لم تعد الأماكن تتغير.',
    slotsLabel: 'خانات {{title}}',
    delete: 'حذف التسجيل {{title}}',
    deleteConfirm: 'هل تريد حذف «{{title}}» وكل الأماكن المحجوزة فيه؟',
  },
  slot: {
    taken: '{{taken}} من {{capacity}} أماكن محجوزة',
    full: 'ممتلئ',
    yours: 'مكانك',
    take: 'احجز مكانًا',
    giveBack: 'تخلَّ عنه',
    takeNamed: 'احجز مكانًا: {{label}}',
    giveBackNamed: 'تخلَّ عن مكانك: {{label}}',
    failed: 'لم ينجح ذلك. حاول مرة أخرى.',
  },
  form: {
    title: 'العنوان',
    note: 'ملاحظة للعائلات',
    cutoff: 'يمكن للعائلات التسجيل حتى',
    slots: 'الخانات',
    slotLabel: 'الخانة {{number}}',
    capacity: 'الأماكن',
    startsAt: 'البداية (اختياري)',
    endsAt: 'النهاية (اختياري)',
    timeHint: 'تظهر الخانة ذات الموعد في تقويم العائلة مع تذكير قبلها بيوم.',
    addSlot: 'أضف خانة',
    removeSlot: 'أزل الخانة {{number}}',
    submit: 'انشر التسجيل',
    created: 'تم نشر التسجيل.',
  },
};
