/** Absence notes: the family’s form, the teachers’ day and the school’s, in English (docs/product.md). */
export const absences = {
  panel: {
    title: 'Absences',
    today: 'Absent today',
    loading: 'Loading the absences…',
    loadFailed: 'The absences could not be loaded.',
    noneToday: 'Nobody is reported absent today.',
    privacy: 'Only the class’s teachers and the school’s leaders read your notes.',
    ofChild: 'Absences of {{name}}',
    noneForChild: 'No absence reported.',
  },
  form: {
    open: 'Report an absence',
    heading: 'Report an absence',
    child: 'Child',
    forChild: 'For {{name}}',
    firstDay: 'First day',
    lastDay: 'Last day',
    lastDayHint: 'Leave empty for one day.',
    reason: 'Reason',
    note: 'Note (optional)',
    noteHint: 'For the teachers only.',
    submit: 'Send to the teachers',
    sent: 'Sent. The teachers will see it today.',
    failed: 'The note could not be sent. Please try again.',
  },
  reasons: {
    ill: 'Ill',
    appointment: 'Appointment',
    family: 'Family reasons',
    other: 'Other',
  },
  item: {
    days: '{{from}} to {{to}}',
    acknowledge: 'Acknowledge',
    acknowledgeNamed: 'Acknowledge the absence of {{name}}',
    acknowledged: 'Seen by the teacher on {{when}}',
    acknowledgedBy: 'Seen by {{name}} on {{when}}',
    notAcknowledged: 'Not seen yet',
  },
  home: {
    title: 'Absent today',
  },
  school: {
    title: 'Absent today in the school',
  },
} as const;
