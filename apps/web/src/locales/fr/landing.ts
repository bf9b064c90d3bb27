import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { landing as english } from '../en/landing.ts';

export const landing: Translated<typeof english> = {
  home: {
    pageTitle: 'Homeroom · Enseignants et parents, ensemble',
    badge: 'Gratuit pour les écoles et les familles',
    heading: 'Enseignants et parents <1>travaillent ensemble.</1>',
    intro:
      'Relier enseignants et parents grâce à une application gratuite pour que l’école et la famille communiquent.',
    getStarted: 'Commencer',
    learnMore: 'En savoir plus',
    audiencesHeading: 'Un seul espace pour toute la classe',
  },
  audiences: {
    teachersTitle: 'Pour les enseignants',
    teachersDescription:
      'Partagez des récits et des annonces, organisez des événements avec des parents bénévoles, donnez des devoirs et attribuez des autocollants.',
    parentsTitle: 'Pour les parents',
    parentsDescription:
      'Reliez votre enfant avec un code d’invitation, suivez la classe, aidez lors des événements et écrivez à l’enseignant.',
    studentsTitle: 'Pour les élèves',
    studentsDescription:
      'Ils rendent leurs travaux par le lien que partage l’enseignant. Ni compte ni mot de passe.',
  },
  preview: {
    initials: 'MR',
    teacher: 'Mme Rivera · Classe 3B',
    postedStory: 'a publié un nouveau récit',
    storyTitle: 'Notre sortie au musée des sciences',
    parentMessage: 'Sam pourrait-il apporter son livre de bibliothèque demain\u00a0?',
    teacherReply: 'Bien sûr, il est déjà dans son cartable\u00a0!',
    stickers: '3 autocollants',
    event: 'Kermesse vendredi',
    call: 'Appel',
    newMessages: '2 nouveaux messages',
  },
  features: {
    pageTitle: 'Fonctionnalités · Homeroom',
    heading: 'Fonctionnalités',
    subtitle: 'La communication en toute simplicité',
    classroomTitle: 'Classe',
    classroomDescription:
      'Annonces, récits et événements, portfolios des élèves et autocollants en récompense pour que les parents suivent les progrès de leur enfant.',
    messagingTitle: 'Messagerie',
    messagingDescription: 'Messages directs et discussions de groupe entre enseignants et parents.',
    videoTitle: 'Appel vidéo',
    videoDescription: 'Des appels en temps réel intégrés, face à face, sans autre application.',
    notificationsTitle: 'Notifications',
    notificationsDescription:
      'Des alertes pour les nouveaux récits de classe, les messages et les appels manqués, avec des réglages personnalisables.',
    ctaHeading: 'Rassemblez votre classe',
    ctaText: 'Créez un compte gratuit d’enseignant ou de parent en moins d’une minute.',
    ctaButton: 'Créer un compte',
  },
} as const;
