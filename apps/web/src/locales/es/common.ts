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
};
