import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { landing as english } from '../en/landing.ts';

export const landing: Translated<typeof english> = {
  home: {
    pageTitle: 'Homeroom · Docentes y familias trabajando juntos',
    badge: 'Gratuito para escuelas y familias',
    heading: 'Docentes y familias <1>trabajando juntos.</1>',
    intro:
      'Conectamos a docentes y familias con una aplicación gratuita para que la escuela y el hogar se comuniquen.',
    getStarted: 'Empezar',
    learnMore: 'Más información',
    audiencesHeading: 'Un solo lugar para toda la clase',
  },
  audiences: {
    teachersTitle: 'Para docentes',
    teachersDescription:
      'Comparta historias y anuncios, organice eventos con familias voluntarias, asigne tareas y otorgue pegatinas.',
    parentsTitle: 'Para familias',
    parentsDescription:
      'Vincule a su hijo o hija con un código de invitación, siga la clase, ayude en los eventos y escriba al docente.',
    studentsTitle: 'Para estudiantes',
    studentsDescription:
      'Entregan sus trabajos con el enlace que comparte el docente. Sin cuenta ni contraseña.',
  },
  preview: {
    initials: 'MR',
    teacher: 'Sra. Rivera · Clase 3B',
    postedStory: 'publicó una nueva historia',
    storyTitle: 'Nuestra visita al museo de ciencias',
    parentMessage: '¿Podría Sam traer mañana su libro de la biblioteca?',
    teacherReply: '¡Por supuesto, ya está en su mochila!',
    stickers: '3 pegatinas',
    event: 'Feria del viernes',
    call: 'Llamada',
    newMessages: '2 mensajes nuevos',
  },
  features: {
    pageTitle: 'Funciones · Homeroom',
    heading: 'Funciones',
    subtitle: 'La comunicación, más fácil',
    classroomTitle: 'Aula',
    classroomDescription:
      'Anuncios, historias y eventos, portafolios del alumnado y pegatinas como recompensa para que las familias sigan el progreso de sus hijos.',
    messagingTitle: 'Mensajería',
    messagingDescription: 'Mensajes directos y chats de grupo entre docentes y familias.',
    videoTitle: 'Videollamada',
    videoDescription: 'Llamadas en tiempo real integradas, cara a cara, sin otra aplicación.',
    notificationsTitle: 'Notificaciones',
    notificationsDescription:
      'Avisos de nuevas historias de clase, mensajes y llamadas perdidas, con ajustes personalizables.',
    ctaHeading: 'Reúna a su clase',
    ctaText: 'Cree una cuenta gratuita como docente o como familia en menos de un minuto.',
    ctaButton: 'Crear una cuenta',
  },
} as const;
