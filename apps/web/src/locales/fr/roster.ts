import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { roster as english } from '../en/roster.ts';

export const roster: Translated<typeof english> = {
  page: {
    title: 'Importer une liste d’élèves',
    pageTitle: 'Importer une liste d’élèves · Homeroom',
    loading: 'Chargement de vos classes…',
    loadErrorHeading: 'Vos classes n’ont pas pu être chargées',
    notForYouTitle: 'Seuls les enseignants importent des listes d’élèves',
    goHome: 'Aller à l’accueil',
    notForYouText:
      'La liste d’une classe est importée par son enseignant ou par un membre de la direction de son école.',
    backToClasses: 'Vos classes',
    noClassTitle: 'Vous n’avez aucune classe dans laquelle importer',
    createClass: 'Créer une classe',
    noClassText:
      'Une liste ajoute des élèves à vos classes ou, pour un membre de la direction, à n’importe quelle classe de l’école. Créez d’abord une classe.',
    readFailed: 'Le fichier n’a pas pu être lu. Veuillez réessayer.',
    importFailed: 'La liste n’a pas pu être importée. Veuillez réessayer.',
    intro:
      'Ajoutez de nombreux élèves à la fois depuis un tableur, avec jusqu’à quatre adresses e-mail de responsables légaux chacun. Chaque responsable reçoit une invitation qui le relie à son enfant lorsqu’il s’inscrit ou se connecte.',
  },
  template: {
    heading: '1. Remplissez le modèle',
    text: 'Une ligne par enfant, sous l’en-tête <1>{{columns}}</1>. Indiquez la classe dans la première colonne, ou laissez-la vide pour utiliser la classe choisie ci-dessous. Jusqu’à {{max}}\u00a0enfants par fichier. Importer de nouveau le même fichier n’ajoute personne deux fois.',
    download: 'Télécharger le modèle',
    downloadFailed: 'Le modèle n’a pas pu être téléchargé. Veuillez réessayer.',
  },
  upload: {
    heading: '2. Envoyez-le',
    classLabel: 'Classe des lignes qui n’en indiquent pas',
    classHint: 'Les lignes qui indiquent leur classe vont dans cette classe.',
    noClass: 'Aucune\u00a0: chaque ligne indique sa classe',
    classOption: '{{name}} ({{teacher}})',
    chooseFile: 'Choisir un fichier CSV',
    chooseAnother: 'Choisir un autre fichier',
  },
  result: {
    openClass: 'Ouvrir {{name}}',
    created_one: '{{count, number}}\u00a0nouvel élève ajouté',
    created_other: '{{count, number}}\u00a0nouveaux élèves ajoutés',
    existing: '{{number}} déjà dans leur classe',
    invitations_one: '{{count, number}}\u00a0invitation envoyée aux responsables légaux',
    invitations_other: '{{count, number}}\u00a0invitations envoyées aux responsables légaux',
  },
  confirm: {
    importButton: 'Importer la liste',
    title: 'Importer la liste\u00a0?',
    cancel: 'Annuler',
    import: 'Importer',
    newStudents_one: '{{count, number}}\u00a0nouvel élève est ajouté',
    newStudents_other: '{{count, number}}\u00a0nouveaux élèves sont ajoutés',
    summary_one:
      '{{students}} et {{count, number}}\u00a0invitation est envoyée par e-mail aux responsables légaux.',
    summary_other:
      '{{students}} et {{count, number}}\u00a0invitations sont envoyées par e-mail aux responsables légaux.',
  },
  preview: {
    heading: 'Aperçu',
    lines: 'Lignes',
    newStudents: 'Nouveaux élèves',
    alreadyInClass: 'Déjà dans la classe',
    invitations: 'Invitations à envoyer',
    problems_one:
      '{{count, number}}\u00a0ligne comporte des problèmes. Corrigez-les dans le fichier et envoyez-le de nouveau\u00a0: rien n’est importé tant que toutes les lignes ne sont pas correctes.',
    problems_other:
      '{{count, number}}\u00a0lignes comportent des problèmes. Corrigez-les dans le fichier et envoyez-le de nouveau\u00a0: rien n’est importé tant que toutes les lignes ne sont pas correctes.',
    ready:
      'Toutes les lignes sont prêtes. Rien n’a encore été enregistré\u00a0: importez pour ajouter les élèves.',
    onlyProblems: 'Afficher uniquement les lignes avec des problèmes',
    linesLabel: 'Lignes du fichier',
    line: 'Ligne {{number}}',
    noName: '(sans nom)',
    noClassName: '(sans classe)',
    newStudent: 'Nouvel élève',
    guardianInvite: 'sera invité',
    guardianAlready: 'déjà responsable légal',
    guardianInvited: 'déjà invité',
  },
};
