/** Attachments in chat in English: the composer's files and a message's pictures and PDFs (docs/product.md, "Attachments in chat"). */
export const chatAttachments = {
  attach: 'Attach a picture or a PDF file',
  trayLabel: 'Files for this message',
  uploading: 'Uploading {{name}}',
  ready: 'Ready to send',
  failed: 'The upload failed.',
  retry: 'Try uploading {{name}} again',
  cancel: 'Cancel uploading {{name}}',
  remove: 'Remove {{name}}',
  waitForFiles: 'Wait until every file is uploaded, or remove the ones that failed.',
  listLabel: 'Attached files',
  pictureAlt: 'Picture {{name}}, opens the full picture',
  pdfSize: 'PDF · {{size}}',
  download: 'Download {{name}}',
  inboxPhoto: '📷 Photo',
  inboxPdf: 'PDF: {{name}}',
};
