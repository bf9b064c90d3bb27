import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { auth as english } from '../en/auth.ts';

export const auth: Translated<typeof english> = {
  fields: {
    email: 'Adresse e-mail',
    firstName: 'Prénom',
    lastNameOptional: 'Nom (facultatif)',
    password: 'Mot de passe',
    passwordConfirmation: 'Confirmation du mot de passe',
  },
  layout: {
    pageTitle: '{{title}} · Homeroom',
  },
  login: {
    title: 'Connexion',
    subtitle: 'Bon retour parmi nous\u00a0! Découvrez les nouveautés de vos classes.',
    footer: 'Nouveau sur Homeroom\u00a0? <1>Inscrivez-vous</1>',
    forgotPassword: 'Mot de passe oublié',
    submit: 'SE CONNECTER',
  },
  register: {
    title: 'Créez votre compte',
    subtitle: 'Gratuit pour les enseignants et les parents. Vous choisirez ensuite votre type de compte.',
    footer: 'Vous avez déjà un compte\u00a0? <1>Connectez-vous</1>',
    submit: 'S’INSCRIRE',
  },
  logout: {
    title: 'Voulez-vous vraiment vous déconnecter\u00a0?',
    subtitle: 'Vous pourrez vous reconnecter à tout moment avec votre adresse e-mail et votre mot de passe.',
    cancel: 'Annuler',
    confirm: 'Confirmer',
  },
  resetPassword: {
    title: 'Réinitialiser le mot de passe',
    subtitle:
      'Saisissez l’adresse e-mail de votre compte et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    backToLogin: 'Retour à la connexion',
    submit: 'ENVOYER',
    checkInboxTitle: 'Consultez votre boîte de réception',
    checkInboxText: 'Consultez vos e-mails et suivez le lien pour réinitialiser votre mot de passe.',
    checkInboxHint:
      'Rien après quelques minutes\u00a0? Regardez dans vos courriers indésirables ou renvoyez l’e-mail.',
    resend: 'RENVOYER L’E-MAIL',
    resent: 'Nous avons renvoyé l’e-mail à {{email}}.',
  },
  resetConfirm: {
    title: 'Choisissez un nouveau mot de passe',
    subtitle: 'Saisissez deux fois votre nouveau mot de passe. Vous vous connecterez désormais avec lui.',
    footer: 'Lien expiré\u00a0? <1>Demandez-en un nouveau</1>',
    submit: 'ENREGISTRER LE MOT DE PASSE',
    doneTitle: 'Mot de passe modifié',
    logIn: 'Se connecter',
  },
  verifyEmail: {
    verifyingTitle: 'Vérification de votre adresse e-mail',
    verifying: 'Vérification de votre adresse e-mail…',
    verifiedTitle: 'Adresse e-mail vérifiée',
    notVerifiedTitle: 'Adresse e-mail non vérifiée',
    goToProfile: 'Aller à votre profil',
  },
} as const;
