import { newReadableCode } from '../../infra/security/readable-code.ts';

export const INVITE_CODE_LENGTH = 8;

/**
 * A fresh invite code: 31^8 (about 850 billion) possibilities, so that with the per-user limit
 * on attempts no code can be guessed.
 */
export function newInviteCode(): string {
  return newReadableCode(INVITE_CODE_LENGTH);
}
