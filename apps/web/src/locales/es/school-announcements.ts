import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { schoolAnnouncements as english } from '../en/school-announcements.ts';

/** La página y el panel de los anuncios de la escuela, en español. */
export const schoolAnnouncements: Translated<typeof english> = {
  page: {
    title: '{{title}} · Homeroom',
    loading: 'Cargando los anuncios de la escuela…',
    notYourSchool: 'Esta no es su escuela',
    backHome: 'Volver al inicio',
    goToProfile: 'Ir a su perfil',
    home: 'Inicio',
    notFound: 'No se ha encontrado la escuela',
    notFoundText: 'Esta escuela no existe.',
  },
  panel: {
    title: 'Anuncios',
    create: 'Nuevo anuncio',
  },
  card: {
    editHeading: 'Editar anuncio: {{title}}',
    save: 'Guardar anuncio',
    deleteTitle: '¿Eliminar este anuncio de la escuela?',
    deleteDescription: '«{{title}}» {{consequence}}',
    deleteFailed: 'No se ha podido eliminar el anuncio. Vuelva a intentarlo.',
  },
};
