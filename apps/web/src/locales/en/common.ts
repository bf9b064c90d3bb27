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
  pageTitle: '{{title}} · Homeroom',
  actions: {
    cancel: 'Cancel',
    delete: 'Delete',
    close: 'Close',
    tryAgain: 'Try again',
    report: 'Report',
    failed: 'Something went wrong. Please try again.',
  },
  errorPage: {
    title: 'Something went wrong · Homeroom',
    heading: 'Something went wrong',
    chunkFailed: 'This page could not be loaded. Check your connection, then reload the page.',
    crashed: 'An unexpected error stopped this page. Reloading usually helps.',
    reload: 'Reload',
    home: 'Go to the home page',
  },
  notFoundPage: {
    title: 'Page not found · Homeroom',
    heading: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    home: 'Back to the home page',
  },
  authGate: {
    loading: 'Loading Homeroom…',
  },
  password: {
    newPassword: 'New password',
    confirmation: 'New password confirmation',
  },
  picture: {
    uploadFailed: 'The picture could not be uploaded.',
    retry: 'Retry upload',
    uploading: 'Uploading picture',
    studentSaved: 'The picture of {{name}} is saved.',
    of: 'Picture of {{name}}',
    profile: 'Profile picture',
  },
  stickerCounts: {
    label: 'Sticker counts',
    star: 'Star',
    dinosaur: 'Dinosaur',
    cat: 'Cat',
    count: '{{type}} {{count}}',
    separator: ', ',
    summary: 'Stickers: {{summary}}.',
  },
  presence: {
    you: '(you)',
  },
  inviteCode: {
    copied: 'Copied',
    copy: 'Copy code',
    copiedToClipboard: 'Copied to clipboard',
    copyFailed: 'Copying is not allowed here: write the code down instead.',
  },
  titleContent: {
    title: 'Title',
    content: 'Content',
  },
  work: {
    video: 'Video handed in by {{name}}',
    download: 'Download the video',
    picture: 'Picture handed in by {{name}}',
    text: 'Text handed in by {{name}}',
    nothing: 'Nothing was handed in.',
  },
  editMenu: {
    label: 'Edit or delete {{title}}',
    edit: 'Edit',
  },
  reportToSchool: {
    moreActions: 'More actions for {{item}}',
  },
  lightbox: {
    caption: '{{title}}: picture {{current}} of {{total}}',
    counter: ': picture {{current}} of {{total}}',
    previous: 'Previous picture',
    next: 'Next picture',
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
  /** A teacher whose account is gone: their class stays with its families (docs/decisions.md, "Deleting an account"). */
  formerTeacher: 'Former teacher',
} as const;
