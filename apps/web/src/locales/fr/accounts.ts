import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { accounts as english } from '../en/accounts.ts';

export const accounts: Translated<typeof english> = {
  profile: {
    pageTitle: 'Profil · Homeroom',
    loading: 'Chargement de votre profil…',
    heading: 'Profil',
    loadFailed: 'Votre profil n’a pas pu être chargé.',
    tryAgain: 'Réessayer',
    yourProfile: 'Votre profil',
    newAccount: 'Nouveau compte',
    sections: 'Sections du profil',
    tabDetails: 'Informations',
    tabPassword: 'Changer le mot de passe',
    tabSettings: 'Paramètres',
  },
  accountType: {
    teacher: 'Enseignant',
    parent: 'Parent',
  },
  picker: {
    heading: 'Choisissez le type de compte',
    welcome:
      'Bienvenue, {{name}}\u00a0! Dites-nous comment vous utiliserez Homeroom. Ce choix est définitif.',
    teacherDescription: 'Gérez vos classes\u00a0: récits, événements, devoirs et messages aux parents.',
    parentDescription: 'Reliez vos enfants avec leur code d’invitation et suivez leur classe.',
    chooseFirst: 'Choisissez d’abord Enseignant ou Parent.',
    saveFailed: 'Votre type de compte n’a pas pu être enregistré. Veuillez réessayer.',
    submit: 'Valider',
  },
  details: {
    pictureHeading: 'Photo de profil',
    pictureHint:
      'JPEG, PNG, WebP ou GIF, {{megabytes}}\u00a0Mo au maximum. Les parents et enseignants de vos classes la voient à côté de vos messages.',
    changePicture: 'Changer la photo de profil',
    accountHeading: 'Compte',
    name: 'Nom',
    email: 'Adresse e-mail',
    verified: 'vérifiée',
    notVerified: 'non vérifiée',
    verifyHint: 'Suivez le lien de l’e-mail que nous vous avons envoyé lors de votre inscription.',
    accountType: 'Type de compte',
  },
  password: {
    heading: 'Changer le mot de passe',
    intro: 'Saisissez votre mot de passe actuel, puis choisissez-en un nouveau et saisissez-le deux fois.',
    current: 'Mot de passe actuel',
    submit: 'Changer le mot de passe',
  },
  deleteAccount: {
    heading: 'Supprimer mon compte',
    intro: 'Votre profil, votre photo, vos paramètres et vos liens avec des enfants sont supprimés définitivement. Les messages que vous avez envoyés restent dans leurs discussions comme «\xa0L’utilisateur a quitté le groupe\xa0»\xa0; vos classes passent à un co-enseignant ou restent à leurs familles sous un ancien enseignant.',
    open: 'Supprimer mon compte',
    title: 'Supprimer votre compte\xa0?',
    warning: 'Cette action est irréversible. Vous serez déconnecté aussitôt et prévenu par e-mail.',
    email: 'Saisissez votre adresse e-mail pour confirmer',
    confirm: 'Supprimer',
    cancel: 'Annuler',
  },
} as const;
