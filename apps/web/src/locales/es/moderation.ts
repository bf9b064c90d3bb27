import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { moderation as english } from '../en/moderation.ts';

export const moderation: Translated<typeof english> = {
  page: {
    loading: 'Cargando los avisos…',
    forbidden: 'Acceso denegado',
    forbiddenText: 'Solo un responsable de la escuela puede ver sus avisos.',
    goHome: 'Ir al inicio',
    notFound: 'No encontrado',
    notFoundText: 'Aquí no hay nada.',
    loadFailed: 'No se han podido cargar los avisos',
    pageTitle: '{{title}} · Homeroom',
    school: 'Escuela',
  },
  reports: {
    open: 'Avisos abiertos',
    formerMember: 'un antiguo miembro',
    writtenBy: 'Escrito por',
    reportedBy: 'Avisado por',
    reason: 'Motivo',
    dismissTitle: '¿Descartar este aviso?',
    hiddenBy: 'Ocultado por {{name}} el <1>{{date}}</1>',
    writtenByName: 'Escrito por {{name}}',
  },
  kinds: {
    story: {
      badge: 'Historia',
      hideLabel: 'Ocultar la historia avisada de {{name}}',
      hideTitle: '¿Ocultar esta historia?',
      dismissLabel: 'Descartar el aviso sobre la historia de {{name}}',
      unhideLabel: 'Volver a mostrar la historia de {{name}}',
      unhideTitle: '¿Volver a mostrar esta historia?',
    },
    comment: {
      badge: 'Comentario',
      hideLabel: 'Ocultar el comentario avisado de {{name}}',
      hideTitle: '¿Ocultar este comentario?',
      dismissLabel: 'Descartar el aviso sobre el comentario de {{name}}',
      unhideLabel: 'Volver a mostrar el comentario de {{name}}',
      unhideTitle: '¿Volver a mostrar este comentario?',
    },
    message: {
      badge: 'Mensaje de chat',
      hideLabel: 'Ocultar el mensaje de chat avisado de {{name}}',
      hideTitle: '¿Ocultar este mensaje de chat?',
      dismissLabel: 'Descartar el aviso sobre el mensaje de chat de {{name}}',
      unhideLabel: 'Volver a mostrar el mensaje de chat de {{name}}',
      unhideTitle: '¿Volver a mostrar este mensaje de chat?',
    },
  },
};
