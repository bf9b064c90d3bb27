import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { push as english } from '../en/push.ts';

export const push: Translated<typeof english> = {
  heading: 'Notificaciones en este dispositivo',
  intro: 'Recibe las novedades de la clase, los mensajes y las llamadas en este teléfono u ordenador, incluso con Homeroom cerrado.',
  state: {
    checking: 'Comprobando este navegador…',
    unsupported: 'Este navegador no puede recibir notificaciones de Homeroom. En un iPhone o iPad, añade primero Homeroom a la pantalla de inicio.',
    blocked: 'Las notificaciones de Homeroom están bloqueadas en este navegador. Permítelas en la configuración del sitio del navegador y vuelve aquí.',
    off: 'Las notificaciones están desactivadas en este dispositivo.',
    on: 'Las notificaciones están activadas en este dispositivo.',
  },
  turnOn: 'Activar',
  turnOff: 'Desactivar en este dispositivo',
  turnedOn: 'Las notificaciones están activadas en este dispositivo.',
  turnedOff: 'Las notificaciones están desactivadas en este dispositivo.',
  turnOnFailed: 'No se pudieron activar las notificaciones. Inténtalo de nuevo.',
  devicesHeading: 'Tus dispositivos',
  loading: 'Cargando tus dispositivos…',
  loadFailed: 'No se pudieron cargar tus dispositivos.',
  noDevices: 'Ningún dispositivo recibe todavía tus notificaciones.',
  thisDevice: 'Este dispositivo',
  device: '{{browser}} en {{os}}',
  unknownDevice: 'Un navegador',
  added: 'Añadido el {{date}}',
  remove: 'Quitar',
  removeLabel: 'Quitar {{device}}',
  removed: 'El dispositivo ya no recibe notificaciones.',
  removeFailed: 'No se pudo quitar el dispositivo. Inténtalo de nuevo.',
};
