import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { chatRecord as english } from '../en/chat-record.ts';

/** التعديلات والحذف ومن يكتب الآن في المحادثة، بالعربية. */
export const chatRecord: Translated<typeof english> = {
  actions: {
    menu: 'إجراءات رسالتك',
    edit: 'تعديل',
    remove: 'حذف',
  },
  editor: {
    label: 'عدّل رسالتك',
    hint: 'مفتاح الإدخال للحفظ، ومفتاح الهروب للإلغاء.',
    save: 'حفظ',
    cancel: 'إلغاء',
    failed: 'تعذّر حفظ الرسالة.',
  },
  removal: {
    title: 'حذف هذه الرسالة؟',
    text: 'سيرى الآخرون «تم حذف الرسالة» مكانها. وتحتفظ المدرسة بها في سجلها.',
    confirm: 'حذف',
    failed: 'تعذّر حذف الرسالة.',
  },
  edited: {
    marker: 'معدّلة',
    markerLabel: 'عُدّلت في {{time}}: عرض النسخ السابقة',
    title: 'النسخ السابقة',
    loading: 'جارٍ تحميل النسخ السابقة...',
    failed: 'تعذّر تحميل النسخ السابقة.',
    none: 'لا توجد نسخة سابقة.',
    current: 'الآن',
    writtenAt: 'كُتبت {{time}}',
  },
  typing: {
    one: '{{name}} يكتب الآن...',
    two: '{{first}} و{{second}} يكتبان الآن...',
    many: 'عدة أشخاص يكتبون الآن...',
  },
};
