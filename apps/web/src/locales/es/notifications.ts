import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { notifications as english } from '../en/notifications.ts';

/** La campana y su panel de notificaciones, en español. */
export const notifications: Translated<typeof english> = {
  bell: {
    unread_one: '{{count}} sin leer',
    unread_other: '{{count}} sin leer',
    overflow: '{{max}}+',
  },
  panel: {
    emptyHint: 'Aquí aparecerán las nuevas historias de la clase, los mensajes y las llamadas perdidas.',
  },
  entry: {
    missed: '({{number}})',
    clearLabel: 'Borrar {{title}}, {{name}}',
  },
  titles: {
    announcement: 'Nuevo anuncio',
    event: 'Nuevo evento',
    story: 'Nueva historia',
    message: 'Nuevo mensaje',
    isCalling: 'Llamada entrante',
    missedCall: 'Llamada perdida',
    callCancelled: 'Llamada cancelada',
    report: 'Nueva denuncia a la escuela',
    hidden: 'Ocultado por la escuela',
    schoolAnnouncement: 'Nuevo anuncio de la escuela',
  },
};
