/** Every table of every feature: the schema drizzle-kit generates migrations from. */
export * from '../../features/accounts/accounts.table.ts';
export * from '../../features/auth/auth.table.ts';
export * from '../mail/outbox.table.ts';
