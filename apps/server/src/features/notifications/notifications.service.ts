import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  CLASS_NOTIFICATION_TYPES,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TITLES,
  NotificationDtoSchema,
  SCHOOL_ANNOUNCEMENT_TITLE,
  SCHOOL_ANNOUNCEMENTS_PATH,
  type CallEndedReason,
  type NotificationDto,
  type NotificationServerMessage,
  type NotificationType,
  notificationDisplayName,
  notificationLink,
} from '@homeroom/contract/notifications';
import { createVersionedContentCache } from '../../infra/cache/versioned-content-cache.ts';
import { createBatchedRead } from '../../infra/db/batched-read.ts';
import type { Database } from '../../infra/db/client.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { TaggedJson } from '../../infra/http/entity-tag.ts';
import type { Bus } from '../../infra/realtime/bus.ts';
import { chatRoom, type Presence } from '../../infra/realtime/presence.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { CallListener, CallParties } from '../calls/call-listener.ts';
import type { ChatMessageSent, ChatRead, ChatService } from '../chat/chat.service.ts';
import type { ClassContentListener, PublishedContent } from '../classes/class-content-listener.ts';
import type { ClassAccess } from '../classes/class-access.ts';
import type { ClassesService } from '../classes/classes.service.ts';
import type { FormRecipient, FormsListener } from '../forms/forms-listener.ts';
import type { ConferenceListener } from '../conferences/conference-listener.ts';
import type { ModerationListener } from '../moderation/moderation-listener.ts';
import type { ReadReceiptsListener } from '../read-receipts/read-receipts-listener.ts';
import type { PublishedSchoolAnnouncement, SchoolAnnouncementListener } from '../school-announcements/school-announcement-listener.ts';
import type { SchoolsService } from '../schools/schools.service.ts';
import type { StudentsService } from '../students/students.service.ts';
import { kindOfNotificationType, type NotificationKind } from '@homeroom/contract/notification-channels';
import type { AlertDelivery } from './alert-delivery.ts';
import { chatMessageMail, classContentMail, conferenceReminderMail, schoolAnnouncementMail, type ClassContentKind } from './notifications.mail.ts';
import * as repo from './notifications.repo.ts';
import type { NotificationEntry, NotificationRow, UpsertedNotification } from './notifications.repo.ts';

/** At most one mail per chat per quarter hour, even if the chat was read in between. */
const MESSAGE_MAIL_EVERY_SECONDS = 15 * 60;

type ListedNotification = Awaited<ReturnType<ReturnType<typeof repo.prepareListUnreadWithPlaces>>>[number];

/** A listed entry as answers show it: as `toDtos` does for new entries, from the names read with it. */
function toListedDto(row: ListedNotification): NotificationDto {
  // A group whose owner is gone is shown as no group, as the chat's own look-up does.
  const hasGroup = row.groupId !== null && row.groupName !== null && row.ownerId !== null;
  const isOwner = row.ownerId === row.userId;
  const other = isOwner
    ? row.recipientId === null
      ? null
      : { id: row.recipientId, first_name: row.recipientFirstName ?? '', last_name: row.recipientLastName ?? '' }
    : { id: row.ownerId ?? 0, first_name: row.ownerFirstName ?? '', last_name: row.ownerLastName ?? '' };
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    group: hasGroup ? { id: row.groupId as number, name: row.groupName as string, direct_message: row.groupIsDirect === true, recipient: row.groupIsDirect && other ? other : null } : null,
    school_class: row.schoolClassId === null ? null : { id: row.schoolClassId, name: row.className ?? '' },
    school: row.schoolId == null ? null : { id: row.schoolId, name: row.schoolName ?? '' },
    updated_at: row.updatedAt.toISOString(),
    read: row.read,
    qty_missed: row.qtyMissed,
  };
}

const NotificationListSchema = z.array(NotificationDtoSchema);

/** The bus channel of one user's notifications, for their open pages. */
export const notificationChannel = (userId: number) => `notifications:${userId}`;

export type NotificationsService = ReturnType<typeof createNotificationsService>;

interface NotificationsDependencies {
  db: Database;
  accounts: AccountsService;
  classes: ClassesService;
  schools: SchoolsService;
  access: ClassAccess;
  students: StudentsService;
  chat: ChatService;
  presence: Presence;
  bus: Bus;
  delivery: AlertDelivery;
  publicUrl: string;
  /** How many users' lists are kept in memory. */
  maxKeptLists?: number;
  /** A chat's message notifications run at most once in this interval; 0 runs one per message (config.ts). */
  messageNotificationIntervalMs?: number;
}

