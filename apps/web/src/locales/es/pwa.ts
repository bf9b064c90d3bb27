import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { pwa as english } from '../en/pwa.ts';

export const pwa: Translated<typeof english> = {
  offline: 'Sin conexión: se muestra lo último que viste.',
  updateReady: 'Hay una nueva versión de Homeroom.',
  reload: 'Recargar',
  later: 'Más tarde',
};
