import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes as 64 hex characters: letters and digits only, so it fits in a socket path. */
export function newSecret(): string {
  return randomBytes(32).toString('hex');
}

/** Secrets are stored only as this hash; a stolen table opens no account. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
