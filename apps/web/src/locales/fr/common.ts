import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { common as english } from '../en/common.ts';

export const common: Translated<typeof english> = {
  shell: {
    skipToContent: 'Aller au contenu',
    footer: 'Homeroom · gratuit et auto-hébergeable · enseignants et parents main dans la main',
    loading: 'Chargement…',
  },
  language: {
    label: 'Langue',
  },
  navigation: {
    main: 'Principale',
    menu: 'Menu',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    home: 'Accueil',
    features: 'Fonctionnalités',
    register: 'S’inscrire',
    logIn: 'Se connecter',
    profile: 'Profil',
    school: 'École',
    chat: 'Messages',
    logOut: 'Se déconnecter',
  },
  requestFailed: {
    offline: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
    sessionEnded: 'Votre session a expiré. Veuillez vous reconnecter.',
    forbidden: 'Vous n’avez pas l’autorisation de faire cela.',
    notFound: 'Introuvable.',
    tooLarge: 'Le fichier est trop volumineux.',
    tooManyAttempts: 'Trop de tentatives. Veuillez patienter quelques minutes et réessayer.',
    serverError: 'Un problème est survenu de notre côté. Veuillez réessayer dans un instant.',
    otherStatus: 'La requête a échoué ({{status}}).',
    unknown: 'Un problème est survenu. Veuillez réessayer.',
  },
};
