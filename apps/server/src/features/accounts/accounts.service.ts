import type { LanguageDto, LanguageUpdateBody, ParentDto, SchoolRole, SettingsDto, SettingsUpdateBody, TeacherDto, UserDto, UserSummaryDto } from '@homeroom/contract/accounts';
import { VALIDATION_MESSAGES } from '@homeroom/contract/validation';
import { SCHOOL_MESSAGES } from '@homeroom/contract/school-fields';
import { ACCOUNT_MESSAGES } from '@homeroom/contract/accounts';
import type { Database, Executor, Transaction } from '../../infra/db/client.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { MediaStorage } from '../../infra/storage/media-storage.ts';
import { newMediaKey, processUploadedImage } from '../../infra/storage/images.ts';
import * as repo from './accounts.repo.ts';
import type { NewUser, SettingsRow } from './accounts.repo.ts';
import type { UserSummaryRow } from './accounts.table.ts';

/** Profile pictures are shown small; this keeps them sharp on high-density screens. */
const PROFILE_PICTURE_SIZE = 512;

/** Each setting as the API names it (docs/product.md, "Settings"), and the column that stores it. */
const SETTING_COLUMNS = {
  message_received_notification: 'messageReceivedNotification',
  new_story_notification: 'newStoryNotification',
  new_announcement_notification: 'newAnnouncementNotification',
  new_event_notification: 'newEventNotification',
} as const satisfies Record<keyof SettingsUpdateBody, repo.EmailSetting>;

export type SettingName = keyof typeof SETTING_COLUMNS;
const SETTING_NAMES = Object.keys(SETTING_COLUMNS) as SettingName[];

function toSettingsDto(settings: SettingsRow): SettingsDto {
  const dto = { id: settings.id } as SettingsDto;
  for (const name of SETTING_NAMES) dto[name] = settings[SETTING_COLUMNS[name]];
  return dto;
}

/** The columns to change for a settings body; a setting not sent keeps its value. */
function toSettingsChanges(body: SettingsUpdateBody): Partial<Record<repo.EmailSetting, boolean>> {
  const changes: Partial<Record<repo.EmailSetting, boolean>> = {};
  for (const name of SETTING_NAMES) changes[SETTING_COLUMNS[name]] = body[name];
  return changes;
}

export type AccountsService = ReturnType<typeof createAccountsService>;

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

    /** Of these users, those who want e-mail of that kind (docs/product.md, "Settings"). */
    listUsersWantingMail: (userIds: number[], setting: SettingName) => repo.listUsersWithSettingOn(db, userIds, SETTING_COLUMNS[setting]),

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

    async updateSettings(actor: Actor, body: SettingsUpdateBody): Promise<SettingsDto> {
      const settings = await repo.updateSettings(db, actor.userId, toSettingsChanges(body));
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
