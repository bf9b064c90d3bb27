/** A teacher's office hours in Settings and the away banner of a chat, in English (docs/decisions.md, "Office hours"). */
export const officeHours = {
  settings: {
    heading: 'Office hours',
    intro: 'Outside these hours messages still arrive, but alerts wait until your hours start, and parents see when you are back. Times are in your time zone, {{zone}}. With no hours, you are always available.',
    weekLegend: 'Weekly hours',
    noHours: 'No hours',
    startLabel: '{{day}}, start of hours {{number}}',
    endLabel: '{{day}}, end of hours {{number}}',
    removeRange: 'Remove {{day}} {{start}}–{{end}}',
    addRange: 'Add hours',
    addRangeTo: 'Add hours on {{day}}',
    daysOffLegend: 'Days off',
    daysOffHint: 'A single day or a holiday: both days are included.',
    firstDay: 'First day',
    lastDay: 'Last day',
    removeDaysOff: 'Remove days off {{first}} to {{last}}',
    addDaysOff: 'Add days off',
    save: 'Save office hours',
    saved: 'Office hours saved.',
    saveFailed: 'The office hours could not be saved. Try again.',
    loadFailed: 'The office hours could not be loaded.',
  },
  banner: {
    away: '{{name}} is away until {{when}}.',
    delivered: 'Your message will be delivered; they will be alerted when their hours start.',
    usualHours: 'Usual hours ({{zone}}):',
  },
};
