/** Attachments in chat in Spanish: the composer's files and a message's pictures and PDFs (docs/product.md, "Attachments in chat"). */
import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { chatAttachments as english } from '../en/chat-attachments.ts';

export const chatAttachments: Translated<typeof english> = {
  attach: 'Adjuntar una imagen o un archivo PDF',
  trayLabel: 'Archivos de este mensaje',
  uploading: 'Subiendo {{name}}',
  ready: 'Listo para enviar',
  failed: 'No se pudo subir el archivo.',
  retry: 'Volver a subir {{name}}',
  cancel: 'Cancelar la subida de {{name}}',
  remove: 'Quitar {{name}}',
  waitForFiles: 'Espera a que se suban todos los archivos o quita los que han fallado.',
  listLabel: 'Archivos adjuntos',
  pictureAlt: 'Imagen {{name}}, abre la imagen completa',
  pdfSize: 'PDF · {{size}}',
  download: 'Descargar {{name}}',
  inboxPhoto: '📷 Foto',
  inboxPdf: 'PDF: {{name}}',
};
