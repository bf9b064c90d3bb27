import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { push as english } from '../en/push.ts';

export const push: Translated<typeof english> = {
  heading: 'الإشعارات على هذا الجهاز',
  intro: 'تلقَّ أخبار الصف والرسائل والمكالمات على هذا الهاتف أو الحاسوب، حتى عندما يكون Homeroom مغلقًا.',
  state: {
    checking: 'جارٍ فحص هذا المتصفح…',
    unsupported: 'لا يمكن لهذا المتصفح تلقي إشعارات Homeroom. على iPhone أو iPad، أضف Homeroom إلى الشاشة الرئيسية أولًا.',
    blocked: 'إشعارات Homeroom محظورة في هذا المتصفح. اسمح بها في إعدادات الموقع في المتصفح، ثم عد إلى هنا.',
    off: 'الإشعارات متوقفة على هذا الجهاز.',
    on: 'الإشعارات مفعّلة على هذا الجهاز.',
  },
  turnOn: 'تفعيل',
  turnOff: 'إيقاف على هذا الجهاز',
  turnedOn: 'الإشعارات مفعّلة على هذا الجهاز.',
  turnedOff: 'الإشعارات متوقفة على هذا الجهاز.',
  turnOnFailed: 'تعذّر تفعيل الإشعارات. يُرجى المحاولة مرة أخرى.',
  devicesHeading: 'أجهزتك',
  loading: 'جارٍ تحميل أجهزتك…',
  loadFailed: 'تعذّر تحميل أجهزتك.',
  noDevices: 'لا يتلقى أي جهاز إشعاراتك بعد.',
  thisDevice: 'هذا الجهاز',
  device: '{{browser}} على {{os}}',
  unknownDevice: 'متصفح',
  added: 'أُضيف في {{date}}',
  remove: 'إزالة',
  removeLabel: 'إزالة {{device}}',
  removed: 'لم يعد الجهاز يتلقى الإشعارات.',
  removeFailed: 'تعذّرت إزالة الجهاز. يُرجى المحاولة مرة أخرى.',
};
