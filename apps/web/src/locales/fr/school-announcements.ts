import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { schoolAnnouncements as english } from '../en/school-announcements.ts';

/** La page et le panneau des annonces de l’école, en français. */
export const schoolAnnouncements: Translated<typeof english> = {
  page: {
    title: '{{title}} · Homeroom',
    loading: 'Chargement des annonces de l’école…',
    notYourSchool: 'Ce n’est pas votre école',
    backHome: 'Retour à l’accueil',
    goToProfile: 'Aller à votre profil',
    home: 'Accueil',
    notFound: 'École introuvable',
    notFoundText: 'Cette école n’existe pas.',
  },
  panel: {
    title: 'Annonces',
    create: 'Nouvelle annonce',
  },
  card: {
    editHeading: 'Modifier l’annonce\u00a0: {{title}}',
    save: 'Enregistrer l’annonce',
    deleteTitle: 'Supprimer cette annonce de l’école\u00a0?',
    deleteDescription: '«\u00a0{{title}}\u00a0» {{consequence}}',
    deleteFailed: 'L’annonce n’a pas pu être supprimée. Veuillez réessayer.',
  },
};
