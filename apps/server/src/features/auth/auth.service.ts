import { hash as hashPassword, verify as verifyPassword, type Algorithm, type Options } from '@node-rs/argon2';
import { VALIDATION_MESSAGES } from '@homeroom/contract/validation';
import {
  AUTH_MESSAGES,
  type LoginBody,
  type PasswordChangeBody,
  type PasswordResetConfirmBody,
  type RegisterBody,
} from '@homeroom/contract/auth';
import type { Database } from '../../infra/db/client.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { Outbox } from '../../infra/mail/outbox.ts';
import type { Bus } from '../../infra/realtime/bus.ts';
import { announceRevokedTokens } from '../../infra/realtime/socket-guard.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { emailVerificationMail, passwordResetMail } from './auth.mail.ts';
import * as repo from './auth.repo.ts';
import { checkPasswordStrength, type PasswordOwner } from './password-rules.ts';
import { createTokenCache } from './token-cache.ts';
import { hashSecret, newSecret } from '../../infra/security/secrets.ts';

const PASSWORD_RESET_MINUTES = 60;
const EMAIL_VERIFICATION_DAYS = 7;
/**
 * argon2id with the package's defaults (19 MiB, 2 passes), the OWASP recommendation. The
 * package declares its algorithms as a const enum, which isolated modules cannot read: 2 is
 * argon2id.
 */
const HASH_OPTIONS: Options = { algorithm: 2 as Algorithm };
/** Token ids one re-check of open sockets looks up per query. */
const LIVE_TOKEN_IDS_PER_QUERY = 1000;

export type AuthService = ReturnType<typeof createAuthService>;

interface AuthDependencies {
  db: Database;
  accounts: AccountsService;
  outbox: Outbox;
  publicUrl: string;
  /** Revoked tokens are announced on it, so that their open sockets close on every instance. */
  bus: Bus;
  /** How recently a session must have signed in to change the password without the current one. */
  recentLoginMs: number;
}

