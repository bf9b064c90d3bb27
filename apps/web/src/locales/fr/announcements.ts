import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { announcements as english } from '../en/announcements.ts';

export const announcements: Translated<typeof english> = {
  title: 'Annonces',
  create: 'Nouvelle annonce',
  post: 'Publier l’annonce',
  empty: 'Il n’y a pas encore d’annonce.',
  editHeading: 'Modifier l’annonce\u00a0: {{title}}',
  save: 'Enregistrer l’annonce',
  updated: 'L’annonce a été mise à jour.',
  deleteTitle: 'Supprimer cette annonce\u00a0?',
  deleteDescription:
    '«\u00a0{{title}}\u00a0» sera supprimée pour l’enseignant et pour tous les parents de la classe.',
  deleteFailed: 'L’annonce n’a pas pu être supprimée. Veuillez réessayer.',
  deleted: 'L’annonce a été supprimée.',
};
