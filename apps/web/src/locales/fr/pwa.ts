import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { pwa as english } from '../en/pwa.ts';

export const pwa: Translated<typeof english> = {
  offline: 'Vous êtes hors ligne — voici ce que vous avez vu en dernier.',
  updateReady: 'Une nouvelle version de Homeroom est prête.',
  reload: 'Recharger',
  later: 'Plus tard',
};
