/** Attachments in chat in Chinese: the composer's files and a message's pictures and PDFs (docs/product.md, "Attachments in chat"). */
import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { chatAttachments as english } from '../en/chat-attachments.ts';

export const chatAttachments: Translated<typeof english> = {
  attach: '附加图片或 PDF 文件',
  trayLabel: '此消息的文件',
  uploading: '正在上传 {{name}}',
  ready: '可以发送',
  failed: '上传失败。',
  retry: '重新上传 {{name}}',
  cancel: '取消上传 {{name}}',
  remove: '移除 {{name}}',
  waitForFiles: '请等待所有文件上传完成，或移除上传失败的文件。',
  listLabel: '附件',
  pictureAlt: '图片 {{name}}，点击打开完整图片',
  pdfSize: 'PDF · {{size}}',
  download: '下载 {{name}}',
  inboxPhoto: '📷 图片',
  inboxPdf: 'PDF：{{name}}',
};
