import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { accounts as english } from '../en/accounts.ts';

export const accounts: Translated<typeof english> = {
  profile: {
    pageTitle: 'Perfil · Homeroom',
    loading: 'Cargando su perfil…',
    heading: 'Perfil',
    loadFailed: 'No se pudo cargar su perfil.',
    tryAgain: 'Reintentar',
    yourProfile: 'Su perfil',
    newAccount: 'Cuenta nueva',
    sections: 'Secciones del perfil',
    tabDetails: 'Datos del usuario',
    tabPassword: 'Cambiar la contraseña',
    tabSettings: 'Ajustes',
  },
  accountType: {
    teacher: 'Docente',
    parent: 'Familia',
  },
  picker: {
    heading: 'Seleccione el tipo de cuenta',
    welcome: '¡Le damos la bienvenida, {{name}}! Díganos cómo usará Homeroom. Solo se elige una vez.',
    teacherDescription: 'Gestione sus clases: historias, eventos, tareas y mensajes a las familias.',
    parentDescription: 'Vincule a sus hijos con su código de invitación y siga su clase.',
    chooseFirst: 'Elija primero Docente o Familia.',
    saveFailed: 'No se pudo guardar el tipo de cuenta. Inténtelo de nuevo.',
    submit: 'Enviar',
  },
  details: {
    pictureHeading: 'Foto de perfil',
    pictureHint:
      'JPEG, PNG, WebP o GIF, de {{megabytes}} MB como máximo. Las familias y los docentes de sus clases la ven junto a sus mensajes.',
    changePicture: 'Cambiar la foto de perfil',
    accountHeading: 'Cuenta',
    name: 'Nombre',
    email: 'Correo electrónico',
    verified: 'verificado',
    notVerified: 'no verificado',
    verifyHint: 'Siga el enlace del correo que le enviamos al registrarse.',
    accountType: 'Tipo de cuenta',
  },
  password: {
    heading: 'Cambiar la contraseña',
    intro: 'Escriba su contraseña actual y, después, elija una nueva y escríbala dos veces.',
    current: 'Contraseña actual',
    submit: 'Cambiar la contraseña',
  },
  deleteAccount: {
    heading: 'Eliminar mi cuenta',
    intro: 'Su perfil, su foto, sus ajustes y sus vínculos con niños se eliminan para siempre. Los mensajes que envió quedan en sus chats como «El usuario ha salido del grupo»; las clases que imparte pasan a un coprofesor o quedan con sus familias bajo un antiguo profesor.',
    open: 'Eliminar mi cuenta',
    title: '¿Eliminar su cuenta?',
    warning: 'No se puede deshacer. Se cerrará su sesión de inmediato y se le avisará por correo electrónico.',
    email: 'Escriba su dirección de correo electrónico para confirmar',
    confirm: 'Eliminar para siempre',
    cancel: 'Cancelar',
  },
} as const;
