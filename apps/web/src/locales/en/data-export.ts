/** The data export's buttons, in English (docs/decisions.md, "Data export"). */
export const dataExport = {
  failed: 'The download did not work. Please try again.',
  preparing: 'Preparing the download…',
  student: {
    heading: 'Everything about your child',
    download: 'Download everything about {{name}}',
    description: 'One zip file with a readable summary, every record Homeroom keeps about {{name}} and their photos, hand-ins and class stories.',
  },
  account: {
    tab: 'Your data',
    heading: 'Your data',
    download: 'Download my data',
    description: 'One zip file with your profile, settings, the messages and comments you wrote, your helper sign-ups and your profile picture.',
  },
} as const;
