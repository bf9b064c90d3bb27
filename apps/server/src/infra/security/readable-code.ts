import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another: no 0/O, 1/I/L. */
export const READABLE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * A random code people can read aloud and type: each character is one of 31, drawn with a
 * cryptographic generator, so a code of n characters is one of 31^n.
 */
export function newReadableCode(length: number): string {
  let code = '';
  for (let index = 0; index < length; index += 1) {
    code += READABLE_CODE_ALPHABET[randomInt(READABLE_CODE_ALPHABET.length)];
  }
  return code;
}
