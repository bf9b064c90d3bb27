/** The login, registration, password and e-mail pages' texts in English. */
export const auth = {
  fields: {
    email: 'E-mail',
    firstName: 'First name',
    lastNameOptional: 'Last name (optional)',
    password: 'Password',
    passwordConfirmation: 'Password confirmation',
  },
  layout: {
    pageTitle: '{{title}} · Homeroom',
  },
  login: {
    title: 'Log in',
    subtitle: 'Welcome back! See what is new in your classes.',
    footer: 'New to Homeroom? <1>Sign Up</1>',
    forgotPassword: 'Forgot password',
    submit: 'LOGIN',
  },
  register: {
    title: 'Create your account',
    subtitle: 'Free for teachers and parents. You choose your account type next.',
    footer: 'Already have an account? <1>Log in</1>',
    submit: 'REGISTER',
  },
  logout: {
    title: 'Are you sure you want to Logout?',
    subtitle: 'You can log in again at any time with your e-mail and password.',
    cancel: 'Cancel',
    confirm: 'Confirm',
  },
  resetPassword: {
    title: 'Reset password',
    subtitle:
      'Enter the e-mail address of your account and we will send you a link to choose a new password.',
    backToLogin: 'Back to login',
    submit: 'SUBMIT',
    checkInboxTitle: 'Check your inbox',
    checkInboxText: 'Check your e-mail and follow the link to reset your password.',
    checkInboxHint: 'Nothing after a few minutes? Look in your spam folder, or send the e-mail again.',
    resend: 'RE-SEND EMAIL',
    resent: 'We sent the e-mail to {{email}} again.',
  },
  resetConfirm: {
    title: 'Choose a new password',
    subtitle: 'Type your new password twice. You will log in with it from now on.',
    footer: 'Link expired? <1>Ask for a new one</1>',
    submit: 'SAVE PASSWORD',
    doneTitle: 'Password changed',
    logIn: 'Log in',
  },
  verifyEmail: {
    verifyingTitle: 'Verifying your e-mail',
    verifying: 'Verifying your e-mail address…',
    verifiedTitle: 'E-mail verified',
    notVerifiedTitle: 'E-mail not verified',
    goToProfile: 'Go to your profile',
  },
} as const;
