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
    form: 'Formulaire à signer',
    conference: 'Rappel de rencontre',
    schoolAnnouncement: 'Nouvelle annonce de l’école',
    absence: 'Nouvelle absence signalée',
    signup: 'Rappel d’inscription',
  },
  channels: {
    heading: 'Notifications',
    intro: 'Choisissez, pour chaque type, comment nous vous prévenons. Tout sauf « Désactivé » reste dans la cloche.',
    digestHour: 'Résumé quotidien à',
    digestHint: 'Dans votre fuseau horaire ({{timeZone}}). Envoyé seulement s’il y a du nouveau.',
    edit: 'Modifier',
    cancel: 'Annuler',
    save: 'Enregistrer',
    kinds: {
      messages: 'Messages de discussion',
      stories: 'Récits de classe',
      announcements: 'Annonces',
      events: 'Événements',
      calls: 'Appels',
    },
    channels: {
      in_app: 'Dans l’application seulement',
      push: 'Push sur mes appareils',
      email: 'E-mail',
      digest: 'Résumé quotidien',
      off: 'Désactivé',
    },
    explain: {
      in_app: 'Seulement dans la cloche, quand Homeroom est ouvert.',
      push: 'Sur votre téléphone ou ordinateur, même Homeroom fermé.',
      email: 'Un e-mail à chaque fois (pour les discussions, au plus un toutes les 15 minutes).',
      digest: 'Un e-mail par jour avec tout à la fois.',
      off: 'Rien du tout, pas même dans la cloche.',
    },
  },
};
