/**
 * The secret of a guardian invitation opened before signing in, kept in this tab through login
 * or registration so that it is accepted afterwards (docs/product.md, "Several guardians").
 */
const STORAGE_KEY = 'homeroom:guardian-invitation';

export function keepGuardianInvitation(token: string): void {
  sessionStorage.setItem(STORAGE_KEY, token);
}

export function pendingGuardianInvitation(): string | null {
  return sessionStorage.getItem(STORAGE_KEY);
}

export function forgetGuardianInvitation(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}

/** Where a signed-in user goes from login or registration: the waiting invitation, else Home. */
export function pathAfterSignIn(): string {
  const token = pendingGuardianInvitation();
  return token ? `/guardian-invitation/${token}` : '/home';
}
