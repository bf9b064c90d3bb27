import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { notifications as english } from '../en/notifications.ts';

/** الجرس ولوحة الإشعارات، بالعربية. */
export const notifications: Translated<typeof english> = {
  bell: {
    unread_zero: 'لا توجد إشعارات غير مقروءة',
    unread_one: 'إشعار واحد غير مقروء',
    unread_two: 'إشعاران غير مقروءين',
    unread_few: '{{count}} إشعارات غير مقروءة',
    unread_many: '{{count}} إشعارًا غير مقروء',
    unread_other: '{{count}} إشعار غير مقروء',
    overflow: '+{{max}}',
  },
  panel: {
    emptyHint: 'ستظهر هنا قصص الصف الجديدة والرسائل والمكالمات الفائتة.',
  },
  entry: {
    missed: '({{number}})',
    clearLabel: 'مسح {{title}}، {{name}}',
  },
  titles: {
    announcement: 'إعلان جديد',
    event: 'فعالية جديدة',
    story: 'قصة جديدة',
    message: 'رسالة جديدة',
    isCalling: 'مكالمة واردة',
    missedCall: 'مكالمة فائتة',
    callCancelled: 'تم إلغاء المكالمة',
    report: 'بلاغ جديد إلى المدرسة',
    hidden: 'أخفته المدرسة',
    schoolAnnouncement: 'إعلان جديد من المدرسة',
  },
};
