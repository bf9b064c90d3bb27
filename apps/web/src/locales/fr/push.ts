import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { push as english } from '../en/push.ts';

export const push: Translated<typeof english> = {
  heading: 'Notifications sur cet appareil',
  intro: 'Recevez les nouvelles de la classe, les messages et les appels sur ce téléphone ou cet ordinateur, même quand Homeroom est fermé.',
  state: {
    checking: 'Vérification de ce navigateur…',
    unsupported: 'Ce navigateur ne peut pas recevoir les notifications de Homeroom. Sur un iPhone ou un iPad, ajoutez d’abord Homeroom à l’écran d’accueil.',
    blocked: 'Les notifications de Homeroom sont bloquées dans ce navigateur. Autorisez-les dans les paramètres du site du navigateur, puis revenez ici.',
    off: 'Les notifications sont désactivées sur cet appareil.',
    on: 'Les notifications sont activées sur cet appareil.',
  },
  turnOn: 'Activer',
  turnOff: 'Désactiver sur cet appareil',
  turnedOn: 'Les notifications sont activées sur cet appareil.',
  turnedOff: 'Les notifications sont désactivées sur cet appareil.',
  turnOnFailed: 'Les notifications n’ont pas pu être activées. Veuillez réessayer.',
  devicesHeading: 'Vos appareils',
  loading: 'Chargement de vos appareils…',
  loadFailed: 'Vos appareils n’ont pas pu être chargés.',
  noDevices: 'Aucun appareil ne reçoit encore vos notifications.',
  thisDevice: 'Cet appareil',
  device: '{{browser}} sur {{os}}',
  unknownDevice: 'Un navigateur',
  added: 'Ajouté le {{date}}',
  remove: 'Retirer',
  removeLabel: 'Retirer {{device}}',
  removed: 'L’appareil ne reçoit plus de notifications.',
  removeFailed: 'L’appareil n’a pas pu être retiré. Veuillez réessayer.',
};
