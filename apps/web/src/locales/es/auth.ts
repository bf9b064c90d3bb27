import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { auth as english } from '../en/auth.ts';

export const auth: Translated<typeof english> = {
  fields: {
    email: 'Correo electrónico',
    firstName: 'Nombre',
    lastNameOptional: 'Apellido (opcional)',
    password: 'Contraseña',
    passwordConfirmation: 'Confirmación de la contraseña',
  },
  layout: {
    pageTitle: '{{title}} · Homeroom',
  },
  login: {
    title: 'Iniciar sesión',
    subtitle: '¡Hola de nuevo! Vea las novedades de sus clases.',
    footer: '¿Es nuevo en Homeroom? <1>Regístrese</1>',
    forgotPassword: '¿Olvidó su contraseña?',
    submit: 'INICIAR SESIÓN',
  },
  register: {
    title: 'Cree su cuenta',
    subtitle: 'Gratuita para docentes y familias. A continuación elegirá el tipo de cuenta.',
    footer: '¿Ya tiene una cuenta? <1>Inicie sesión</1>',
    submit: 'REGISTRARSE',
  },
  logout: {
    title: '¿Seguro que desea cerrar la sesión?',
    subtitle: 'Puede volver a iniciar sesión cuando quiera con su correo electrónico y su contraseña.',
    cancel: 'Cancelar',
    confirm: 'Confirmar',
  },
  resetPassword: {
    title: 'Restablecer la contraseña',
    subtitle:
      'Introduzca la dirección de correo de su cuenta y le enviaremos un enlace para elegir una nueva contraseña.',
    backToLogin: 'Volver al inicio de sesión',
    submit: 'ENVIAR',
    checkInboxTitle: 'Revise su bandeja de entrada',
    checkInboxText: 'Revise su correo y siga el enlace para restablecer la contraseña.',
    checkInboxHint:
      '¿No ha llegado nada en unos minutos? Mire en la carpeta de correo no deseado o vuelva a enviar el correo.',
    resend: 'REENVIAR CORREO',
    resent: 'Hemos vuelto a enviar el correo a {{email}}.',
  },
  resetConfirm: {
    title: 'Elija una nueva contraseña',
    subtitle: 'Escriba la nueva contraseña dos veces. A partir de ahora iniciará sesión con ella.',
    footer: '¿Ha caducado el enlace? <1>Solicite uno nuevo</1>',
    submit: 'GUARDAR CONTRASEÑA',
    doneTitle: 'Contraseña cambiada',
    logIn: 'Iniciar sesión',
  },
  verifyEmail: {
    verifyingTitle: 'Verificando su correo',
    verifying: 'Verificando su dirección de correo…',
    verifiedTitle: 'Correo verificado',
    notVerifiedTitle: 'Correo no verificado',
    goToProfile: 'Ir a su perfil',
  },
} as const;
