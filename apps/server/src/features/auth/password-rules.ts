import { COMMON_PASSWORDS } from './common-passwords.ts';

const MIN_LENGTH = 8;
/** At or above this likeness a password is too close to the user's own details. */
const MAX_SIMILARITY = 0.7;

export interface PasswordOwner {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Likeness of two strings from the characters they share, ignoring order: 1 for anagrams,
 * 0 for strings with no character in common.
 */
export function characterSimilarity(a: string, b: string): number {
  if (a.length + b.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const char of b) counts.set(char, (counts.get(char) ?? 0) + 1);
  let shared = 0;
  for (const char of a) {
    const left = counts.get(char) ?? 0;
    if (left > 0) {
      shared += 1;
      counts.set(char, left - 1);
    }
  }
  return (2 * shared) / (a.length + b.length);
}

function isTooSimilar(password: string, value: string): boolean {
  const lowered = value.toLowerCase();
  if (!lowered) return false;
  // The whole value, the local part of an address, and each word of it.
  const parts = [lowered, lowered.split('@')[0] ?? '', ...lowered.split(/[^\p{L}\p{N}]+/u)].filter(
    (part) => part.length >= 3,
  );
  return parts.some((part) => characterSimilarity(password, part) >= MAX_SIMILARITY);
}

/**
 * The problems with a new password, in the words users know from most sites: long enough,
 * not all digits, not common, and not a variation of their e-mail or name. Empty when fine.
 */
export function checkPasswordStrength(password: string, owner: PasswordOwner): string[] {
  const problems: string[] = [];
  const lowered = password.toLowerCase();
  const likeness: [string, string][] = [
    [owner.email, 'email address'],
    [owner.firstName, 'first name'],
    [owner.lastName, 'last name'],
  ];
  const similarTo = likeness.find(([value]) => isTooSimilar(lowered, value));
  if (similarTo) problems.push(`The password is too similar to the ${similarTo[1]}.`);
  if (password.length < MIN_LENGTH) {
    problems.push(`This password is too short. It must contain at least ${MIN_LENGTH} characters.`);
  }
  if (COMMON_PASSWORDS.has(lowered.trim())) problems.push('This password is too common.');
  if (/^\d+$/.test(password)) problems.push('This password is entirely numeric.');
  return problems;
}
