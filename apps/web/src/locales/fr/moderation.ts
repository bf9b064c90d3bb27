import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { moderation as english } from '../en/moderation.ts';

export const moderation: Translated<typeof english> = {
  page: {
    loading: 'Chargement des signalements…',
    forbidden: 'Accès refusé',
    forbiddenText: 'Seul un responsable de l’école peut voir ses signalements.',
    goHome: 'Aller à l’accueil',
    notFound: 'Introuvable',
    notFoundText: 'Il n’y a rien ici.',
    loadFailed: 'Les signalements n’ont pas pu être chargés',
    pageTitle: '{{title}} · Homeroom',
    school: 'École',
  },
  reports: {
    open: 'Signalements ouverts',
    formerMember: 'un ancien membre',
    writtenBy: 'Écrit par',
    reportedBy: 'Signalé par',
    reason: 'Motif',
    dismissTitle: 'Classer ce signalement\u00a0?',
    hiddenBy: 'Masqué par {{name}} le <1>{{date}}</1>',
    writtenByName: 'Écrit par {{name}}',
  },
  kinds: {
    story: {
      badge: 'Histoire',
      hideLabel: 'Masquer l’histoire signalée de {{name}}',
      hideTitle: 'Masquer cette histoire\u00a0?',
      dismissLabel: 'Classer le signalement de l’histoire de {{name}}',
      unhideLabel: 'Afficher de nouveau l’histoire de {{name}}',
      unhideTitle: 'Afficher de nouveau cette histoire\u00a0?',
    },
    comment: {
      badge: 'Commentaire',
      hideLabel: 'Masquer le commentaire signalé de {{name}}',
      hideTitle: 'Masquer ce commentaire\u00a0?',
      dismissLabel: 'Classer le signalement du commentaire de {{name}}',
      unhideLabel: 'Afficher de nouveau le commentaire de {{name}}',
      unhideTitle: 'Afficher de nouveau ce commentaire\u00a0?',
    },
    message: {
      badge: 'Message de discussion',
      hideLabel: 'Masquer le message de discussion signalé de {{name}}',
      hideTitle: 'Masquer ce message de discussion\u00a0?',
      dismissLabel: 'Classer le signalement du message de discussion de {{name}}',
      unhideLabel: 'Afficher de nouveau le message de discussion de {{name}}',
      unhideTitle: 'Afficher de nouveau ce message de discussion\u00a0?',
    },
  },
};
