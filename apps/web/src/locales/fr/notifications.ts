import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { notifications as english } from '../en/notifications.ts';

/** La cloche et son panneau de notifications, en français. */
export const notifications: Translated<typeof english> = {
  bell: {
    unread_one: '{{count}} non lue',
    unread_other: '{{count}} non lues',
    overflow: '{{max}}+',
  },
  panel: {
    emptyHint: 'Les nouvelles histoires de la classe, les messages et les appels manqués s’afficheront ici.',
  },
  entry: {
    missed: '({{number}})',
    clearLabel: 'Effacer {{title}}, {{name}}',
  },
  titles: {
    announcement: 'Nouvelle annonce',
    event: 'Nouvel événement',
    story: 'Nouvelle histoire',
    message: 'Nouveau message',
    isCalling: 'Appel entrant',
    missedCall: 'Appel manqué',
    callCancelled: 'Appel annulé',
    report: 'Nouveau signalement à l’école',
    hidden: 'Masqué par l’école',
    schoolAnnouncement: 'Nouvelle annonce de l’école',
  },
};
