import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { absences as english } from '../en/absences.ts';

export const absences: Translated<typeof english> = {
  panel: {
    title: 'الغياب',
    today: 'الغائبون اليوم',
    loading: 'جارٍ تحميل الغياب…',
    loadFailed: 'تعذّر تحميل الغياب.',
    noneToday: 'لم يُبلَّغ عن أي غياب اليوم.',
    privacy: 'لا يقرأ إشعاراتك إلا معلمو الصف وإدارة المدرسة.',
    ofChild: 'غياب {{name}}',
    noneForChild: 'لم يُبلَّغ عن أي غياب.',
  },
  form: {
    open: 'أبلغ عن غياب',
    heading: 'أبلغ عن غياب',
    child: 'الطفل',
    forChild: 'من أجل {{name}}',
    firstDay: 'اليوم الأول',
    lastDay: 'اليوم الأخير',
    lastDayHint: 'اتركه فارغًا ليوم واحد.',
    reason: 'السبب',
    note: 'ملاحظة (اختياري)',
    noteHint: 'للمعلمين فقط.',
    submit: 'أرسل إلى المعلمين',
    sent: 'تم الإرسال. سيراه المعلمون اليوم.',
    failed: 'تعذّر إرسال الإشعار. حاول مرة أخرى.',
  },
  reasons: {
    ill: 'مرض',
    appointment: 'موعد',
    family: 'أسباب عائلية',
    other: 'غير ذلك',
  },
  item: {
    days: 'من {{from}} إلى {{to}}',
    acknowledge: 'تأكيد الاستلام',
    acknowledgeNamed: 'تأكيد استلام غياب {{name}}',
    acknowledged: 'اطّلع عليه المعلم في {{when}}',
    acknowledgedBy: 'اطّلع عليه {{name}} في {{when}}',
    notAcknowledged: 'لم يُطّلع عليه بعد',
  },
  home: {
    title: 'الغائبون اليوم',
  },
  school: {
    title: 'الغائبون اليوم في المدرسة',
  },
};
