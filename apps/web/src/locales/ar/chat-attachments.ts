/** Attachments in chat in Arabic: the composer's files and a message's pictures and PDFs (docs/product.md, "Attachments in chat"). */
import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { chatAttachments as english } from '../en/chat-attachments.ts';

export const chatAttachments: Translated<typeof english> = {
  attach: 'إرفاق صورة أو ملف PDF',
  trayLabel: 'ملفات هذه الرسالة',
  uploading: 'جارٍ رفع {{name}}',
  ready: 'جاهز للإرسال',
  failed: 'تعذّر رفع الملف.',
  retry: 'إعادة محاولة رفع {{name}}',
  cancel: 'إلغاء رفع {{name}}',
  remove: 'إزالة {{name}}',
  waitForFiles: 'انتظر حتى يكتمل رفع كل الملفات، أو أزل الملفات التي فشل رفعها.',
  listLabel: 'الملفات المرفقة',
  pictureAlt: 'الصورة {{name}}، تفتح الصورة كاملة',
  pdfSize: 'PDF · {{size}}',
  download: 'تنزيل {{name}}',
  inboxPhoto: '📷 صورة',
  inboxPdf: 'PDF: {{name}}',
};
