import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { officeHours as english } from '../en/office-hours.ts';

/** ساعات عمل المعلم في الإعدادات وشريط الغياب في المحادثة، بالعربية. */
export const officeHours: Translated<typeof english> = {
  settings: {
    heading: 'ساعات العمل',
    intro: 'خارج هذه الساعات تصل الرسائل كالمعتاد، لكن التنبيهات تنتظر بدء ساعاتك، ويرى أولياء الأمور موعد عودتك. الأوقات بتوقيتك، {{zone}}. إن لم تحدد ساعات فأنت متاح دائمًا.',
    weekLegend: 'الساعات الأسبوعية',
    noHours: 'لا ساعات',
    startLabel: '{{day}}، بداية الفترة {{number}}',
    endLabel: '{{day}}، نهاية الفترة {{number}}',
    removeRange: 'إزالة {{day}} {{start}}–{{end}}',
    addRange: 'إضافة فترة',
    addRangeTo: 'إضافة فترة يوم {{day}}',
    daysOffLegend: 'أيام الإجازة',
    daysOffHint: 'يوم واحد أو عطلة: اليومان مشمولان.',
    firstDay: 'اليوم الأول',
    lastDay: 'اليوم الأخير',
    removeDaysOff: 'إزالة الإجازة من {{first}} إلى {{last}}',
    addDaysOff: 'إضافة أيام إجازة',
    save: 'حفظ ساعات العمل',
    saved: 'تم حفظ ساعات العمل.',
    saveFailed: 'تعذّر حفظ ساعات العمل. حاول مرة أخرى.',
    loadFailed: 'تعذّر تحميل ساعات العمل.',
  },
  banner: {
    away: '{{name}} غير متاح حتى {{when}}.',
    delivered: 'ستُسلَّم رسالتك، وسيصله التنبيه عند بدء ساعات عمله.',
    usualHours: 'الساعات المعتادة ({{zone}}):',
  },
};
