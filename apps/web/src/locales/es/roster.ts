import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { roster as english } from '../en/roster.ts';

export const roster: Translated<typeof english> = {
  page: {
    title: 'Importar una lista de alumnos',
    pageTitle: 'Importar una lista de alumnos · Homeroom',
    loading: 'Cargando sus clases…',
    loadErrorHeading: 'No se pudieron cargar sus clases',
    notForYouTitle: 'Solo los docentes importan listas de alumnos',
    goHome: 'Ir al inicio',
    notForYouText: 'La lista de una clase la importa su docente o un responsable de su escuela.',
    backToClasses: 'Sus clases',
    noClassTitle: 'No tiene ninguna clase a la que importar',
    createClass: 'Crear una clase',
    noClassText:
      'Una lista añade alumnos a sus clases o, si usted es responsable de la escuela, a cualquier clase de la escuela. Primero cree una clase.',
    readFailed: 'No se pudo leer el archivo. Inténtelo de nuevo.',
    importFailed: 'No se pudo importar la lista. Inténtelo de nuevo.',
    intro:
      'Añada muchos alumnos a la vez desde una hoja de cálculo, con hasta cuatro correos de tutores cada uno. Cada tutor recibe una invitación que lo vincula con su hijo cuando se registra o inicia sesión.',
  },
  template: {
    heading: '1. Rellene la plantilla',
    text: 'Una línea por niño, debajo del encabezado <1>{{columns}}</1>. Indique la clase en la primera columna o déjela vacía para usar la clase elegida abajo. Hasta {{max}} niños por archivo. Si importa de nuevo el mismo archivo, nadie se añade dos veces.',
    download: 'Descargar la plantilla',
    downloadFailed: 'No se pudo descargar la plantilla. Inténtelo de nuevo.',
  },
  upload: {
    heading: '2. Súbala',
    classLabel: 'Clase para las líneas que no indican ninguna',
    classHint: 'Las líneas que indican su clase van a esa clase.',
    noClass: 'Ninguna: cada línea indica su clase',
    classOption: '{{name}} ({{teacher}})',
    chooseFile: 'Elegir un archivo CSV',
    chooseAnother: 'Elegir otro archivo',
  },
  result: {
    openClass: 'Abrir {{name}}',
    created_one: '{{count, number}} alumno nuevo añadido',
    created_other: '{{count, number}} alumnos nuevos añadidos',
    existing: '{{number}} ya estaban en su clase',
    invitations_one: '{{count, number}} invitación enviada a los tutores',
    invitations_other: '{{count, number}} invitaciones enviadas a los tutores',
  },
  confirm: {
    importButton: 'Importar la lista',
    title: '¿Importar la lista?',
    cancel: 'Cancelar',
    import: 'Importar',
    newStudents_one: 'Se añade {{count, number}} alumno nuevo',
    newStudents_other: 'Se añaden {{count, number}} alumnos nuevos',
    summary_one: '{{students}} y se envía {{count, number}} invitación por correo a los tutores.',
    summary_other: '{{students}} y se envían {{count, number}} invitaciones por correo a los tutores.',
  },
  preview: {
    heading: 'Vista previa',
    lines: 'Líneas',
    newStudents: 'Alumnos nuevos',
    alreadyInClass: 'Ya en la clase',
    invitations: 'Invitaciones por enviar',
    problems_one:
      '{{count, number}} línea tiene problemas. Corríjalos en el archivo y súbalo de nuevo: no se importa nada hasta que todas las líneas sean correctas.',
    problems_other:
      '{{count, number}} líneas tienen problemas. Corríjalos en el archivo y súbalo de nuevo: no se importa nada hasta que todas las líneas sean correctas.',
    ready:
      'Todas las líneas están listas. Todavía no se ha guardado nada: importe para añadir a los alumnos.',
    onlyProblems: 'Mostrar solo las líneas con problemas',
    linesLabel: 'Líneas del archivo',
    line: 'Línea {{number}}',
    noName: '(sin nombre)',
    noClassName: '(sin clase)',
    newStudent: 'Alumno nuevo',
    guardianInvite: 'recibirá una invitación',
    guardianAlready: 'ya es tutor',
    guardianInvited: 'ya invitado',
  },
};
