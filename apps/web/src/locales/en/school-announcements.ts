/** The school announcements page and panel, in English (docs/decisions.md, "School announcements"). */
export const schoolAnnouncements = {
  page: {
    title: '{{title}} · Homeroom',
    loading: 'Loading the school announcements…',
    notYourSchool: 'This is not your school',
    backHome: 'Back to Home',
    goToProfile: 'Go to your profile',
    home: 'Home',
    notFound: 'School not found',
    notFoundText: 'This school does not exist.',
  },
  panel: {
    title: 'Announcements',
    create: 'New announcement',
  },
  card: {
    editHeading: 'Edit announcement: {{title}}',
    save: 'Save announcement',
    deleteTitle: 'Delete this school announcement?',
    deleteDescription: '“{{title}}” {{consequence}}',
    deleteFailed: 'The announcement could not be deleted. Please try again.',
  },
} as const;