/** Chat messages waiting for their notification, and the promise of it. */
interface MessageBatch {
  /** Each sender's newest message and how many they sent, in the order of their newest messages. */
  bySender: Map<number, { message: ChatMessageSent; count: number }>;
  count: number;
  /** The newest message id of the batch (0 when none was given). */
  newestId: number;
  done: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** A chat's notification of its messages under way: the batch for its next run, how to end the wait before it, and the end of all its runs. */
interface MessageRun {
  waiting: MessageBatch | null;
  wake: (() => void) | null;
  finished: Promise<void>;
}

/**
 * In-app notifications, pushed live to the user's open pages and, where their settings say so,
 * mailed through the outbox. Fan-out to a class or a group is one statement whatever its size.
 */
export function createNotificationsService(dependencies: NotificationsDependencies) {
  const { db, accounts, classes, schools, access, students, chat, presence, bus, delivery, publicUrl, maxKeptLists = 20_000, messageNotificationIntervalMs = 0 } =
    dependencies;

  /** The recipients of a kind, without those who turned it off: they get no entry at all. */
  function listening(recipients: ReturnType<typeof sql>, kind: NotificationKind | null) {
    return kind === null ? recipients : accounts.withoutChannelOffQuery(recipients, kind);
  }

  const listUnreadWithPlaces = repo.prepareListUnreadWithPlaces(db);
  // The versions of the requests that arrive together are read in one statement.
  // At most one statement out: under load, the requests that arrive meanwhile share the next.
  const readNotificationsVersions = createBatchedRead(repo.prepareReadNotificationsVersions(db), { maxInFlight: 1 });
  // Per user, never shared: an entry holds one user's list only.
  // Only the answer's text is kept (written through the answer's schema, as the route's serializer
  // would), with the tag that names it: a list takes its size in memory once, not again as objects.
  const keptLists = createVersionedContentCache<TaggedJson<string>>({ maxEntries: maxKeptLists });

  async function loadList(userId: number): Promise<TaggedJson<string>> {
    const body = JSON.stringify(NotificationListSchema.encode((await listUnreadWithPlaces(userId)).map(toListedDto)));
    return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  }

  /**
   * The user's unread list: its version read in one statement (shared with the requests that
   * arrived at the same time), the list from memory while the version is the one it was kept at,
   * else read again (one more statement). The version is read first, so a kept list is never older
   * than the last write that committed before the read.
   */
  async function readList(userId: number): Promise<TaggedJson<string>> {
    // A user with no row yet has never had a notification: version 0.
    const version = (await readNotificationsVersions(userId)) ?? 0;
    return keptLists.read(String(userId), String(version), () => loadList(userId));
  }

  async function push(userId: number, message: NotificationServerMessage): Promise<void> {
    await bus.publish(notificationChannel(userId), message);
  }

  /** Answers for stored rows, with the class names and the groups as each user sees them. Two look-ups. */
  async function toDtos(
    rows: (Pick<NotificationRow, 'id' | 'userId' | 'type' | 'title' | 'schoolClassId' | 'groupId' | 'updatedAt' | 'read' | 'qtyMissed'> & {
      schoolId?: number | null;
    })[],
  ) {
    const classNames = await classes.listClassNames(rows.flatMap((row) => (row.schoolClassId === null ? [] : [row.schoolClassId])));
    const schoolIds = rows.flatMap((row) => (row.schoolId == null ? [] : [row.schoolId]));
    const schoolNames = schoolIds.length === 0 ? new Map<number, string>() : await schools.listSchoolNames(schoolIds);
    const groupFor = await chat.describeGroupsFor(rows.flatMap((row) => (row.groupId === null ? [] : [{ userId: row.userId, groupId: row.groupId }])));
    return rows.map(
      (row): NotificationDto => ({
        id: row.id,
        type: row.type,
        title: row.title,
        group: row.groupId === null ? null : groupFor({ userId: row.userId, groupId: row.groupId }),
        school_class: row.schoolClassId === null ? null : { id: row.schoolClassId, name: classNames.get(row.schoolClassId) ?? '' },
        school: row.schoolId == null ? null : { id: row.schoolId, name: schoolNames.get(row.schoolId) ?? '' },
        updated_at: row.updatedAt.toISOString(),
        read: row.read,
        qty_missed: row.qtyMissed,
      }),
    );
  }

  /** How a chat is named to one of its members: the other person of a direct chat, or the group's name. */
  function chatNameOf(notification: NotificationDto | undefined): string {
    return notification ? notificationDisplayName(notification) : '';
  }

  /** Pushes the new or updated entries to their users' open pages; answers them by user. */
  async function pushUpserted(upserted: UpsertedNotification[], entry: NotificationEntry): Promise<Map<number, NotificationDto>> {
    const dtos = await toDtos(upserted.map((row) => ({ ...row, ...entry, read: false })));
    const byUser = new Map(upserted.map((row, index) => [row.userId, dtos[index] as NotificationDto]));
    await Promise.all([...byUser].map(([userId, notification]) => push(userId, { type: 'notification', notification })));
    return byUser;
  }

  async function notifyClassContent(kind: ClassContentKind, content: PublishedContent): Promise<void> {
    const entry = { type: kind, title: NOTIFICATION_TITLES[kind], schoolClassId: content.classId, groupId: null };
    const channelKind = kindOfNotificationType(kind);
    const recipients = listening(sql`${students.parentUserIdsOfClassQuery(content.classId)}`, channelKind);
    const upserted = await repo.upsertNotifications(db, recipients, entry, 0);
    if (upserted.length === 0) return;
    await pushUpserted(upserted, entry);
    const className = (await classes.listClassNames([content.classId])).get(content.classId) ?? '';
    await delivery.deliver({
      kind: channelKind,
      type: kind,
      placeKey: `class:${content.classId}`,
      path: `/class/${content.classId}`,
      body: () => `${className} · ${content.title}`,
      recipients: upserted,
      mail: (recipient) => classContentMail(recipient, kind, { title: content.title, classId: content.classId, className }, publicUrl),
      digest: { placeName: className, title: content.title },
    });
  }

  /**
   * A school announcement reaches every guardian of a child in the school's classes and every
   * approved teacher of the school but its author: an 'Announcement' entry about the school
   * (docs/decisions.md, "School announcements"), mailed by the 'new announcement' setting.
   */
  async function notifySchoolAnnouncement(announcement: PublishedSchoolAnnouncement): Promise<void> {
    const entry = { type: 'Announcement' as const, title: SCHOOL_ANNOUNCEMENT_TITLE, schoolClassId: null, groupId: null, schoolId: announcement.schoolId };
    const recipients = sql`SELECT user_id FROM (${students.guardianUserIdsOfSchoolQuery(announcement.schoolId)}
      UNION ${schools.staffUserIdsOfSchoolQuery(announcement.schoolId)}) AS people WHERE user_id <> ${announcement.authorUserId}`;
    const upserted = await repo.upsertNotifications(db, listening(recipients, 'announcements'), entry, 0);
    if (upserted.length === 0) return;
    await pushUpserted(upserted, entry);
    const mailed = { title: announcement.title, schoolId: announcement.schoolId, schoolName: announcement.schoolName, path: SCHOOL_ANNOUNCEMENTS_PATH };
    await delivery.deliver({
      kind: 'announcements',
      type: 'Announcement',
      placeKey: `school:${announcement.schoolId}`,
      path: `${SCHOOL_ANNOUNCEMENTS_PATH}?school=${announcement.schoolId}`,
      body: () => `${announcement.schoolName} · ${announcement.title}`,
      recipients: upserted,
      mail: (recipient) => schoolAnnouncementMail(recipient, mailed, publicUrl),
      digest: { placeName: announcement.schoolName, title: announcement.title },
    });
  }

  const schoolAnnouncementListener: SchoolAnnouncementListener = {
    schoolAnnouncementPublished: notifySchoolAnnouncement,
  };

  async function notifyCallee(type: NotificationType, call: CallParties): Promise<void> {
    const entry = { type, title: NOTIFICATION_TITLES[type], schoolClassId: null, groupId: call.groupId };
    const upserted = await repo.upsertNotifications(db, listening(sql`SELECT ${call.calleeId}::integer AS user_id`, 'calls'), entry, 0);
    if (upserted.length === 0) return;
    const byUser = await pushUpserted(upserted, entry);
    await delivery.deliver({
      kind: 'calls',
      type,
      placeKey: `call:${call.groupId}`,
      path: `/videoChat/${call.groupId}`,
      body: (userId) => chatNameOf(byUser.get(userId)),
      recipients: upserted,
      isRinging: type === 'IsCalling',
    });
  }

  /** A ringing call is over: its 'Incoming call' entry goes. */
  async function clearRinging(call: CallParties): Promise<void> {
    for (const id of await repo.markGroupEntryRead(db, call.calleeId, 'IsCalling', call.groupId)) {
      await push(call.calleeId, { type: 'notification_read', id });
    }
  }

  const classContentListener: ClassContentListener = {
    announcementPublished: (announcement) => notifyClassContent('Announcement', announcement),
    eventPublished: (event) => notifyClassContent('Event', event),
    storyPublished: (story) => notifyClassContent('Story', story),
  };

  // A member who left a group, or was removed, no longer has its entries: they would lead to a chat they cannot open.
  chat.onMemberGone(async ({ groupId, userId }) => {
    const ids = await repo.markGroupEntriesRead(db, userId, groupId);
    await Promise.all(ids.map((id) => push(userId, { type: 'notification_read', id })));
  });

  /**
   * Reading a chat to its end is reading what its 'New message' entry announced: the entry goes,
   * in the read's own statement, and the bell of every open page with it.
   */
  chat.clearOnReadToEnd((groupId, userId, readToEnd) => repo.markGroupEntryReadWhere(userId, 'Message', groupId, readToEnd));
  async function tellClearedChatMessages({ userId, clearedIds }: ChatRead): Promise<void> {
    await Promise.all(clearedIds.map((id) => push(userId, { type: 'notification_read', id })));
  }
  chat.onRead(tellClearedChatMessages);

  /**
   * Every open page of the callee stops ringing, whichever page or device it rang on. Sent after
   * the 'Incoming call' entry is cleared, so that a page reading its bell on hearing it finds it gone.
   */
  async function stopRinging(call: CallParties, reason: CallEndedReason): Promise<void> {
    await push(call.calleeId, { type: 'call_ended', group: call.groupId, reason });
  }

  const callListener: CallListener = {
    // Every open page of the callee rings, whatever page it shows, on whichever instance.
    async callRinging(call) {
      await notifyCallee('IsCalling', call);
      const caller = await chat.findMember(call.groupId, call.callerId);
      if (caller) await push(call.calleeId, { type: 'call_ringing', group: call.groupId, caller });
    },
    async callAnswered(call) {
      await clearRinging(call);
      await stopRinging(call, 'answered');
    },
    async callDeclined(call) {
      await clearRinging(call);
      await stopRinging(call, 'declined');
    },
    // For the callee a call the caller gave up on is a call they missed: 'Missed call', leading to the video chat.
    async callCancelled(call) {
      await clearRinging(call);
      await stopRinging(call, 'cancelled');
      await notifyCallee('MissedCall', call);
    },
    async callMissed(call) {
      await clearRinging(call);
      await stopRinging(call, 'missed');
      await notifyCallee('MissedCall', call);
    },
  };

  /**
   * Class paperwork for named people of a class (an absence note for its teachers, a sign-up
   * reminder for the families signed up): an entry about the class, delivered on the events channel.
   */
  async function notifyClassPeople(type: 'Absence' | 'Signup', notice: { classId: number; userIds: number[]; title: string }): Promise<void> {
    if (notice.userIds.length === 0) return;
    const entry = { type, title: NOTIFICATION_TITLES[type], schoolClassId: notice.classId, groupId: null };
    const channelKind = kindOfNotificationType(type);
    const recipients = listening(sql`SELECT unnest(${`{${notice.userIds.join(',')}}`}::integer[]) AS user_id`, channelKind);
    const upserted = await repo.upsertNotifications(db, recipients, entry, 0);
    if (upserted.length === 0) return;
    await pushUpserted(upserted, entry);
    const className = (await classes.listClassNames([notice.classId])).get(notice.classId) ?? '';
    await delivery.deliver({
      kind: channelKind,
      type,
      placeKey: `class:${notice.classId}`,
      path: `/class/${notice.classId}`,
      body: () => `${className} · ${notice.title}`,
      recipients: upserted,
      mail: (recipient) => classContentMail(recipient, type, { title: notice.title, classId: notice.classId, className }, publicUrl),
      digest: { placeName: className, title: notice.title },
    });
  }

  /** One entry of the type for each of these users, pushed to their open pages. */
  async function notifyUsers(userIds: number[], entry: { type: NotificationType; schoolClassId: number | null; groupId: number | null }): Promise<void> {
    if (userIds.length === 0) return;
    const full = { ...entry, title: NOTIFICATION_TITLES[entry.type] };
    const recipients = sql`SELECT unnest(${`{${userIds.join(',')}}`}::integer[]) AS user_id`;
    const upserted = await repo.upsertNotifications(db, recipients, full, 0);
    const byUser = await pushUpserted(upserted, full);
    const path = (notification: NotificationDto | undefined) => (notification && notificationLink(notification)) ?? '/';
    await delivery.deliver({
      kind: null,
      type: entry.type,
      placeKey: entry.groupId !== null ? `chat:${entry.groupId}` : entry.schoolClassId !== null ? `class:${entry.schoolClassId}` : 'school',
      path: path(byUser.get(upserted[0]?.userId ?? 0)),
      body: (userId) => (byUser.get(userId) ? notificationDisplayName(byUser.get(userId) as NotificationDto) : ''),
      recipients: upserted,
    });
  }

  /**
   * A form to sign reaches its children's guardians, each entry about their child's class: as an
   * announcement when sent (its channel), and as a push to every one of them when the staff remind.
   */
  async function notifyForm(form: { id: number; title: string; recipients: FormRecipient[] }, isReminder: boolean): Promise<void> {
    const byClass = new Map<number, Set<number>>();
    for (const { userId, classId } of form.recipients) byClass.set(classId, (byClass.get(classId) ?? new Set()).add(userId));
    const classNames = await classes.listClassNames([...byClass.keys()]);
    for (const [classId, userIds] of byClass) {
      const entry = { type: 'Form' as const, title: NOTIFICATION_TITLES.Form, schoolClassId: classId, groupId: null };
      const everyone = sql`SELECT unnest(${`{${[...userIds].join(',')}}`}::integer[]) AS user_id`;
      const upserted = await repo.upsertNotifications(db, isReminder ? everyone : listening(everyone, 'announcements'), entry, 0);
      if (upserted.length === 0) continue;
      await pushUpserted(upserted, entry);
      const className = classNames.get(classId) ?? '';
      await delivery.deliver({
        kind: isReminder ? null : 'announcements',
        type: 'Form',
        placeKey: `form:${form.id}`,
        path: `/forms/${form.id}`,
        body: () => `${className} · ${form.title}`,
        recipients: upserted,
        ...(isReminder ? {} : { mail: (recipient) => classContentMail(recipient, 'Form', { title: form.title, classId, className }, publicUrl) }),
        digest: { placeName: className, title: form.title },
      });
    }
  }

  const formsListener: FormsListener = {
    formPublished: (form) => notifyForm(form, false),
    formReminded: (form) => notifyForm(form, true),
  };

  /** A teacher reminded the families who had not acknowledged an announcement: an entry of the class for each guardian, pushed whatever the channel (the mail goes with the reminder). */
  const readReceiptsListener: ReadReceiptsListener = {
    acknowledgementReminded: ({ classId, userIds }) => notifyUsers(userIds, { type: 'Announcement', schoolClassId: classId, groupId: null }),
  };

  const moderationListener: ModerationListener = {
    contentReported: ({ recipientIds }) => notifyUsers(recipientIds, { type: 'Report', schoolClassId: null, groupId: null }),
    // A hidden chat message leads to its chat; a story or comment to its class.
    contentHidden: ({ userIds, classId, groupId }) =>
      notifyUsers(userIds, { type: 'Hidden', schoolClassId: groupId === null ? classId : null, groupId }),
  };

  /** Each conference reminder is an entry of its class for one person, sent by their 'events' channel. */
  const conferenceListener: ConferenceListener = {
    async conferenceRemindersDue(reminders) {
      for (const reminder of reminders) {
        const entry = { type: 'Conference' as const, title: NOTIFICATION_TITLES.Conference, schoolClassId: reminder.classId, groupId: null };
        const upserted = await repo.upsertNotifications(db, listening(sql`SELECT ${reminder.userId}::integer AS user_id`, 'events'), entry, 0);
        if (upserted.length === 0) continue;
        await pushUpserted(upserted, entry);
        await delivery.deliver({
          kind: 'events',
          type: 'Conference',
          placeKey: `conference:${reminder.classId}`,
          path: reminder.path,
          body: () => `${reminder.className} · ${reminder.childName}`,
          recipients: upserted,
          mail: (recipient) => conferenceReminderMail(recipient, reminder, publicUrl),
          digest: { placeName: reminder.className, title: `${NOTIFICATION_TITLES.Conference}: ${reminder.childName}` },
        });
      }
    },
  };

  /** Per chat, the notification of its messages that runs (or paces) now, and the batch waiting for it. */
  const messageRuns = new Map<number, MessageRun>();
  let isClosing = false;

  /**
   * Waits out the rest of a chat's interval after a run began, while the chat's next messages
   * gather in one batch; a stopping server ends the wait at once, so that the batch still runs.
   */
  function paceAfter(run: MessageRun, startedAt: number): Promise<void> {
    const rest = startedAt + messageNotificationIntervalMs - Date.now();
    if (rest <= 0 || isClosing) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        run.wake = null;
        resolve();
      }, rest);
      run.wake = () => {
        clearTimeout(timer);
        run.wake = null;
        resolve();
      };
    });
  }

  function newMessageBatch(): MessageBatch {
    let resolve = () => {};
    let reject: (error: unknown) => void = () => {};
    const done = new Promise<void>((resolveDone, rejectDone) => {
      resolve = resolveDone;
      reject = rejectDone;
    });
    return { bySender: new Map(), count: 0, newestId: 0, done, resolve, reject };
  }

  /** The sender's newest message stands for theirs of the batch, moved to the end; the counts keep how many there were. */
  function addToBatch(batch: MessageBatch, message: ChatMessageSent): void {
    const earlier = batch.bySender.get(message.sender.id);
    batch.bySender.delete(message.sender.id);
    batch.bySender.set(message.sender.id, { message, count: (earlier?.count ?? 0) + 1 });
    batch.count += 1;
    batch.newestId = Math.max(message.id ?? 0, batch.newestId);
  }

  /**
   * Notifies the batches of a chat one after another, each at least the interval after the one
   * before began, until none waits: the first message of a quiet chat is told at once, the
   * messages of a busy one together (docs/decisions.md, "A busy chat's bell, paced").
   */
  async function runMessageBatches(groupId: number, run: MessageRun, first: MessageBatch): Promise<void> {
    let batch: MessageBatch | null = first;
    while (batch) {
      const startedAt = Date.now();
      try {
        await notifyMessages(groupId, batch);
        batch.resolve();
      } catch (error) {
        batch.reject(error);
      }
      await paceAfter(run, startedAt);
      batch = run.waiting;
      run.waiting = null;
    }
    messageRuns.delete(groupId);
  }

  /**
   * Notifies of a batch of a chat's messages, in one statement for all its senders: each member
   * neither in the chat nor read up to the batch's newest message is told of the messages of the
   * batch but their own (a sender who wrote them all, of none), and alerted with the newest of them.
   */
  async function notifyMessages(groupId: number, batch: MessageBatch): Promise<void> {
    const room = chatRoom(groupId);
    const connected = [...((await presence.presentIn([room])).get(room) ?? [])];
    const entry = { type: 'Message' as const, title: NOTIFICATION_TITLES.Message, schoolClassId: null, groupId };
    const senders = [...batch.bySender.values()];
    const members = chat.memberIdsQuery(groupId, connected, batch.newestId > 0 ? batch.newestId : undefined);
    const sent = senders.map(({ message, count }) => ({ senderId: message.sender.id, count }));
    const told = repo.toldOfOthersMessagesQuery(sql`${members}`, sent, batch.count);
    const upserted = await repo.upsertNotifications(db, listening(told, 'messages'), entry, MESSAGE_MAIL_EVERY_SECONDS, sql`recipients.missed`);
    if (upserted.length === 0) return;
    const byUser = await pushUpserted(upserted, entry);
    /** The newest message of the batch that someone else wrote: what a member is alerted with. */
    const newestFor = (userId: number) => senders.findLast(({ message }) => message.sender.id !== userId)?.message ?? (senders.at(-1) as { message: ChatMessageSent }).message;
    const senderNameOf = (message: ChatMessageSent) => `${message.sender.firstName} ${message.sender.lastName}`.trim();
    // A message's digest line is the chat's unread count, read when the digest is written.
    await delivery.deliver({
      kind: 'messages',
      type: 'Message',
      placeKey: `chat:${groupId}`,
      path: `/chatGroup/${groupId}`,
      body: (userId) => {
        const chatName = chatNameOf(byUser.get(userId));
        return byUser.get(userId)?.group?.direct_message ? chatName : `${chatName} · ${senderNameOf(newestFor(userId))}`;
      },
      recipients: upserted,
      mail: (recipient) => {
        const group = byUser.get(recipient.id)?.group;
        const chat = { isDirect: group?.direct_message ?? false, groupName: group?.name ?? '' };
        const message = newestFor(recipient.id);
        return chatMessageMail(recipient, { senderName: senderNameOf(message), chat, groupId, content: message.content }, publicUrl);
      },
    });
  }

  return {
    classContentListener,
    schoolAnnouncementListener,
    callListener,
    moderationListener,
    formsListener,
    readReceiptsListener,
    /** For absence notes and sign-up reminders. */
    notifyClassPeople,
    conferenceListener,

    /**
     * A chat message notifies the members not connected to that chat who have not read it yet,
     * and mails those who want it, at most once per chat per quarter hour (reading the chat in
     * between does not reset it). Messages of a chat sent while its notification runs, or within
     * the interval after it began, wait and go together in the next run, each sender's count
     * kept; the promise resolves once the run that covers this message is done.
     */
    messageSent(message: ChatMessageSent): Promise<void> {
      const run = messageRuns.get(message.groupId);
      if (!run) {
        const batch = newMessageBatch();
        addToBatch(batch, message);
        const started: MessageRun = { waiting: null, wake: null, finished: Promise.resolve() };
        messageRuns.set(message.groupId, started);
        started.finished = runMessageBatches(message.groupId, started, batch);
        return batch.done;
      }
      run.waiting ??= newMessageBatch();
      addToBatch(run.waiting, message);
      return run.waiting.done;
    },

    /** Ends the chats' waits at once and runs what waited, before the database closes. */
    async stop(): Promise<void> {
      isClosing = true;
      const runs = [...messageRuns.values()];
      for (const run of runs) run.wake?.();
      await Promise.allSettled(runs.map((run) => run.finished));
    },

    /** The user's unread notifications, newest first. */
    async listNotifications(actor: Actor): Promise<NotificationDto[]> {
      return JSON.parse((await readList(actor.userId)).body) as NotificationDto[];
    },

    /** The user's unread notifications, newest first, as the answer's JSON text and its entity tag. */
    readNotificationList(actor: Actor): Promise<TaggedJson> {
      return readList(actor.userId);
    },

    /** Clears one of the user's own notifications, of the kinds that call serves. */
    async markRead(actor: Actor, notificationId: number, kind: 'class' | 'chat'): Promise<{ read: boolean }> {
      if (!(await repo.markReadOfKind(db, actor.userId, notificationId, CLASS_NOTIFICATION_TYPES, kind === 'class'))) throw AppError.notFound();
      await push(actor.userId, { type: 'notification_read', id: notificationId });
      return { read: true };
    },

    /**
     * The user opened these kinds of content of a class (docs/product.md, "The bell tells the
     * truth"): its unread entries of those kinds are read, and every open page of the user is told.
     * Only a member of the class may ask; 404 for an unknown class.
     */
    async markClassContentRead(actor: Actor, classId: number, types: NotificationType[]): Promise<{ read: number[] }> {
      await access.requireClassMember(actor, classId);
      const ids = await repo.markClassEntriesRead(db, actor.userId, classId, types);
      await Promise.all(ids.map((id) => push(actor.userId, { type: 'notification_read', id })));
      return { read: ids };
    },

    /** The user read the school's announcements: its unread entries about the school are read, on every open page. */
    async markSchoolContentRead(actor: Actor, schoolId: number): Promise<void> {
      const ids = await repo.markSchoolEntriesRead(db, actor.userId, schoolId);
      await Promise.all(ids.map((id) => push(actor.userId, { type: 'notification_read', id })));
    },

    async markAllRead(actor: Actor) {
      await repo.markAllRead(db, actor.userId);
      await push(actor.userId, { type: 'notifications_read_all' });
      return { detail: NOTIFICATION_MESSAGES.allCleared };
    },
  };
}
