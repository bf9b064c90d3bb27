import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { common as english } from '../en/common.ts';

export const common: Translated<typeof english> = {
  shell: {
    skipToContent: 'Ir al contenido',
    footer: 'Homeroom · gratuito y autoalojable · docentes y familias trabajando juntos',
    loading: 'Cargando…',
  },
  language: {
    label: 'Idioma',
  },
  navigation: {
    main: 'Principal',
    menu: 'Menú',
    openMenu: 'Abrir el menú',
    closeMenu: 'Cerrar el menú',
    home: 'Inicio',
    features: 'Funciones',
    register: 'Registrarse',
    logIn: 'Iniciar sesión',
    profile: 'Perfil',
    school: 'Escuela',
    chat: 'Chat',
    logOut: 'Cerrar sesión',
  },
  pageTitle: '{{title}} · Homeroom',
  actions: {
    cancel: 'Cancelar',
    delete: 'Eliminar',
    close: 'Cerrar',
    tryAgain: 'Reintentar',
    report: 'Denunciar',
    failed: 'Algo ha fallado. Vuelva a intentarlo.',
  },
  errorPage: {
    title: 'Algo ha fallado · Homeroom',
    heading: 'Algo ha fallado',
    chunkFailed: 'No se ha podido cargar esta página. Compruebe su conexión y vuelva a cargar la página.',
    crashed: 'Un error inesperado ha detenido esta página. Volver a cargarla suele solucionarlo.',
    reload: 'Volver a cargar',
    home: 'Ir a la página de inicio',
  },
  notFoundPage: {
    title: 'Página no encontrada · Homeroom',
    heading: 'Página no encontrada',
    text: 'La página que busca no existe o se ha trasladado.',
    home: 'Volver a la página de inicio',
  },
  authGate: {
    loading: 'Cargando Homeroom…',
  },
  password: {
    newPassword: 'Nueva contraseña',
    confirmation: 'Confirmación de la nueva contraseña',
  },
  picture: {
    uploadFailed: 'No se ha podido subir la foto.',
    retry: 'Reintentar la subida',
    uploading: 'Subiendo la foto',
    studentSaved: 'Se ha guardado la foto de {{name}}.',
    of: 'Foto de {{name}}',
    profile: 'Foto de perfil',
  },
  stickerCounts: {
    label: 'Recuento de pegatinas',
    star: 'Estrella',
    dinosaur: 'Dinosaurio',
    cat: 'Gato',
    count: '{{type}} {{count}}',
    separator: ', ',
    summary: 'Pegatinas: {{summary}}.',
  },
  presence: {
    you: '(usted)',
  },
  inviteCode: {
    copied: 'Copiado',
    copy: 'Copiar código',
    copiedToClipboard: 'Copiado al portapapeles',
    copyFailed: 'Aquí no se permite copiar: anote el código.',
  },
  titleContent: {
    title: 'Título',
    content: 'Contenido',
  },
  work: {
    video: 'Vídeo entregado por {{name}}',
    download: 'Descargar el vídeo',
    picture: 'Imagen entregada por {{name}}',
    text: 'Texto entregado por {{name}}',
    nothing: 'No se ha entregado nada.',
  },
  editMenu: {
    label: 'Editar o eliminar {{title}}',
    edit: 'Editar',
  },
  reportToSchool: {
    moreActions: 'Más acciones para {{item}}',
  },
  lightbox: {
    caption: '{{title}}: foto {{current}} de {{total}}',
    counter: ': foto {{current}} de {{total}}',
    previous: 'Foto anterior',
    next: 'Foto siguiente',
  },
  requestFailed: {
    offline: 'No se pudo conectar con el servidor. Compruebe su conexión e inténtelo de nuevo.',
    sessionEnded: 'Su sesión ha terminado. Vuelva a iniciar sesión.',
    forbidden: 'No tiene permiso para hacer esto.',
    notFound: 'No se ha encontrado.',
    tooLarge: 'El archivo es demasiado grande.',
    tooManyAttempts: 'Demasiados intentos. Espere unos minutos e inténtelo de nuevo.',
    serverError: 'Algo ha fallado por nuestra parte. Inténtelo de nuevo en un momento.',
    otherStatus: 'La solicitud ha fallado ({{status}}).',
    unknown: 'Algo ha fallado. Inténtelo de nuevo.',
  },
  /** A teacher whose account is gone: their class stays with its families (docs/decisions.md, "Deleting an account"). */
  formerTeacher: 'Antiguo profesor',
};
