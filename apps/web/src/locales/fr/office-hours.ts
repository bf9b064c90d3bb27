import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { officeHours as english } from '../en/office-hours.ts';

/** Les heures de disponibilité de l’enseignant dans les Réglages et le bandeau d’absence d’une discussion, en français. */
export const officeHours: Translated<typeof english> = {
  settings: {
    heading: 'Heures de disponibilité',
    intro: 'En dehors de ces heures, les messages arrivent toujours, mais les alertes attendent le début de vos heures et les parents voient quand vous revenez. Les heures sont dans votre fuseau horaire, {{zone}}. Sans heures, vous êtes toujours disponible.',
    weekLegend: 'Heures de la semaine',
    noHours: 'Aucune heure',
    startLabel: '{{day}}, début de la plage {{number}}',
    endLabel: '{{day}}, fin de la plage {{number}}',
    removeRange: 'Retirer {{day}} {{start}}–{{end}}',
    addRange: 'Ajouter une plage',
    addRangeTo: 'Ajouter une plage le {{day}}',
    daysOffLegend: 'Jours de congé',
    daysOffHint: 'Un seul jour ou des vacances : les deux jours sont inclus.',
    firstDay: 'Premier jour',
    lastDay: 'Dernier jour',
    removeDaysOff: 'Retirer les jours de congé du {{first}} au {{last}}',
    addDaysOff: 'Ajouter des jours de congé',
    save: 'Enregistrer les heures',
    saved: 'Heures de disponibilité enregistrées.',
    saveFailed: 'Les heures n’ont pas pu être enregistrées. Réessayez.',
    loadFailed: 'Les heures de disponibilité n’ont pas pu être chargées.',
  },
  banner: {
    away: '{{name}} est absent·e jusqu’à {{when}}.',
    delivered: 'Votre message sera remis ; l’alerte lui parviendra au début de ses heures.',
    usualHours: 'Heures habituelles ({{zone}}) :',
  },
};
