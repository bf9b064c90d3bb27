/** A class's announcements panel, in English (docs/product.md, "Pages and navigation"). */
export const announcements = {
  title: 'Announcements',
  create: 'New announcement',
  post: 'Post announcement',
  empty: 'There are no announcements yet.',
  editHeading: 'Edit announcement: {{title}}',
  save: 'Save announcement',
  updated: 'The announcement has been updated.',
  deleteTitle: 'Delete this announcement?',
  deleteDescription: '“{{title}}” will be removed for the teacher and every parent of the class.',
  deleteFailed: 'The announcement could not be deleted. Please try again.',
  deleted: 'The announcement has been deleted.',
} as const;
