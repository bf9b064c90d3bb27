import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { signups as english } from '../en/signups.ts';

export const signups: Translated<typeof english> = {
  panel: {
    title: 'Inscripciones',
    create: 'Nueva inscripción',
    loading: 'Cargando las inscripciones…',
    loadFailed: 'No se han podido cargar las inscripciones.',
    empty: 'Todavía no hay inscripciones.',
  },
  card: {
    cutoff: 'Abierta hasta el {{when}}',
    closed: 'Cerrada: las plazas ya no cambian.',
    slotsLabel: 'Turnos de {{title}}',
    delete: 'Eliminar la inscripción {{title}}',
    deleteConfirm: '¿Eliminar «{{title}}» y todas las plazas tomadas?',
  },
  slot: {
    taken: '{{taken}} de {{capacity}} plazas ocupadas',
    full: 'Completo',
    yours: 'Su plaza',
    take: 'Tomar una plaza',
    giveBack: 'Devolverla',
    takeNamed: 'Tomar una plaza: {{label}}',
    giveBackNamed: 'Devolver su plaza: {{label}}',
    failed: 'No ha funcionado. Vuelva a intentarlo.',
  },
  form: {
    title: 'Título',
    note: 'Nota para las familias',
    cutoff: 'Las familias pueden apuntarse hasta',
    slots: 'Turnos',
    slotLabel: 'Turno {{number}}',
    capacity: 'Plazas',
    startsAt: 'Empieza (opcional)',
    endsAt: 'Termina (opcional)',
    timeHint: 'Un turno con hora aparece en el calendario de la familia y recibe un recordatorio el día antes.',
    addSlot: 'Añadir un turno',
    removeSlot: 'Quitar el turno {{number}}',
    submit: 'Publicar la inscripción',
    created: 'La inscripción se ha publicado.',
  },
};
