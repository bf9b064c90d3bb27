import type { NotificationChannel, NotificationKind } from '@homeroom/contract/notification-channels';
import type { NotificationType } from '@homeroom/contract/notifications';
import type { Database } from '../../infra/db/client.ts';
import { mailLanguage } from '../../infra/mail/mail-language.ts';
import type { OutgoingMail } from '../../infra/mail/mail-transport.ts';
import type { Outbox } from '../../infra/mail/outbox.ts';
import type { AccountsService, DeliveryProfile } from '../accounts/accounts.service.ts';
import * as repo from './alert-delivery.repo.ts';
import type { HeldAlert, NewDigestItem } from './alert-delivery.repo.ts';
import type { PushPayload, PushSender } from './push-sender.ts';

/** What office hours tell delivery: for each user outside their hours, when they start again. */
export interface AwayCheck {
  awayUntil(userIds: number[], now: Date): Promise<Map<number, Date>>;
}

/** One new or updated in-app entry, for the users who got it. */
export interface Alert {
  /** The kind whose channel decides; null for types that stay in-app and are always pushed (reports, hidden content). */
  kind: NotificationKind | null;
  type: NotificationType;
  /** The chat, class or school it is about, `chat:12`: pushes replace each other per place and held alerts coalesce. */
  placeKey: string;
  /** The page the bell entry leads to, from the root (`/chatGroup/12`). */
  path: string;
  /** The push's second line for each user: the chat or class name (and the sender or item title). */
  body: (userId: number) => string;
  recipients: { userId: number; isMailDue?: boolean }[];
  /** The mail of the kind for a user whose channel is e-mail; none: the kind is not mailed. */
  mail?: (profile: DeliveryProfile) => OutgoingMail;
  /** The digest line; none: the kind has no digest line (a digest of messages lists unread chats). */
  digest?: { placeName: string; title: string };
  /** A ringing call: never held, and pushed with high urgency. */
  isRinging?: boolean;
}

export interface DeliveryOutcome {
  pushed: number[];
  mailed: number[];
  held: number[];
  digested: number[];
}

export type AlertDelivery = ReturnType<typeof createAlertDelivery>;

/** How many held alerts one release takes at a time. */
const RELEASE_BATCH = 500;

/**
 * The one place that decides, for each recipient of an in-app entry, what else goes out
 * (docs/decisions.md, "Channels per kind"): a push to their devices, a mail, a digest line, or
 * nothing. Push and mail to a user outside their office hours are held until the hours start
 * ("Held alerts"). A fixed number of queries whatever the number of recipients.
 */
export function createAlertDelivery(dependencies: {
  db: Database;
  accounts: Pick<AccountsService, 'listDeliveryProfiles'>;
  outbox: Outbox;
  away: AwayCheck | null;
  push: PushSender | null;
  publicUrl: string;
  clock?: () => Date;
}) {
  const { db, accounts, outbox, away, publicUrl } = dependencies;
  const clock = dependencies.clock ?? (() => new Date());
  let pushSender = dependencies.push;

  function pushPayload(alert: Alert, profile: DeliveryProfile): PushPayload {
    return {
      title: mailLanguage(profile.language).t(`pushTitles.${alert.type}`),
      body: alert.body(profile.id),
      url: `${publicUrl}${alert.path}`,
      tag: `${alert.kind ?? alert.type}:${alert.placeKey}`,
    };
  }

  async function sendPushes(messages: { userId: number; payload: PushPayload }[]): Promise<void> {
    if (messages.length === 0 || !pushSender) return;
    await pushSender.sendToUsers(messages);
  }

  async function deliver(alert: Alert): Promise<DeliveryOutcome> {
    const outcome: DeliveryOutcome = { pushed: [], mailed: [], held: [], digested: [] };
    if (alert.recipients.length === 0) return outcome;
    const isMailDue = new Map(alert.recipients.map((recipient) => [recipient.userId, recipient.isMailDue ?? true]));
    const profiles = await accounts.listDeliveryProfiles([...isMailDue.keys()]);
    const pushes: { userId: number; payload: PushPayload }[] = [];
    const mails: { userId: number; mail: OutgoingMail }[] = [];
    const digestLines: NewDigestItem[] = [];
    for (const profile of profiles) {
      const channel: NotificationChannel = alert.kind === null ? 'push' : profile.channels[alert.kind];
      if (channel === 'push') pushes.push({ userId: profile.id, payload: pushPayload(alert, profile) });
      if (channel === 'email' && alert.mail && isMailDue.get(profile.id)) mails.push({ userId: profile.id, mail: alert.mail(profile) });
      if (channel === 'digest' && alert.kind && alert.digest) digestLines.push({ userId: profile.id, kind: alert.kind, ...alert.digest });
    }
    const alerted = [...new Set([...pushes, ...mails].map((item) => item.userId))];
    const awayUntil = alert.isRinging || !away || alerted.length === 0 ? new Map<number, Date>() : await away.awayUntil(alerted, clock());
    const held = new Map<number, HeldAlert>();
    const holdFor = (userId: number, releaseAt: Date) => {
      const existing = held.get(userId) ?? { userId, kind: alert.kind ?? alert.type, placeKey: alert.placeKey, push: null, mail: null, releaseAt };
      held.set(userId, existing);
      return existing;
    };
    const pushNow = pushes.filter(({ userId, payload }) => {
      const releaseAt = awayUntil.get(userId);
      if (releaseAt) holdFor(userId, releaseAt).push = payload;
      return !releaseAt;
    });
    const mailNow = mails.filter(({ userId, mail }) => {
      const releaseAt = awayUntil.get(userId);
      if (releaseAt) holdFor(userId, releaseAt).mail = mail;
      return !releaseAt;
    });
    await Promise.all([
      repo.holdAlerts(db, [...held.values()]),
      repo.insertDigestItems(db, digestLines),
      outbox.enqueueMany(mailNow.map((item) => item.mail)),
      sendPushes(pushNow),
    ]);
    outcome.pushed = pushNow.map((item) => item.userId);
    outcome.mailed = mailNow.map((item) => item.userId);
    outcome.held = [...held.keys()];
    outcome.digested = digestLines.map((item) => item.userId);
    return outcome;
  }

  /**
   * Sends the held alerts that are due: each taken from the table by one instance only, one push
   * and at most one mail per user and place. Answers how many went out.
   */
  async function releaseDueAlerts(now: Date = clock()): Promise<number> {
    let released = 0;
    for (;;) {
      const due = await db.transaction(async (tx) => {
        const taken = await repo.takeDueAlerts(tx, now, RELEASE_BATCH);
        // The mails join the outbox in the transaction that took them: taken and queued, or neither.
        await outbox.enqueueMany(taken.flatMap((alert) => (alert.mail ? [alert.mail] : [])), tx);
        return taken;
      });
      await sendPushes(due.flatMap((alert) => (alert.push ? [{ userId: alert.userId, payload: alert.push }] : [])));
      released += due.length;
      if (due.length < RELEASE_BATCH) return released;
    }
  }

  return {
    deliver,
    releaseDueAlerts,
    /** The push service arrives after the notifications (it is wired once built). */
    usePushSender(sender: PushSender) {
      pushSender = sender;
    },
  };
}
