import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { privacy as english } from '../en/privacy.ts';

export const privacy: Translated<typeof english> = {
  page: {
    pageTitle: 'Confidentialité · Homeroom',
    eyebrow: 'Confidentialité',
    title: 'Comment Homeroom prend soin de vos données',
    intro: 'Homeroom fonctionne sur le serveur de votre école. Rien n’est vendu, rien n’est montré à des annonceurs, et rien ne quitte le serveur à part les e-mails qu’il vous envoie.',
    loading: 'Chargement de la politique de conservation…',
    loadFailed: 'La politique de conservation n’a pas pu être chargée',
  },
  stores: {
    title: 'Ce que Homeroom enregistre',
    accounts: 'Votre compte : nom, adresse e-mail, mot de passe (seulement son empreinte), langue, fuseau horaire, photo de profil et réglages.',
    children: 'Chaque enfant : nom, photo, classe, responsables, autocollants, devoirs avec le travail rendu, notes et commentaires.',
    classes: 'Le contenu des classes : histoires avec leurs photos et vidéos, annonces, événements et bénévoles, commentaires.',
    messages: 'Discussions et appels : les messages que vous envoyez (les appels ne sont jamais enregistrés), et les notifications.',
  },
  why: {
    title: 'Pourquoi',
    text: 'Uniquement pour que les enseignants et les familles travaillent ensemble : montrer à chacun ses classes, lui dire ce qui est nouveau et lui permettre d’échanger. Homeroom n’en fait aucun autre usage.',
  },
  who: {
    title: 'Qui les voit',
    teachers: 'Les enseignants d’une classe voient la classe, ses enfants et leur travail.',
    guardians: 'Les responsables d’un enfant voient la photo, les autocollants et le travail de leur enfant ; les autres parents de la classe ne voient que son prénom.',
    leaders: 'Les responsables de l’école voient ses classes et peuvent ouvrir le portfolio d’un enfant. Chaque consultation est enregistrée, et les responsables légaux de l’enfant la voient sur sa page.',
    chats: 'Une discussion n’est lue que par ses membres.',
  },
  kept: {
    title: 'Combien de temps elles sont gardées',
    archivedClasses: 'Une classe dont l’année scolaire est terminée est gardée {{duration}}, puis supprimée avec son contenu, ses photos et ses vidéos. Ses enseignants sont prévenus par e-mail {{warning}} avant.',
    chatForever: 'Les messages sont gardés aussi longtemps que leur discussion.',
    chatMessages: 'Les messages sont supprimés {{duration}} après leur envoi.',
    notifications: 'Les notifications sont supprimées {{duration}} après leur dernière modification.',
    accessLog: 'Le journal des consultations du dossier d’un enfant est gardé aussi longtemps que ce dossier.',
  },
  rights: {
    title: 'Exporter ou supprimer vos données',
    text: 'Sur votre profil, vous pouvez télécharger tout ce que Homeroom détient sur vous et vos enfants, et supprimer votre compte. L’enseignant d’un enfant peut supprimer son dossier avec tous ses fichiers.',
    action: 'Aller à mon profil',
  },
  footerLink: 'Confidentialité',
  registerNote: 'Découvrez comment Homeroom prend soin de vos données : <1>Confidentialité</1>.',
  accessLog: {
    title: 'Qui d’autre a consulté',
    intro: 'En dehors de vous et des enseignants de la classe, ces personnes ont ouvert le dossier de {{name}}.',
    loading: 'Chargement du journal des consultations…',
    loadFailed: 'Le journal des consultations n’a pas pu être chargé.',
    empty: 'Personne d’autre n’a ouvert le dossier de {{name}}.',
    entry: '{{reader}} ({{role}}) a ouvert {{what}} le {{when}}',
    roles: { school_leader: 'responsable de l’école', staff: 'personnel de l’école' },
    what: { portfolio: 'le portfolio', hand_ins: 'les travaux rendus', export: 'l’export' },
  },
};
