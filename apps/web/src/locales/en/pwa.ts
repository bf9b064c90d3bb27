/** The installable app's texts in English: the offline state and the offer of a new version. */
export const pwa = {
  offline: 'You are offline — showing what you saw last.',
  updateReady: 'A new version of Homeroom is ready.',
  reload: 'Reload',
  later: 'Later',
};
