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
    form: 'Formulario para firmar',
    conference: 'Recordatorio de reunión',
    schoolAnnouncement: 'Nuevo anuncio de la escuela',
    absence: 'Nuevo aviso de ausencia',
    signup: 'Recordatorio de inscripción',
  },
  channels: {
    heading: 'Notificaciones',
    intro: 'Elija, para cada tipo, dónde le avisamos. Todo salvo «Desactivado» queda en la campana.',
    digestHour: 'Resumen diario a las',
    digestHint: 'En su zona horaria ({{timeZone}}). Solo se envía cuando hay algo nuevo.',
    edit: 'Editar',
    cancel: 'Cancelar',
    save: 'Guardar',
    kinds: {
      messages: 'Mensajes de chat',
      stories: 'Historias de clase',
      announcements: 'Anuncios',
      events: 'Eventos',
      calls: 'Llamadas',
    },
    channels: {
      in_app: 'Solo en la aplicación',
      push: 'Push a mis dispositivos',
      email: 'Correo electrónico',
      digest: 'Resumen diario',
      off: 'Desactivado',
    },
    explain: {
      in_app: 'Solo en la campana, mientras Homeroom está abierto.',
      push: 'En su teléfono u ordenador, aunque Homeroom esté cerrado.',
      email: 'Un correo cada vez (para los chats, como mucho uno cada 15 minutos).',
      digest: 'Un correo al día con todo junto.',
      off: 'Nada, ni siquiera en la campana.',
    },
  },
};
