import { z } from 'zod';
import { requiredEmail, requiredText, text, VALIDATION_MESSAGES } from './validation.ts';

/** Messages for the four authentication forms (docs/product.md, "Accounts and sign-in" and "Validation"). */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  firstNameRequired: 'First name is required',
  passwordConfirmationRequired: 'Password confirmation is required',
  passwordsMustMatch: 'Passwords must match',
  /** What the server answers when two password fields differ (kept for existing clients). */
  passwordFieldsDiffer: 'The two password fields didn’t match.',
  invalidCredentials: 'Unable to log in with provided credentials.',
  emailTaken: 'A user is already registered with this e-mail address.',
  resetEmailSent: 'Password reset e-mail has been sent.',
  passwordSaved: 'New password has been saved.',
  passwordChanged: 'Password changed successfully.',
  passwordResetDone: 'Password has been reset with the new password.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  verifyLinkInvalid: 'This verification link is invalid or has expired.',
  emailVerified: 'Your e-mail address is verified.',
  loggedOut: 'Successfully logged out.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  oldPasswordRequired: 'Current password is required',
  /** A change without the current password, from a session not signed in just now. */
  oldPasswordNeeded: 'Enter your current password to change it.',
  oldPasswordIncorrect: 'Your old password was entered incorrectly. Please enter it again.',
} as const;

/** A password as typed: never trimmed, so that spaces count, but required. */
function requiredPassword(message: string) {
  return text({ error: message }).min(1, message).max(128, 'Ensure this field has no more than 128 characters.');
}

/** POST dj-rest-auth/login/ */
export const LoginBodySchema = z.object({
  email: requiredEmail(AUTH_MESSAGES.emailRequired),
  password: text({ error: AUTH_MESSAGES.passwordRequired })
    .trim()
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(128, 'Ensure this field has no more than 128 characters.'),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** The answer of login and registration: the token. */
export const TokenDtoSchema = z.object({ key: z.string() });
export type TokenDto = z.infer<typeof TokenDtoSchema>;

/** POST dj-rest-auth/registration/. Equality of the passwords is checked by the server. */
export const RegisterBodySchema = z.object({
  email: requiredEmail(AUTH_MESSAGES.emailRequired),
  first_name: requiredText(AUTH_MESSAGES.firstNameRequired, 150),
  last_name: text().trim().max(150, 'Ensure this field has no more than 150 characters.').optional().default(''),
  password1: requiredPassword(AUTH_MESSAGES.passwordRequired),
  password2: requiredPassword(AUTH_MESSAGES.passwordConfirmationRequired),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** The registration form adds the check that the two passwords match. */
export const RegisterFormSchema = RegisterBodySchema.refine((form) => form.password1 === form.password2, {
  message: AUTH_MESSAGES.passwordsMustMatch,
  path: ['password2'],
});
export type RegisterForm = z.input<typeof RegisterFormSchema>;

/** POST dj-rest-auth/password/reset/ */
export const PasswordResetBodySchema = z.object({ email: requiredEmail(AUTH_MESSAGES.emailRequired) });
export type PasswordResetBody = z.infer<typeof PasswordResetBodySchema>;

/** A new password typed twice, as the change and the reset forms ask for it. */
const NewPasswordFieldsSchema = z.object({
  new_password1: requiredPassword(AUTH_MESSAGES.passwordRequired),
  new_password2: requiredPassword(AUTH_MESSAGES.passwordConfirmationRequired),
});

function passwordsMatch(form: { new_password1: string; new_password2: string }): boolean {
  return form.new_password1 === form.new_password2;
}

/**
 * POST dj-rest-auth/password/change/. Equality is checked by the server. The current password
 * may be left out only by a session signed in a few minutes ago (older clients send none).
 */
export const PasswordChangeBodySchema = NewPasswordFieldsSchema.extend({
  old_password: requiredPassword(AUTH_MESSAGES.oldPasswordRequired).optional(),
});
export type PasswordChangeBody = z.infer<typeof PasswordChangeBodySchema>;

/** The account's password form: the current password, and the new one twice. */
export const PasswordChangeFormSchema = NewPasswordFieldsSchema.extend({
  old_password: requiredPassword(AUTH_MESSAGES.oldPasswordRequired),
}).refine(passwordsMatch, { message: AUTH_MESSAGES.passwordsMustMatch, path: ['new_password2'] });
export type PasswordChangeForm = z.infer<typeof PasswordChangeFormSchema>;

/** The reset link's form: the new password twice. */
export const NewPasswordFormSchema = NewPasswordFieldsSchema.refine(passwordsMatch, {
  message: AUTH_MESSAGES.passwordsMustMatch,
  path: ['new_password2'],
});
export type NewPasswordForm = z.infer<typeof NewPasswordFormSchema>;

/** POST dj-rest-auth/password/reset/confirm/: the uid and token come from the e-mailed link. */
export const PasswordResetConfirmBodySchema = NewPasswordFieldsSchema.extend({
  uid: text({ error: VALIDATION_MESSAGES.fieldRequired }).min(1, VALIDATION_MESSAGES.fieldRequired).max(64),
  token: text({ error: VALIDATION_MESSAGES.fieldRequired }).min(1, VALIDATION_MESSAGES.fieldRequired).max(128),
});
export type PasswordResetConfirmBody = z.infer<typeof PasswordResetConfirmBodySchema>;

export const PasswordResetConfirmFormSchema = NewPasswordFormSchema;

/** POST dj-rest-auth/registration/verify-email/: the key comes from the e-mailed link. */
export const VerifyEmailBodySchema = z.object({
  key: text({ error: VALIDATION_MESSAGES.fieldRequired }).min(1, VALIDATION_MESSAGES.fieldRequired).max(128),
});
export type VerifyEmailBody = z.infer<typeof VerifyEmailBodySchema>;

/** The `{detail}` answer of calls that only confirm. */
export const DetailDtoSchema = z.object({ detail: z.string() });
export type DetailDto = z.infer<typeof DetailDtoSchema>;
