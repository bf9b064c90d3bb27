import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { stories as english } from '../en/stories.ts';

export const stories: Translated<typeof english> = {
  panel: {
    title: 'Historias',
    create: 'Nueva historia',
    empty: 'Todavía no hay historias.',
    publish: 'Publicar historia',
    addAgain: 'Vuelva a añadirlas con «Añadir imágenes» en la historia.',
  },
  card: {
    editHeading: 'Editar historia: {{title}}',
    save: 'Guardar historia',
    updated: 'La historia se ha actualizado.',
    deleteTitle: '¿Eliminar esta historia?',
    deleteDescription:
      '«{{title}}» se eliminará con sus imágenes y comentarios para todos los miembros de la clase.',
    deleteFailed: 'No se ha podido eliminar la historia. Inténtelo de nuevo.',
    deleted: 'La historia se ha eliminado.',
    reportName: 'la historia {{title}}',
  },
  pictures: {
    legend: 'Imágenes',
    chosen: 'Imágenes elegidas',
    add: 'Añadir imágenes',
    addMore: 'Añadir más imágenes',
    formats: 'JPEG, PNG, WebP o GIF, hasta 10 MB cada una.',
    remove: 'Quitar {{name}}',
    problem: '{{name}}: {{problem}}',
    uploadFailed: 'No se ha podido subir.',
    uploading: 'Subiendo la imagen',
    uploadingOf: 'Subiendo la imagen {{current}} de {{total}}',
    added_one: 'Se ha añadido la imagen.',
    added_other: 'Se han añadido {{count}} imágenes.',
    retry_one: 'Reintentar la subida',
    retry_other: 'Reintentar {{count}} subidas',
    listLabel: 'Imágenes de {{title}}',
    view: 'Ver la imagen {{index}} de {{total}} a tamaño completo',
    alt: 'Imagen {{index}} de la historia {{title}}',
  },
  comments: {
    heading: 'Comentarios',
    loading: 'Cargando comentarios…',
    loadFailed: 'No se han podido cargar los comentarios.',
    tryAgain: 'Intentar de nuevo',
    empty: 'Todavía no hay comentarios.',
    listLabel: 'Comentarios sobre {{title}}',
    formerMember: 'Un antiguo miembro',
    reportName: 'el comentario de {{name}}',
    add: 'Añadir un comentario',
    post: 'Publicar comentario',
  },
};
