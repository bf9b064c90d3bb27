import type { EmailSettingName, LanguageDto, LanguageUpdateBody, TimeZoneDto, TimeZoneUpdateBody, ParentDto, SchoolRole, SettingsDto, SettingsUpdateBody, TeacherDto, UserDto, UserSummaryDto } from '@homeroom/contract/accounts';
import { VALIDATION_MESSAGES } from '@homeroom/contract/validation';
import { SCHOOL_MESSAGES } from '@homeroom/contract/school-fields';
import { ACCOUNT_MESSAGES } from '@homeroom/contract/accounts';
import {
  NOTIFICATION_KINDS,
  channelFromBoolean,
  isEmailChannel,
  type NotificationChannel,
  type NotificationChannels,
  type NotificationKind,
} from '@homeroom/contract/notification-channels';
import type { SQL } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../infra/db/client.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { MediaStorage } from '../../infra/storage/media-storage.ts';
import { newMediaKey, processUploadedImage } from '../../infra/storage/images.ts';
import * as repo from './accounts.repo.ts';
import type { NewUser, SettingsRow } from './accounts.repo.ts';
import { CHANNEL_COLUMNS, type UserSummaryRow } from './accounts.table.ts';

/** Profile pictures are shown small; this keeps them sharp on high-density screens. */
const PROFILE_PICTURE_SIZE = 512;

/** SPEC's e-mail booleans (docs/product.md, "Settings"), each the reading of one kind's channel (docs/decisions.md, "Channels per kind"). */
const BOOLEAN_KINDS = {
  message_received_notification: 'messages',
  new_story_notification: 'stories',
  new_announcement_notification: 'announcements',
  new_event_notification: 'events',
} as const satisfies Record<EmailSettingName, NotificationKind>;

const BOOLEAN_NAMES = Object.keys(BOOLEAN_KINDS) as EmailSettingName[];

function channelsOf(settings: SettingsRow): NotificationChannels {
  const channels = {} as NotificationChannels;
  for (const kind of NOTIFICATION_KINDS) channels[kind] = settings[CHANNEL_COLUMNS[kind]];
  return channels;
}

function toSettingsDto(settings: SettingsRow): SettingsDto {
  const channels = channelsOf(settings);
  const dto = { id: settings.id, channels, digest_hour: settings.digestHour, hide_read_status: settings.hideReadStatus } as SettingsDto;
  for (const name of BOOLEAN_NAMES) dto[name] = isEmailChannel(channels[BOOLEAN_KINDS[name]]);
  return dto;
}

/**
 * The columns to change for a settings body; what is not sent keeps its value. A boolean is
 * applied first and an explicit channel of the same kind wins over it.
 */
function toSettingsChanges(body: SettingsUpdateBody, current: SettingsRow): Partial<Omit<SettingsRow, 'id' | 'userId'>> {
  const channels: Partial<NotificationChannels> = {};
  for (const name of BOOLEAN_NAMES) {
    const wantsEmail = body[name];
    const kind = BOOLEAN_KINDS[name];
    if (wantsEmail !== undefined) channels[kind] = channelFromBoolean(wantsEmail, current[CHANNEL_COLUMNS[kind]]);
  }
  Object.assign(channels, body.channels);
  const changes: Partial<Omit<SettingsRow, 'id' | 'userId'>> = {};
  for (const kind of NOTIFICATION_KINDS) if (channels[kind] !== undefined) changes[CHANNEL_COLUMNS[kind]] = channels[kind];
  if (body.digest_hour !== undefined) changes.digestHour = body.digest_hour;
  if (body.hide_read_status !== undefined) changes.hideReadStatus = body.hide_read_status;
  return changes;
}

export type AccountsService = ReturnType<typeof createAccountsService>;

/** A user as alert delivery sees them: address, language, channels, digest hour and time zone. */
export type DeliveryProfile = repo.DeliveryProfile;

/**
 * What the profile parts of `GET dj-rest-auth/user/` hold beyond the account itself: the
 * teacher's school and classes, the parent's children. Features further up supply them, so
 * that accounts depends on none of them.
 */
