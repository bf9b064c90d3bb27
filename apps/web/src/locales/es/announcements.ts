import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { announcements as english } from '../en/announcements.ts';

export const announcements: Translated<typeof english> = {
  title: 'Anuncios',
  create: 'Nuevo anuncio',
  post: 'Publicar anuncio',
  empty: 'Todavía no hay anuncios.',
  editHeading: 'Editar anuncio: {{title}}',
  save: 'Guardar anuncio',
  updated: 'El anuncio se ha actualizado.',
  deleteTitle: '¿Desea eliminar este anuncio?',
  deleteDescription: '«{{title}}» se eliminará para el docente y para todas las familias de la clase.',
  deleteFailed: 'No se ha podido eliminar el anuncio. Inténtelo de nuevo.',
  deleted: 'El anuncio se ha eliminado.',
};
