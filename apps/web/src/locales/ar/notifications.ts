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
    form: 'استمارة للتوقيع',
    conference: 'تذكير بلقاء',
    schoolAnnouncement: 'إعلان جديد من المدرسة',
    absence: 'إشعار غياب جديد',
    signup: 'تذكير بالتسجيل',
  },
  channels: {
    heading: 'الإشعارات',
    intro: 'اختر لكل نوع كيف نخبرك. كل شيء عدا «إيقاف» يبقى في الجرس.',
    digestHour: 'الملخص اليومي في الساعة',
    digestHint: 'حسب منطقتك الزمنية ({{timeZone}}). يُرسل فقط عند وجود جديد.',
    edit: 'تعديل',
    cancel: 'إلغاء',
    save: 'حفظ',
    kinds: {
      messages: 'رسائل المحادثة',
      stories: 'قصص الفصل',
      announcements: 'الإعلانات',
      events: 'الفعاليات',
      calls: 'المكالمات',
    },
    channels: {
      in_app: 'داخل التطبيق فقط',
      push: 'إشعار فوري إلى أجهزتي',
      email: 'البريد الإلكتروني',
      digest: 'ملخص يومي',
      off: 'إيقاف',
    },
    explain: {
      in_app: 'في الجرس فقط، عندما يكون Homeroom مفتوحًا.',
      push: 'على هاتفك أو حاسوبك، حتى عندما يكون Homeroom مغلقًا.',
      email: 'رسالة بريد في كل مرة (للمحادثات، واحدة كل 15 دقيقة على الأكثر).',
      digest: 'رسالة بريد واحدة في اليوم بكل شيء.',
      off: 'لا شيء إطلاقًا، ولا حتى في الجرس.',
    },
  },
};