export interface ProfileDescriber {
  describeTeacher(teacher: { id: number; schoolId: number | null; schoolRole: SchoolRole }): Promise<TeacherDto>;
  describeParent(parent: { id: number; userId: number }): Promise<ParentDto>;
}

/** Users, their settings, their teacher or parent profile and their picture. */
export function createAccountsService({ db, storage }: { db: Database; storage: MediaStorage }) {
  async function requireAccount(userId: number) {
    const account = await repo.findUserAccount(db, userId);
    if (!account) throw AppError.unauthenticated(VALIDATION_MESSAGES.invalidToken);
    return account;
  }

  /** A user is a teacher or a parent, once: the user's row is locked so two requests cannot both pass. */
  async function createProfile(actor: Actor, insertProfile: (tx: Transaction, userId: number) => Promise<unknown>) {
    await db.transaction(async (tx) => {
      await repo.lockUser(tx, actor.userId);
      const account = await repo.findUserAccount(tx, actor.userId);
      if (account?.teacherId != null || account?.parentId != null) {
        throw AppError.invalidRequest(ACCOUNT_MESSAGES.profileExists);
      }
      await insertProfile(tx, actor.userId);
    });
  }

  /** A profile picture's signed address: the long lifetime, so a cached answer keeps its pictures. */
  const profilePictureUrl = (key: string | null) => (key ? storage.urlFor(key, { isLongLived: true }) : null);

  return {
    /**
     * A person as every answer names them (`userSummaryColumns` selects the row): the one place
     * that signs the address of their picture.
     */
    toUserSummary(person: UserSummaryRow): UserSummaryDto {
      return { id: person.id, first_name: person.firstName, last_name: person.lastName, profile_picture: profilePictureUrl(person.profilePicture) };
    },

    /** Of these users, those who hide their read status (docs/decisions.md, "Read receipts"). */
    listUsersHidingReadStatus: async (userIds: number[]): Promise<Set<number>> => new Set(await repo.listUsersHidingReadStatus(db, userIds)),

    /** Creates a user with default settings; null when the e-mail is already registered. */
    createUser(newUser: NewUser) {
      return db.transaction((tx) => repo.insertUserWithSettings(tx, newUser));
    },

    findUserByEmail: (email: string) => repo.findUserByEmail(db, email),
    findUserById: (userId: number) => repo.findUserById(db, userId),
    setPasswordHash: (userId: number, passwordHash: string) => repo.updateUser(db, userId, { passwordHash }),
    markEmailVerified: (userId: number) => repo.updateUser(db, userId, { emailVerified: true }),

    /** The signed-in user as `GET dj-rest-auth/user/` answers it. */
    async getUserDetails(actor: Actor, profiles: ProfileDescriber): Promise<UserDto> {
      const { user, settings, teacherId, schoolId, schoolRole, parentId } = await requireAccount(actor.userId);
      return {
        id: user.id,
        pk: user.id,
        username: user.email,
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
        email_verified: user.emailVerified,
        profile_picture: profilePictureUrl(user.profilePicture),
        teacher: teacherId === null ? null : await profiles.describeTeacher({ id: teacherId, schoolId, schoolRole: schoolRole ?? 'teacher' }),
        parent: parentId === null ? null : await profiles.describeParent({ id: parentId, userId: user.id }),
        settings: toSettingsDto(settings),
        language: user.language,
        time_zone: user.timeZone,
      };
    },

    /** The teacher profile of the actor, or 403 for anyone else. */
    async requireTeacher(actor: Actor): Promise<{ teacherId: number; schoolId: number | null; schoolRole: SchoolRole }> {
      const profiles = await repo.findProfiles(db, actor.userId);
      if (profiles?.teacherId == null) throw AppError.forbidden(SCHOOL_MESSAGES.teachersOnly);
      return { teacherId: profiles.teacherId, schoolId: profiles.schoolId, schoolRole: profiles.schoolRole ?? 'teacher' };
    },

    /** The parent profile of the actor, or 403 for anyone else. */
    async requireParent(actor: Actor): Promise<{ parentId: number }> {
      const profiles = await repo.findProfiles(db, actor.userId);
      if (profiles?.parentId == null) throw AppError.forbidden(SCHOOL_MESSAGES.parentsOnly);
      return { parentId: profiles.parentId };
    },

    /** Whether the user is a teacher (with their school) or a parent, or not yet either; undefined for an unknown user. */
    findProfiles: (userId: number) => repo.findProfiles(db, userId),

    /** Moves the teacher to a school with a standing there (the schools feature decides which). */
    setTeacherSchool: (teacherId: number, schoolId: number, schoolRole: SchoolRole) => repo.updateTeacherSchool(db, teacherId, schoolId, schoolRole),

    /**
     * What alert delivery needs of each of these users, in one query: where to mail them, in which
     * language, their channel of each kind, digest hour and time zone (docs/decisions.md, "Channels per kind").
     */
    listDeliveryProfiles: (userIds: number[], executor: Executor = db) => repo.listDeliveryProfiles(executor, userIds),

    /** Narrows a query of `user_id`s to those whose channel of the kind is not `off`: a fan-out stays one statement. */
    withoutChannelOffQuery: (recipients: SQL, kind: NotificationKind) => repo.withoutChannelOffQuery(recipients, kind),

    /** `candidates` (a query of user ids) with only those who chose `channel` for some kind (the digest's). */
    withChannelChosenQuery: (candidates: SQL, channel: NotificationChannel) => repo.withChannelChosenQuery(candidates, channel),

    /** The people a mail goes to with their language, in one query (a fan-out never asks once per person). */
    listMailRecipients: (userIds: number[]) => repo.listMailRecipients(db, userIds),

    /**
     * The language of each address that has an account, by lower-cased address, in one query;
     * `executor` lets a transaction ask (the embedded database has one connection, which it holds).
     */
    languagesOfEmails: (emails: string[], executor: Executor = db) => repo.listLanguagesOfEmails(executor, emails),

    /** Makes the user a teacher. */
    async createTeacherProfile(actor: Actor) {
      await createProfile(actor, repo.insertTeacher);
      return { school: null };
    },

    /** Makes the user a parent; `user` in the body must be the caller. */
    async createParentProfile(actor: Actor, body: { user: number }) {
      if (body.user !== actor.userId) throw AppError.invalid({ user: [ACCOUNT_MESSAGES.parentUserMismatch] });
      await createProfile(actor, repo.insertParent);
      return { user: actor.userId };
    },

    /** Stores the language the user reads Homeroom in, for every device and every e-mail to them. */
    async updateLanguage(actor: Actor, body: LanguageUpdateBody): Promise<LanguageDto> {
      await repo.updateUser(db, actor.userId, { language: body.language });
      return { language: body.language };
    },

    /** Stores the time zone the user's device lives in: digests and office hours keep its clock. */
    async updateTimeZone(actor: Actor, body: TimeZoneUpdateBody): Promise<TimeZoneDto> {
      await repo.updateUser(db, actor.userId, { timeZone: body.time_zone });
      return { time_zone: body.time_zone };
    },

    /** Each of these users' time zone (IANA name), in one query; UTC for a user whose devices never told one. */
    timeZonesOf: (userIds: number[]) => repo.listTimeZones(db, userIds),

    async updateSettings(actor: Actor, body: SettingsUpdateBody): Promise<SettingsDto> {
      const settings = await db.transaction(async (tx) => {
        const current = await repo.findSettingsForUpdate(tx, actor.userId);
        return current ? repo.updateSettings(tx, actor.userId, toSettingsChanges(body, current)) : undefined;
      });
      if (!settings) throw AppError.unauthenticated(VALIDATION_MESSAGES.invalidToken);
      return toSettingsDto(settings);
    },

    /** Stores a new picture, then forgets the old one. */
    async uploadProfilePicture(actor: Actor, upload: Buffer) {
      const user = await repo.findUserById(db, actor.userId);
      if (!user) throw AppError.unauthenticated(VALIDATION_MESSAGES.invalidToken);
      const image = await processUploadedImage(upload, 'profile_picture', PROFILE_PICTURE_SIZE);
      const key = newMediaKey('profile-pictures', image.extension);
      await storage.put(key, image.data);
      await repo.updateUser(db, actor.userId, { profilePicture: key });
      if (user.profilePicture) await storage.delete(user.profilePicture);
      return { profile_picture: profilePictureUrl(key) };
    },
  };
}
