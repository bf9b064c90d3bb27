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
  pageTitle: '{{title}} · Homeroom',
  actions: {
    cancel: 'Annuler',
    delete: 'Supprimer',
    close: 'Fermer',
    tryAgain: 'Réessayer',
    report: 'Signaler',
    failed: 'Une erreur s’est produite. Veuillez réessayer.',
  },
  errorPage: {
    title: 'Une erreur s’est produite · Homeroom',
    heading: 'Une erreur s’est produite',
    chunkFailed: 'Cette page n’a pas pu être chargée. Vérifiez votre connexion, puis rechargez la page.',
    crashed: 'Une erreur inattendue a interrompu cette page. La recharger suffit généralement.',
    reload: 'Recharger',
    home: 'Aller à la page d’accueil',
  },
  notFoundPage: {
    title: 'Page introuvable · Homeroom',
    heading: 'Page introuvable',
    text: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    home: 'Retour à la page d’accueil',
  },
  authGate: {
    loading: 'Chargement de Homeroom…',
  },
  password: {
    newPassword: 'Nouveau mot de passe',
    confirmation: 'Confirmation du nouveau mot de passe',
  },
  picture: {
    uploadFailed: 'La photo n’a pas pu être importée.',
    retry: 'Relancer l’importation',
    uploading: 'Importation de la photo',
    studentSaved: 'La photo de {{name}} est enregistrée.',
    of: 'Photo de {{name}}',
    profile: 'Photo de profil',
  },
  stickerCounts: {
    label: 'Nombre d’autocollants',
    star: 'Étoile',
    dinosaur: 'Dinosaure',
    cat: 'Chat',
    count: '{{type}} {{count}}',
    separator: ', ',
    summary: 'Autocollants\u00a0: {{summary}}.',
  },
  presence: {
    you: '(vous)',
  },
  inviteCode: {
    copied: 'Copié',
    copy: 'Copier le code',
    copiedToClipboard: 'Copié dans le presse-papiers',
    copyFailed: 'La copie n’est pas autorisée ici\u00a0: notez plutôt le code.',
  },
  titleContent: {
    title: 'Titre',
    content: 'Contenu',
  },
  work: {
    video: 'Vidéo rendue par {{name}}',
    download: 'Télécharger la vidéo',
    picture: 'Image rendue par {{name}}',
    text: 'Texte rendu par {{name}}',
    nothing: 'Rien n’a été rendu.',
  },
  editMenu: {
    label: 'Modifier ou supprimer {{title}}',
    edit: 'Modifier',
  },
  reportToSchool: {
    moreActions: 'Plus d’actions pour {{item}}',
  },
  lightbox: {
    caption: '{{title}}\u00a0: photo {{current}} sur {{total}}',
    counter: '\u00a0: photo {{current}} sur {{total}}',
    previous: 'Photo précédente',
    next: 'Photo suivante',
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
  /** A teacher whose account is gone: their class stays with its families (docs/decisions.md, "Deleting an account"). */
  formerTeacher: 'Ancien enseignant',
};
