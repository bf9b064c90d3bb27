import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { chatRecord as english } from '../en/chat-record.ts';

/** Modifications, suppressions et saisie en cours dans une discussion, en français. */
export const chatRecord: Translated<typeof english> = {
  actions: {
    menu: 'Actions sur votre message',
    edit: 'Modifier',
    remove: 'Supprimer',
  },
  editor: {
    label: 'Modifiez votre message',
    hint: 'Entrée enregistre, Échap annule.',
    save: 'Enregistrer',
    cancel: 'Annuler',
    failed: 'Le message n’a pas pu être enregistré.',
  },
  removal: {
    title: 'Supprimer ce message ?',
    text: 'Les autres verront « Message supprimé » à sa place. L’école le conserve dans son registre.',
    confirm: 'Supprimer',
    failed: 'Le message n’a pas pu être supprimé.',
  },
  edited: {
    marker: 'modifié',
    markerLabel: 'Modifié à {{time}} : afficher les versions précédentes',
    title: 'Versions précédentes',
    loading: 'Chargement des versions précédentes...',
    failed: 'Les versions précédentes n’ont pas pu être chargées.',
    none: 'Aucune version précédente.',
    current: 'Maintenant',
    writtenAt: 'Écrit {{time}}',
  },
  typing: {
    one: '{{name}} est en train d’écrire...',
    two: '{{first}} et {{second}} sont en train d’écrire...',
    many: 'Plusieurs personnes sont en train d’écrire...',
  },
};
