import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { events as english } from '../en/events.ts';

export const events: Translated<typeof english> = {
  panel: {
    title: 'Événements',
    create: 'Nouvel événement',
    createSubmit: 'Créer l’événement',
    tabsLabel: 'Événements par jour',
    today: 'Aujourd’hui',
    upcoming: 'À venir',
    finished: 'Terminés',
  },
  card: {
    editHeading: 'Modifier l’événement\u00a0: {{name}}',
    save: 'Enregistrer l’événement',
    updated: 'L’événement a été mis à jour.',
    deleteTitle: 'Supprimer cet événement\u00a0?',
    deleteDescription:
      '«\u00a0{{name}}\u00a0» et sa liste de bénévoles seront supprimés pour toute la classe.',
    deleteFailed: 'L’événement n’a pas pu être supprimé. Veuillez réessayer.',
    deleted: 'L’événement a été supprimé.',
  },
  helpers: {
    noneNeeded: 'Aucun bénévole nécessaire.',
    heading: 'Bénévoles\u00a0: {{helpers}} sur {{required}}',
    placesOpen_one: '{{count}} place libre',
    placesOpen_other: '{{count}} places libres',
    full: 'Complet',
    listLabel: 'Bénévoles de {{name}}',
    you: '{{name}} (vous)',
    thanks: 'Merci de votre aide pour {{name}}\u00a0!',
    registerFailed: 'Votre inscription n’a pas pu être enregistrée. Veuillez réessayer.',
    unregistered: 'Vous n’êtes plus bénévole pour {{name}}.',
    unregisterFailed: 'Votre désinscription n’a pas pu être enregistrée. Veuillez réessayer.',
    helping: 'Vous êtes bénévole pour cet événement.',
    register: 'S’inscrire',
    unregister: 'Se désinscrire',
  },
  form: {
    name: 'Nom',
    description: 'Description',
    date: 'Date',
    helpersRequired: 'Bénévoles nécessaires',
    helpersHint: 'Les parents de la classe peuvent s’inscrire pour aider, jusqu’à ce nombre.',
    dateAfter: 'La date doit être postérieure au {{date}}',
  },
  calendar: {
    add: 'Ajouter au calendrier',
    addLabel: 'Ajouter au calendrier\u00a0: {{name}}',
    addFailed: 'L’événement n’a pas pu être téléchargé. Veuillez réessayer.',
  },
};
