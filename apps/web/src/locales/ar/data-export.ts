import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { dataExport as english } from '../en/data-export.ts';

export const dataExport: Translated<typeof english> = {
  failed: 'لم ينجح التنزيل. يُرجى المحاولة مرة أخرى.',
  preparing: 'جارٍ تجهيز التنزيل…',
  student: {
    heading: 'كل شيء عن طفلك',
    download: 'تنزيل كل شيء عن {{name}}',
    description: 'ملف zip واحد يضم ملخصًا مقروءًا وكل سجل يحتفظ به Homeroom عن {{name}} وصوره وأعماله المسلَّمة وقصص الفصل.',
  },
  account: {
    tab: 'بياناتك',
    heading: 'بياناتك',
    download: 'تنزيل بياناتي',
    description: 'ملف zip واحد يضم ملفك الشخصي وإعداداتك والرسائل والتعليقات التي كتبتها وتسجيلاتك للمساعدة وصورة ملفك الشخصي.',
  },
};
