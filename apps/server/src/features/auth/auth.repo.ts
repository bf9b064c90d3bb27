import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../infra/db/client.ts';
import { authTokens, emailTokens } from './auth.table.ts';

export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];

export async function insertAuthToken(executor: Executor, userId: number, keyHash: string): Promise<void> {
  await executor.insert(authTokens).values({ userId, keyHash });
}

/**
 * The token with that key hash, as a statement prepared once: every request that misses the
 * token cache runs it.
 */
export function prepareFindAuthToken(db: Database) {
  const statement = db
    .select({ id: authTokens.id, userId: authTokens.userId })
    .from(authTokens)
    .where(eq(authTokens.keyHash, sql.placeholder('keyHash')))
    .prepare('find_auth_token');
  return async (keyHash: string) => {
    const [token] = await statement.execute({ keyHash });
    return token;
  };
}

/** When the token was issued, that is when its session signed in. */
export async function findAuthTokenCreatedAt(executor: Executor, tokenId: number): Promise<Date | undefined> {
  const [token] = await executor.select({ createdAt: authTokens.createdAt }).from(authTokens).where(eq(authTokens.id, tokenId));
  return token?.createdAt;
}

/** The ids of the tokens deleted, so that their open sockets can be closed. */
export async function deleteAuthToken(executor: Executor, tokenId: number): Promise<number[]> {
  const deleted = await executor.delete(authTokens).where(eq(authTokens.id, tokenId)).returning({ id: authTokens.id });
  return deleted.map((token) => token.id);
}

/** Signs the user out everywhere, but for the token given (if any); answers the ids deleted. */
export async function deleteAuthTokensOfUser(executor: Executor, userId: number, keepTokenId?: number): Promise<number[]> {
  const deleted = await executor
    .delete(authTokens)
    .where(keepTokenId === undefined ? eq(authTokens.userId, userId) : and(eq(authTokens.userId, userId), ne(authTokens.id, keepTokenId)))
    .returning({ id: authTokens.id });
  return deleted.map((token) => token.id);
}

/** Those of the token ids that still exist. */
export async function findLiveAuthTokenIds(executor: Executor, tokenIds: number[]): Promise<number[]> {
  if (tokenIds.length === 0) return [];
  const live = await executor.select({ id: authTokens.id }).from(authTokens).where(inArray(authTokens.id, tokenIds));
  return live.map((token) => token.id);
}

/** The token with that hash and purpose, if it is neither used nor expired. */
function isLive(purpose: EmailTokenPurpose, tokenHash: string) {
  return and(
    eq(emailTokens.tokenHash, tokenHash),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, sql`now()`),
  );
}

export async function insertEmailToken(
  executor: Executor,
  token: { userId: number; purpose: EmailTokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await executor.insert(emailTokens).values(token);
}

/**
 * Marks a live token of that purpose used and answers its user, in one statement, so that two
 * clicks on the same link cannot both succeed.
 */
export async function redeemEmailToken(executor: Executor, purpose: EmailTokenPurpose, tokenHash: string) {
  const [token] = await executor
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      isLive(purpose, tokenHash),
    )
    .returning({ userId: emailTokens.userId });
  return token;
}

/** A live token of that purpose, without using it up. */
export async function findLiveEmailToken(executor: Executor, purpose: EmailTokenPurpose, tokenHash: string) {
  const [token] = await executor
    .select({ userId: emailTokens.userId })
    .from(emailTokens)
    .where(
      isLive(purpose, tokenHash),
    );
  return token;
}

/** A new reset link makes the older ones of that user worthless. */
export async function expireEmailTokensOfUser(executor: Executor, userId: number, purpose: EmailTokenPurpose): Promise<void> {
  await executor
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}
