/** Attachments in chat in French: the composer's files and a message's pictures and PDFs (docs/product.md, "Attachments in chat"). */
import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { chatAttachments as english } from '../en/chat-attachments.ts';

export const chatAttachments: Translated<typeof english> = {
  attach: 'Joindre une image ou un fichier PDF',
  trayLabel: 'Fichiers de ce message',
  uploading: 'Envoi de {{name}}',
  ready: 'Prêt à envoyer',
  failed: 'L’envoi du fichier a échoué.',
  retry: 'Envoyer {{name}} à nouveau',
  cancel: 'Annuler l’envoi de {{name}}',
  remove: 'Retirer {{name}}',
  waitForFiles: 'Attendez que tous les fichiers soient envoyés, ou retirez ceux qui ont échoué.',
  listLabel: 'Fichiers joints',
  pictureAlt: 'Image {{name}}, ouvre l’image en entier',
  pdfSize: 'PDF · {{size}}',
  download: 'Télécharger {{name}}',
  inboxPhoto: '📷 Photo',
  inboxPdf: 'PDF : {{name}}',
};
