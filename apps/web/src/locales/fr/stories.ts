import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { stories as english } from '../en/stories.ts';

export const stories: Translated<typeof english> = {
  panel: {
    title: 'Histoires',
    create: 'Nouvelle histoire',
    empty: 'Il n’y a pas encore d’histoires.',
    publish: 'Publier l’histoire',
    addAgain: 'Ajoutez-les de nouveau avec «\u00a0Ajouter des images\u00a0» dans l’histoire.',
  },
  card: {
    editHeading: 'Modifier l’histoire\u00a0: {{title}}',
    save: 'Enregistrer l’histoire',
    updated: 'L’histoire a été mise à jour.',
    deleteTitle: 'Supprimer cette histoire\u00a0?',
    deleteDescription:
      '«\u00a0{{title}}\u00a0» sera supprimée avec ses images et ses commentaires, pour tous les membres de la classe.',
    deleteFailed: 'L’histoire n’a pas pu être supprimée. Veuillez réessayer.',
    deleted: 'L’histoire a été supprimée.',
    reportName: 'l’histoire {{title}}',
  },
  pictures: {
    legend: 'Images',
    chosen: 'Images choisies',
    add: 'Ajouter des images',
    addMore: 'Ajouter d’autres images',
    formats: 'JPEG, PNG, WebP ou GIF, jusqu’à 10\u00a0Mo chacune.',
    remove: 'Retirer {{name}}',
    problem: '{{name}}\u00a0: {{problem}}',
    uploadFailed: 'Elle n’a pas pu être envoyée.',
    uploading: 'Envoi de l’image',
    uploadingOf: 'Envoi de l’image {{current}} sur {{total}}',
    added_one: 'L’image a été ajoutée.',
    added_other: '{{count}}\u00a0images ont été ajoutées.',
    retry_one: 'Réessayer l’envoi',
    retry_other: 'Réessayer les {{count}}\u00a0envois',
    listLabel: 'Images de {{title}}',
    view: 'Voir l’image {{index}} sur {{total}} en taille réelle',
    alt: 'Image {{index}} de l’histoire {{title}}',
  },
  comments: {
    heading: 'Commentaires',
    loading: 'Chargement des commentaires…',
    loadFailed: 'Les commentaires n’ont pas pu être chargés.',
    tryAgain: 'Réessayer',
    empty: 'Il n’y a pas encore de commentaires.',
    listLabel: 'Commentaires sur {{title}}',
    formerMember: 'Un ancien membre',
    reportName: 'le commentaire de {{name}}',
    add: 'Ajouter un commentaire',
    post: 'Publier le commentaire',
  },
};
