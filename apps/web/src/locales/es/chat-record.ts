import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { chatRecord as english } from '../en/chat-record.ts';

/** Ediciones, eliminaciones y quién escribe en un chat, en español. */
export const chatRecord: Translated<typeof english> = {
  actions: {
    menu: 'Acciones de su mensaje',
    edit: 'Editar',
    remove: 'Eliminar',
  },
  editor: {
    label: 'Edite su mensaje',
    hint: 'Intro guarda, Escape cancela.',
    save: 'Guardar',
    cancel: 'Cancelar',
    failed: 'No se ha podido guardar el mensaje.',
  },
  removal: {
    title: '¿Eliminar este mensaje?',
    text: 'Los demás verán «Mensaje eliminado» en su lugar. La escuela lo conserva en su registro.',
    confirm: 'Eliminar',
    failed: 'No se ha podido eliminar el mensaje.',
  },
  edited: {
    marker: 'editado',
    markerLabel: 'Editado a las {{time}}: mostrar las versiones anteriores',
    title: 'Versiones anteriores',
    loading: 'Cargando las versiones anteriores...',
    failed: 'No se han podido cargar las versiones anteriores.',
    none: 'No hay ninguna versión anterior.',
    current: 'Ahora',
    writtenAt: 'Escrito {{time}}',
  },
  typing: {
    one: '{{name}} está escribiendo...',
    two: '{{first}} y {{second}} están escribiendo...',
    many: 'Varias personas están escribiendo...',
  },
};
