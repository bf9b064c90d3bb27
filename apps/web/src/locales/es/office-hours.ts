import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { officeHours as english } from '../en/office-hours.ts';

/** El horario de atención del docente en Ajustes y el aviso de ausencia de un chat, en español. */
export const officeHours: Translated<typeof english> = {
  settings: {
    heading: 'Horario de atención',
    intro: 'Fuera de este horario los mensajes siguen llegando, pero los avisos esperan a que empiece su horario y las familias ven cuándo vuelve. Las horas están en su zona horaria, {{zone}}. Sin horario, está siempre disponible.',
    weekLegend: 'Horario semanal',
    noHours: 'Sin horario',
    startLabel: '{{day}}, inicio del tramo {{number}}',
    endLabel: '{{day}}, fin del tramo {{number}}',
    removeRange: 'Quitar {{day}} {{start}}–{{end}}',
    addRange: 'Añadir tramo',
    addRangeTo: 'Añadir tramo el {{day}}',
    daysOffLegend: 'Días libres',
    daysOffHint: 'Un solo día o unas vacaciones: ambos días incluidos.',
    firstDay: 'Primer día',
    lastDay: 'Último día',
    removeDaysOff: 'Quitar días libres del {{first}} al {{last}}',
    addDaysOff: 'Añadir días libres',
    save: 'Guardar horario',
    saved: 'Horario de atención guardado.',
    saveFailed: 'No se ha podido guardar el horario. Inténtelo de nuevo.',
    loadFailed: 'No se ha podido cargar el horario de atención.',
  },
  banner: {
    away: '{{name}} está ausente hasta el {{when}}.',
    delivered: 'Su mensaje se entregará; recibirá el aviso cuando empiece su horario.',
    usualHours: 'Horario habitual ({{zone}}):',
  },
};
