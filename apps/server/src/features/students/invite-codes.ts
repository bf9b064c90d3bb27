import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another: no 0/O, 1/I/L. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;

/**
 * A fresh invite code: 31^8 (about 850 billion) possibilities, drawn with a cryptographic
 * generator, so that with the per-user limit on attempts no code can be guessed.
 */
export function newInviteCode(): string {
  let code = '';
  for (let index = 0; index < INVITE_CODE_LENGTH; index += 1) {
    code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  }
  return code;
}
