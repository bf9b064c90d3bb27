import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { privacy as english } from '../en/privacy.ts';

export const privacy: Translated<typeof english> = {
  page: {
    pageTitle: 'Privacidad · Homeroom',
    eyebrow: 'Privacidad',
    title: 'Cómo cuida Homeroom tus datos',
    intro: 'Homeroom funciona en el servidor de tu propia escuela. No se vende nada, no se muestra nada a anunciantes y nada sale del servidor salvo los correos que te envía.',
    loading: 'Cargando la política de conservación…',
    loadFailed: 'No se pudo cargar la política de conservación',
  },
  stores: {
    title: 'Qué guarda Homeroom',
    accounts: 'Tu cuenta: nombre, correo electrónico, contraseña (solo como hash), idioma, zona horaria, foto de perfil y ajustes.',
    children: 'Cada niño: nombre, foto, clase, tutores, pegatinas, tareas con el trabajo entregado, notas y comentarios.',
    classes: 'El contenido de las clases: historias con sus fotos y vídeos, avisos, eventos y quién ayuda, comentarios.',
    messages: 'Chats y llamadas: los mensajes que envías (las llamadas nunca se graban) y las notificaciones.',
  },
  why: {
    title: 'Por qué',
    text: 'Solo para que docentes y familias trabajen juntos: mostrar a cada persona sus clases, contarle las novedades y permitirle hablar. Homeroom no les da ningún otro uso.',
  },
  who: {
    title: 'Quién los ve',
    teachers: 'Los docentes de una clase ven la clase, sus niños y su trabajo.',
    guardians: 'Los tutores de un niño ven la foto, las pegatinas y el trabajo de su propio hijo; los demás padres de la clase solo ven su nombre.',
    leaders: 'Los directivos de la escuela ven sus clases y pueden abrir el portafolio de un niño. Cada consulta queda registrada y los tutores del niño ven el registro en su página.',
    chats: 'Un chat solo lo leen sus miembros.',
  },
  kept: {
    title: 'Cuánto tiempo se guardan',
    archivedClasses: 'Una clase cuyo curso escolar terminó se guarda {{duration}} y después se elimina con su contenido, fotos y vídeos. Sus docentes reciben un aviso por correo {{warning}} antes.',
    chatForever: 'Los mensajes se guardan mientras exista su chat.',
    chatMessages: 'Los mensajes se eliminan {{duration}} después de enviarse.',
    notifications: 'Las notificaciones se eliminan {{duration}} después de su último cambio.',
    accessLog: 'El registro de quién consultó el expediente de un niño se guarda mientras exista el expediente.',
  },
  rights: {
    title: 'Exportar o eliminar tus datos',
    text: 'En tu perfil puedes descargar todo lo que Homeroom guarda sobre ti y tus hijos, y eliminar tu cuenta. El docente de un niño puede eliminar su expediente con todos sus archivos.',
    action: 'Ir a mi perfil',
  },
  footerLink: 'Privacidad',
  registerNote: 'Lee cómo cuida Homeroom tus datos: <1>Privacidad</1>.',
  accessLog: {
    title: 'Quién más lo consultó',
    intro: 'Además de ti y de los docentes de la clase, estas personas abrieron el expediente de {{name}}.',
    loading: 'Cargando el registro de consultas…',
    loadFailed: 'No se pudo cargar el registro de consultas.',
    empty: 'Nadie más ha abierto el expediente de {{name}}.',
    entry: '{{reader}} ({{role}}) abrió {{what}} el {{when}}',
    roles: { school_leader: 'directivo de la escuela', staff: 'personal de la escuela' },
    what: { portfolio: 'el portafolio', hand_ins: 'las entregas', export: 'la exportación' },
  },
};
