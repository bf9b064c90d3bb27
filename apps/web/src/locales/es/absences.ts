import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { absences as english } from '../en/absences.ts';

export const absences: Translated<typeof english> = {
  panel: {
    title: 'Ausencias',
    today: 'Ausentes hoy',
    loading: 'Cargando las ausencias…',
    loadFailed: 'No se han podido cargar las ausencias.',
    noneToday: 'Hoy no hay ausencias avisadas.',
    privacy: 'Solo el profesorado de la clase y la dirección del centro leen sus avisos.',
    ofChild: 'Ausencias de {{name}}',
    noneForChild: 'Ninguna ausencia avisada.',
  },
  form: {
    open: 'Avisar de una ausencia',
    heading: 'Avisar de una ausencia',
    child: 'Niño o niña',
    forChild: 'Para {{name}}',
    firstDay: 'Primer día',
    lastDay: 'Último día',
    lastDayHint: 'Déjelo vacío si es un solo día.',
    reason: 'Motivo',
    note: 'Nota (opcional)',
    noteHint: 'Solo para el profesorado.',
    submit: 'Enviar al profesorado',
    sent: 'Enviado. El profesorado lo verá hoy.',
    failed: 'No se ha podido enviar el aviso. Vuelva a intentarlo.',
  },
  reasons: {
    ill: 'Enfermedad',
    appointment: 'Cita',
    family: 'Motivos familiares',
    other: 'Otro',
  },
  item: {
    days: 'Del {{from}} al {{to}}',
    acknowledge: 'Confirmar',
    acknowledgeNamed: 'Confirmar la ausencia de {{name}}',
    acknowledged: 'Visto por el profesorado el {{when}}',
    acknowledgedBy: 'Visto por {{name}} el {{when}}',
    notAcknowledged: 'Aún no visto',
  },
  home: {
    title: 'Ausentes hoy',
  },
  school: {
    title: 'Ausentes hoy en el centro',
  },
};