/** Sign-up, sign-in, tokens and passwords. */
export function createAuthService({ db, accounts, outbox, publicUrl, bus, recentLoginMs }: AuthDependencies) {
  /** Hashed once, so that a login for an unknown address costs as much as one for a known one. */
  const unknownUserHash = hashPassword(newSecret(), HASH_OPTIONS);
  const findAuthToken = repo.prepareFindAuthToken(db);
  /** Each revoked token leaves it as its announcement reaches this instance, this one at once. */
  const tokenCache = createTokenCache({ bus });
  const lookUpToken = async (keyHash: string): Promise<Actor | null> => {
    const token = await findAuthToken(keyHash);
    return token ? { userId: token.userId, tokenId: token.id } : null;
  };

  function validateNewPassword(field: string, password: string, confirmation: string, confirmationField: string, owner: PasswordOwner) {
    if (password !== confirmation) {
      throw AppError.invalid({ [confirmationField]: [AUTH_MESSAGES.passwordFieldsDiffer] });
    }
    const problems = checkPasswordStrength(password, owner);
    if (problems.length > 0) throw AppError.invalid({ [field]: problems });
  }

  async function issueToken(userId: number): Promise<{ key: string }> {
    const key = newSecret();
    await repo.insertAuthToken(db, userId, hashSecret(key));
    return { key };
  }

  /** `mailedIn`: the account's language, or, before it has one, the language the request asked for. */
  async function sendVerificationMail(user: { id: number; email: string; firstName: string; language: string | null }, mailedIn: string | null) {
    const secret = newSecret();
    await repo.insertEmailToken(db, {
      userId: user.id,
      purpose: 'email_verification',
      tokenHash: hashSecret(secret),
      expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_DAYS * 24 * 3600 * 1000),
    });
    await outbox.enqueue(emailVerificationMail({ ...user, language: user.language ?? mailedIn }, `${publicUrl}/verify-email/${secret}`));
  }

  async function prepareResetMail(email: string, requestLanguage: string | null): Promise<void> {
    const user = await accounts.findUserByEmail(email);
    if (!user) return;
    const secret = newSecret();
    await db.transaction(async (tx) => {
      await repo.expireEmailTokensOfUser(tx, user.id, 'password_reset');
      await repo.insertEmailToken(tx, {
        userId: user.id,
        purpose: 'password_reset',
        tokenHash: hashSecret(secret),
        expiresAt: new Date(Date.now() + PASSWORD_RESET_MINUTES * 60 * 1000),
      });
    });
    const link = `${publicUrl}/resetPassword/confirm/${user.id}/${secret}`;
    // An account without a language yet reads it in the language of the device that asked.
    await outbox.enqueue(passwordResetMail({ ...user, language: user.language ?? requestLanguage }, link, PASSWORD_RESET_MINUTES));
  }

  return {
    /** Creates the account, signs it in and sends the address verification mail. */
    /** `requestLanguage`: the `Accept-Language` of the request; the new account has no language yet, so its first mail is in this one. */
    async register(body: RegisterBody, requestLanguage: string | null = null) {
      const owner = { email: body.email, firstName: body.first_name, lastName: body.last_name };
      validateNewPassword('password1', body.password1, body.password2, 'password2', owner);
      const user = await accounts.createUser({
        ...owner,
        passwordHash: await hashPassword(body.password1, HASH_OPTIONS),
      });
      if (!user) throw AppError.invalid({ email: [AUTH_MESSAGES.emailTaken] });
      await sendVerificationMail(user, requestLanguage);
      return issueToken(user.id);
    },

    async login(body: LoginBody) {
      const user = await accounts.findUserByEmail(body.email);
      const isValid = await verifyPassword(user?.passwordHash ?? (await unknownUserHash), body.password);
      if (!user || !isValid) throw AppError.invalidRequest(AUTH_MESSAGES.invalidCredentials);
      return issueToken(user.id);
    },

    /** Revokes the token the request came with. */
    async logout(actor: Actor) {
      await announceRevokedTokens(bus, await repo.deleteAuthToken(db, actor.tokenId));
      return { detail: AUTH_MESSAGES.loggedOut };
    },

    /** The actor behind a token key, or null for an unknown or revoked one. */
    async authenticate(key: string): Promise<Actor | null> {
      if (!/^[A-Za-z0-9]{40,128}$/.test(key)) return null;
      return tokenCache.authenticate(hashSecret(key), lookUpToken);
    },

    /** Those of the tokens that are not revoked: open sockets are checked against them now and then. */
    async findLiveTokenIds(tokenIds: number[]): Promise<Set<number>> {
      const live = new Set<number>();
      for (let start = 0; start < tokenIds.length; start += LIVE_TOKEN_IDS_PER_QUERY) {
        for (const id of await repo.findLiveAuthTokenIds(db, tokenIds.slice(start, start + LIVE_TOKEN_IDS_PER_QUERY))) live.add(id);
      }
      return live;
    },

    /**
     * Sets a new password and signs out every other device. The current password proves that
     * the owner is at the screen; a client that does not send it (as older ones do) is believed
     * only just after signing in, so that an unlocked screen left alone does not give the account away.
     */
    async changePassword(actor: Actor, body: PasswordChangeBody) {
      const user = await accounts.findUserById(actor.userId);
      if (!user) throw AppError.unauthenticated(VALIDATION_MESSAGES.invalidToken);
      if (body.old_password !== undefined) {
        if (!(await verifyPassword(user.passwordHash, body.old_password))) {
          throw AppError.invalid({ old_password: [AUTH_MESSAGES.oldPasswordIncorrect] });
        }
      } else {
        const signedInAt = await repo.findAuthTokenCreatedAt(db, actor.tokenId);
        if (!signedInAt || Date.now() - signedInAt.getTime() > recentLoginMs) {
          throw AppError.invalid({ old_password: [AUTH_MESSAGES.oldPasswordNeeded] });
        }
      }
      validateNewPassword('new_password1', body.new_password1, body.new_password2, 'new_password2', user);
      await accounts.setPasswordHash(user.id, await hashPassword(body.new_password1, HASH_OPTIONS));
      await announceRevokedTokens(bus, await repo.deleteAuthTokensOfUser(db, user.id, actor.tokenId));
      return { detail: AUTH_MESSAGES.passwordSaved };
    },

    /**
     * Mails a reset link when the address has an account; the answer never tells whether it has,
     * not even by how long it takes: it goes before the lookup, which the outbox runs afterwards.
     */
    async requestPasswordReset(email: string, requestLanguage: string | null = null) {
      outbox.compose(() => prepareResetMail(email, requestLanguage));
      return { detail: AUTH_MESSAGES.resetEmailSent };
    },

    /** Redeems a reset link once: new password, and every device signed out. */
    async confirmPasswordReset(body: PasswordResetConfirmBody) {
      const tokenHash = hashSecret(body.token);
      const live = await repo.findLiveEmailToken(db, 'password_reset', tokenHash);
      if (!live || String(live.userId) !== body.uid) throw AppError.invalid({ token: [AUTH_MESSAGES.resetLinkInvalid] });
      const user = await accounts.findUserById(live.userId);
      if (!user) throw AppError.invalid({ token: [AUTH_MESSAGES.resetLinkInvalid] });
      validateNewPassword('new_password1', body.new_password1, body.new_password2, 'new_password2', user);
      const passwordHash = await hashPassword(body.new_password1, HASH_OPTIONS);
      const redeemed = await repo.redeemEmailToken(db, 'password_reset', tokenHash);
      if (!redeemed) throw AppError.invalid({ token: [AUTH_MESSAGES.resetLinkInvalid] });
      await accounts.setPasswordHash(user.id, passwordHash);
      await announceRevokedTokens(bus, await repo.deleteAuthTokensOfUser(db, user.id));
      return { detail: AUTH_MESSAGES.passwordResetDone };
    },

    async verifyEmail(key: string) {
      const redeemed = await repo.redeemEmailToken(db, 'email_verification', hashSecret(key));
      if (!redeemed) throw AppError.invalid({ key: [AUTH_MESSAGES.verifyLinkInvalid] });
      await accounts.markEmailVerified(redeemed.userId);
      return { detail: AUTH_MESSAGES.emailVerified };
    },
  };
}
