import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { NOTIFICATION_KINDS, type NotificationChannel, type NotificationChannels, type NotificationKind } from '@homeroom/contract/notification-channels';
import { DEFAULT_TIME_ZONE, type SchoolRole } from '@homeroom/contract/accounts';
import type { Executor } from '../../infra/db/client.ts';
import { preparedPerExecutor } from '../../infra/db/prepared-per-executor.ts';
import { CHANNEL_COLUMNS, parents, teachers, users, userSettings } from './accounts.table.ts';

export type UserRow = typeof users.$inferSelect;
export type SettingsRow = typeof userSettings.$inferSelect;

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
}

/** Inserts a user and their settings; answers null when the e-mail is taken. */
export async function insertUserWithSettings(executor: Executor, newUser: NewUser): Promise<UserRow | null> {
  const [user] = await executor
    .insert(users)
    .values(newUser)
    .onConflictDoNothing()
    .returning();
  if (!user) return null;
  await executor.insert(userSettings).values({ userId: user.id });
  return user;
}

export async function findUserByEmail(executor: Executor, email: string): Promise<UserRow | undefined> {
  const [user] = await executor
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user;
}

/** Locks the user's row until the transaction ends, so that decisions about them do not race. */
export async function lockUser(executor: Executor, userId: number): Promise<void> {
  await executor.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function findUserById(executor: Executor, userId: number): Promise<UserRow | undefined> {
  const [user] = await executor.select().from(users).where(eq(users.id, userId));
  return user;
}

/** Which profile the user has: teacher (with their school) or parent. */
export async function findProfiles(executor: Executor, userId: number) {
  const [row] = await executor
    .select({ teacherId: teachers.id, schoolId: teachers.schoolId, schoolRole: teachers.schoolRole, parentId: parents.id })
    .from(users)
    .leftJoin(teachers, eq(teachers.userId, users.id))
    .leftJoin(parents, eq(parents.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

export async function updateTeacherSchool(executor: Executor, teacherId: number, schoolId: number, schoolRole: SchoolRole): Promise<void> {
  await executor.update(teachers).set({ schoolId, schoolRole }).where(eq(teachers.id, teacherId));
}

const userAccountStatement = preparedPerExecutor((executor) =>
  executor
    .select({
      user: users,
      settings: userSettings,
      teacherId: teachers.id,
      schoolId: teachers.schoolId,
      schoolRole: teachers.schoolRole,
      parentId: parents.id,
    })
    .from(users)
    .innerJoin(userSettings, eq(userSettings.userId, users.id))
    .leftJoin(teachers, eq(teachers.userId, users.id))
    .leftJoin(parents, eq(parents.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('find_user_account'),
);

/** The user with their settings and which profiles they have, in one query. */
export async function findUserAccount(executor: Executor, userId: number) {
  const [row] = await userAccountStatement(executor).execute({ userId });
  return row;
}

export async function updateUser(
  executor: Executor,
  userId: number,
  changes: Partial<Pick<UserRow, 'passwordHash' | 'emailVerified' | 'profilePicture' | 'language' | 'timeZone'>>,
): Promise<void> {
  await executor.update(users).set(changes).where(eq(users.id, userId));
}

export async function updateSettings(
  executor: Executor,
  userId: number,
  changes: Partial<Omit<SettingsRow, 'id' | 'userId'>>,
): Promise<SettingsRow | undefined> {
  const definedChanges = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (Object.keys(definedChanges).length === 0) {
    const [settings] = await executor.select().from(userSettings).where(eq(userSettings.userId, userId));
    return settings;
  }
  const [settings] = await executor.update(userSettings).set(definedChanges).where(eq(userSettings.userId, userId)).returning();
  return settings;
}

export async function insertTeacher(executor: Executor, userId: number) {
  const [teacher] = await executor.insert(teachers).values({ userId }).returning();
  return teacher;
}

export async function insertParent(executor: Executor, userId: number) {
  const [parent] = await executor.insert(parents).values({ userId }).returning();
  return parent;
}

/** The user's settings row, locked until the transaction ends (a change reads what it changes). */
export async function findSettingsForUpdate(executor: Executor, userId: number): Promise<SettingsRow | undefined> {
  const [settings] = await executor.select().from(userSettings).where(eq(userSettings.userId, userId)).for('update');
  return settings;
}

const deliveryProfilesStatement = preparedPerExecutor((executor) =>
  executor
    .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language, timeZone: users.timeZone, settings: userSettings })
    .from(users)
    .innerJoin(userSettings, eq(userSettings.userId, users.id))
    .where(sql`${users.id} = ANY(${sql.placeholder('userIds')}::integer[])`)
    .prepare('list_delivery_profiles'),
);

/** Of these users, their address, language, channels, digest hour and time zone, in one query. */
export async function listDeliveryProfiles(executor: Executor, userIds: number[]) {
  if (userIds.length === 0) return [];
  const rows = await deliveryProfilesStatement(executor).execute({ userIds: [...new Set(userIds)] });
  return rows.map(({ settings, timeZone, ...row }) => {
    const channels = {} as NotificationChannels;
    for (const kind of NOTIFICATION_KINDS) channels[kind] = settings[CHANNEL_COLUMNS[kind]];
    return { ...row, timeZone: timeZone ?? DEFAULT_TIME_ZONE, digestHour: settings.digestHour, channels };
  });
}

export type DeliveryProfile = Awaited<ReturnType<typeof listDeliveryProfiles>>[number];

/** `candidates` (a query of `user_id`s) with only the users who chose `channel` for at least one kind. */
export function withChannelChosenQuery(candidates: SQL, channel: NotificationChannel): SQL {
  const columns = sql.join(NOTIFICATION_KINDS.map((kind) => sql`${userSettings[CHANNEL_COLUMNS[kind]]}`), sql`, `);
  return sql`SELECT chosen.user_id FROM (${candidates}) AS chosen
    JOIN ${userSettings} ON ${userSettings.userId} = chosen.user_id WHERE ${channel} IN (${columns})`;
}

/** `recipients` (a query of `user_id`s, with any columns besides) without the users who turned the kind off. */
export function withoutChannelOffQuery(recipients: SQL, kind: NotificationKind): SQL {
  const column = userSettings[CHANNEL_COLUMNS[kind]];
  return sql`SELECT chosen.* FROM (${recipients}) AS chosen
    JOIN ${userSettings} ON ${userSettings.userId} = chosen.user_id WHERE ${column} <> 'off'`;
}

/** The people a mail goes to, with the language each reads it in, in one query. */
export function listMailRecipients(executor: Executor, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return executor
    .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(inArray(users.id, userIds));
}

/** The language of each address that has an account (by lower-cased address), in one query: invitations go out in it. */
export async function listLanguagesOfEmails(executor: Executor, emails: string[]): Promise<Map<string, string | null>> {
  if (emails.length === 0) return new Map();
  const rows = await executor
    .select({ email: sql<string>`lower(${users.email})`, language: users.language })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, [...new Set(emails.map((email) => email.toLowerCase()))]));
  return new Map(rows.map((row) => [row.email, row.language]));
}

/** Each of these users' time zone, in one query; a user who has none reads the default. */
export async function listTimeZones(executor: Executor, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await executor.select({ id: users.id, timeZone: users.timeZone }).from(users).where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, row.timeZone ?? DEFAULT_TIME_ZONE]));
}

/** Of these users, those who hide their read status. */
export async function listUsersHidingReadStatus(executor: Executor, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await executor
    .select({ userId: userSettings.userId })
    .from(userSettings)
    .where(and(inArray(userSettings.userId, [...new Set(userIds)]), eq(userSettings.hideReadStatus, true)));
  return rows.map((row) => row.userId);
}
