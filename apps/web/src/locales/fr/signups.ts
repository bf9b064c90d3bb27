import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { signups as english } from '../en/signups.ts';

export const signups: Translated<typeof english> = {
  panel: {
    title: 'Inscriptions',
    create: 'Nouvelle inscription',
    loading: 'Chargement des inscriptions…',
    loadFailed: 'Les inscriptions n’ont pas pu être chargées.',
    empty: 'Aucune inscription pour l’instant.',
  },
  card: {
    cutoff: 'Ouverte jusqu’au {{when}}',
    closed: 'Close : les places ne changent plus.',
    slotsLabel: 'Créneaux de {{title}}',
    delete: 'Supprimer l’inscription {{title}}',
    deleteConfirm: 'Supprimer « {{title}} » et toutes les places prises ?',
  },
  slot: {
    taken: '{{taken}} places prises sur {{capacity}}',
    full: 'Complet',
    yours: 'Votre place',
    take: 'Prendre une place',
    giveBack: 'La rendre',
    takeNamed: 'Prendre une place : {{label}}',
    giveBackNamed: 'Rendre votre place : {{label}}',
    failed: 'Cela n’a pas fonctionné. Veuillez réessayer.',
  },
  form: {
    title: 'Titre',
    note: 'Note pour les familles',
    cutoff: 'Les familles peuvent s’inscrire jusqu’au',
    slots: 'Créneaux',
    slotLabel: 'Créneau {{number}}',
    capacity: 'Places',
    startsAt: 'Début (facultatif)',
    endsAt: 'Fin (facultatif)',
    timeHint: 'Un créneau horaire va dans le calendrier de la famille, avec un rappel la veille.',
    addSlot: 'Ajouter un créneau',
    removeSlot: 'Retirer le créneau {{number}}',
    submit: 'Publier l’inscription',
    created: 'L’inscription est publiée.',
  },
};
