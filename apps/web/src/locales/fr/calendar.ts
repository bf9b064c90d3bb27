import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { calendar as english } from '../en/calendar.ts';

export const calendar: Translated<typeof english> = {
  tab: 'Calendrier',
  feed: {
    heading: 'Calendrier',
    intro: 'Retrouvez les événements de vos classes dans Google Agenda, Apple ou Outlook\u00a0: abonnez-vous avec votre adresse de calendrier privée. Toute personne qui a l’adresse voit ces événements\u00a0: gardez-la pour vous.',
    loading: 'Chargement de votre adresse de calendrier…',
    loadFailed: 'Votre adresse de calendrier n’a pas pu être chargée. Veuillez réessayer plus tard.',
    make: 'Créer mon adresse de calendrier',
    makeNew: 'Créer une nouvelle adresse',
    makeFailed: 'L’adresse de calendrier n’a pas pu être créée. Veuillez réessayer.',
    madeBefore: 'Vous avez créé une adresse de calendrier le {{date}}. Pour votre sécurité, elle n’est affichée qu’une fois\u00a0: si vous ne l’avez plus, créez-en une nouvelle.',
    shownOnce: 'Copiez votre adresse maintenant\u00a0: pour votre sécurité, Homeroom ne l’affiche que cette fois.',
    webAddress: 'Adresse web (pour Google Agenda et les autres)',
    subscribeAddress: 'Lien d’abonnement (webcal)',
    copyWebAddress: 'Copier l’adresse web',
    copySubscribeAddress: 'Copier le lien d’abonnement',
    copied: 'Copié.',
    copyNotAllowed: 'Ce navigateur n’a pas permis de copier\u00a0: sélectionnez l’adresse et copiez-la vous-même.',
    subscribeAppleOutlook: 'S’abonner dans Calendrier d’Apple ou Outlook',
    subscribeGoogle: 'S’abonner dans Google Agenda',
    howTo: 'Dans Google Agenda sur un ordinateur, vous pouvez aussi choisir Autres agendas, puis À partir de l’URL, et coller l’adresse web. Les calendriers cherchent les nouveaux événements toutes les quelques heures.',
    confirmTitle: 'Créer une nouvelle adresse de calendrier\u00a0?',
    confirmDescription: 'Votre adresse actuelle cesse de fonctionner aussitôt\u00a0: les calendriers abonnés ne reçoivent plus les événements de Homeroom tant que vous n’ajoutez pas la nouvelle adresse.',
    confirm: 'Créer une nouvelle adresse',
  },
};
