/**
 * The app shell's texts in English, the source every other language translates (docs/decisions.md,
 * "Languages"). Each feature keeps its own namespace beside this one (`locales/<language>/<feature>.ts`).
 */
export const common = {
  shell: {
    skipToContent: 'Skip to content',
    footer: 'Homeroom · free and self-hostable · teachers and parents working together',
    loading: 'Loading…',
  },
  language: {
    label: 'Language',
  },
  navigation: {
    main: 'Main',
    menu: 'Menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    home: 'Home',
    features: 'Features',
    register: 'Register',
    logIn: 'Log in',
    profile: 'Profile',
    school: 'School',
    chat: 'Chat',
    logOut: 'Log out',
  },
  requestFailed: {
    offline: 'Could not reach the server. Check your connection and try again.',
    sessionEnded: 'Your session has ended. Please log in again.',
    forbidden: 'You do not have permission to do this.',
    notFound: 'This could not be found.',
    tooLarge: 'The file is too large.',
    tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
    serverError: 'Something went wrong on our side. Please try again in a moment.',
    otherStatus: 'The request failed ({{status}}).',
    unknown: 'Something went wrong. Please try again.',
  },
} as const;
