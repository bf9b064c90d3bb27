import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { events as english } from '../en/events.ts';

export const events: Translated<typeof english> = {
  panel: {
    title: 'Eventos',
    create: 'Nuevo evento',
    createSubmit: 'Crear evento',
    tabsLabel: 'Eventos por día',
    today: 'Hoy',
    upcoming: 'Próximos',
    finished: 'Finalizados',
  },
  card: {
    editHeading: 'Editar evento: {{name}}',
    save: 'Guardar evento',
    updated: 'El evento se ha actualizado.',
    deleteTitle: '¿Desea eliminar este evento?',
    deleteDescription:
      '«{{name}}» y su lista de voluntarios se eliminarán para todos los miembros de la clase.',
    deleteFailed: 'No se ha podido eliminar el evento. Inténtelo de nuevo.',
    deleted: 'El evento se ha eliminado.',
  },
  helpers: {
    noneNeeded: 'No se necesitan voluntarios.',
    heading: 'Voluntarios: {{helpers}} de {{required}}',
    placesOpen_one: '{{count}} plaza libre',
    placesOpen_other: '{{count}} plazas libres',
    full: 'Completo',
    listLabel: 'Voluntarios de {{name}}',
    you: '{{name}} (usted)',
    thanks: '¡Gracias por ayudar en {{name}}!',
    registerFailed: 'No se ha podido completar su inscripción. Inténtelo de nuevo.',
    unregistered: 'Ya no participa como voluntario en {{name}}.',
    unregisterFailed: 'No se ha podido cancelar su inscripción. Inténtelo de nuevo.',
    helping: 'Usted participa como voluntario en este evento.',
    register: 'Inscribirse',
    unregister: 'Cancelar inscripción',
  },
  form: {
    name: 'Nombre',
    description: 'Descripción',
    date: 'Fecha',
    helpersRequired: 'Voluntarios necesarios',
    helpersHint: 'Las familias de la clase pueden inscribirse para ayudar, hasta este número.',
    dateAfter: 'La fecha debe ser posterior al {{date}}',
  },
  calendar: {
    add: 'Añadir al calendario',
    addLabel: 'Añadir al calendario: {{name}}',
    addFailed: 'No se pudo descargar el evento. Inténtalo de nuevo.',
  },
};
