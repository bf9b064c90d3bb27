import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { absences as english } from '../en/absences.ts';

export const absences: Translated<typeof english> = {
  panel: {
    title: 'Absences',
    today: 'Absents aujourd’hui',
    loading: 'Chargement des absences…',
    loadFailed: 'Les absences n’ont pas pu être chargées.',
    noneToday: 'Aucune absence signalée aujourd’hui.',
    privacy: 'Seuls les enseignants de la classe et la direction de l’école lisent vos mots.',
    ofChild: 'Absences de {{name}}',
    noneForChild: 'Aucune absence signalée.',
  },
  form: {
    open: 'Signaler une absence',
    heading: 'Signaler une absence',
    child: 'Enfant',
    forChild: 'Pour {{name}}',
    firstDay: 'Premier jour',
    lastDay: 'Dernier jour',
    lastDayHint: 'Laissez vide pour un seul jour.',
    reason: 'Motif',
    note: 'Mot (facultatif)',
    noteHint: 'Pour les enseignants uniquement.',
    submit: 'Envoyer aux enseignants',
    sent: 'Envoyé. Les enseignants le verront aujourd’hui.',
    failed: 'Le mot n’a pas pu être envoyé. Veuillez réessayer.',
  },
  reasons: {
    ill: 'Maladie',
    appointment: 'Rendez-vous',
    family: 'Raisons familiales',
    other: 'Autre',
  },
  item: {
    days: 'Du {{from}} au {{to}}',
    acknowledge: 'Accuser réception',
    acknowledgeNamed: 'Accuser réception de l’absence de {{name}}',
    acknowledged: 'Vu par l’enseignant le {{when}}',
    acknowledgedBy: 'Vu par {{name}} le {{when}}',
    notAcknowledged: 'Pas encore vu',
  },
  home: {
    title: 'Absents aujourd’hui',
  },
  school: {
    title: 'Absents aujourd’hui dans l’école',
  },
};
