import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { dataExport as english } from '../en/data-export.ts';

export const dataExport: Translated<typeof english> = {
  failed: 'La descarga no funcionó. Vuelve a intentarlo.',
  preparing: 'Preparando la descarga…',
  student: {
    heading: 'Todo sobre tu hijo',
    download: 'Descargar todo sobre {{name}}',
    description: 'Un archivo zip con un resumen legible, todos los registros que Homeroom guarda sobre {{name}} y sus fotos, entregas e historias de la clase.',
  },
  account: {
    tab: 'Tus datos',
    heading: 'Tus datos',
    download: 'Descargar mis datos',
    description: 'Un archivo zip con tu perfil, tus ajustes, los mensajes y comentarios que escribiste, tus inscripciones como ayudante y tu foto de perfil.',
  },
};
