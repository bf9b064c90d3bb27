import type { NOTIFICATION_KINDS } from '@homeroom/contract/notification-channels';
import type { Database } from '../../infra/db/client.ts';
import { mailLanguage } from '../../infra/mail/mail-language.ts';
import { renderMail } from '../../infra/mail/mail-layout.ts';
import type { OutgoingMail } from '../../infra/mail/mail-transport.ts';
import type { Outbox } from '../../infra/mail/outbox.ts';
import type { AccountsService, DeliveryProfile } from '../accounts/accounts.service.ts';
import type { ChatService } from '../chat/chat.service.ts';
import * as repo from './alert-delivery.repo.ts';

/** A user's day and hour in their own time zone, at `now`. */
export function localDayAndHour(now: Date, timeZone: string): { date: string; hour: number } {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  } catch {
    return localDayAndHour(now, 'UTC');
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

interface DigestContent {
  lines: { kind: (typeof NOTIFICATION_KINDS)[number]; placeName: string; title: string }[];
  unreadChats: { chatName: string; count: number }[];
}

export function digestMail(recipient: Pick<DeliveryProfile, 'email' | 'firstName' | 'language'>, content: DigestContent, publicUrl: string): OutgoingMail {
  const language = mailLanguage(recipient.language);
  const { t } = language;
  const paragraphs = [t('digest.intro')];
  if (content.lines.length > 0) {
    paragraphs.push(
      [t('digest.classes'), ...content.lines.map((line) => `• ${t('digest.item', { placeName: line.placeName, kindName: t(`digest.kinds.${line.kind}`), title: line.title })}`)].join('\n'),
    );
  }
  if (content.unreadChats.length > 0) {
    paragraphs.push([t('digest.messages'), ...content.unreadChats.map((chat) => `• ${t('digest.unread', { chatName: chat.chatName, count: chat.count })}`)].join('\n'));
  }
  return renderMail({
    language,
    to: recipient.email,
    subject: t('digest.subject'),
    greeting: t('layout.hello', { firstName: recipient.firstName }),
    paragraphs,
    action: { label: t('digest.action'), url: `${publicUrl}/` },
    footer: t('digest.footer', { url: `${publicUrl}/profile?tab=settings` }),
  });
}

/** Thrown inside a digest's transaction when there turned out to be nothing to say: the claim is undone. */
class NothingToDigest extends Error {}

export type DailyDigest = ReturnType<typeof createDailyDigest>;

/**
 * The daily digest (docs/decisions.md, "Daily digest"): at the hour each user picked in their
 * time zone (or at the first run after it that day), one mail with the lines of the kinds they
 * send to the digest and their unread chats, only when there is something. The digest of a day
 * is a unique row claimed in the transaction that queues the mail: one instance sends it.
 */
export function createDailyDigest(dependencies: {
  db: Database;
  accounts: Pick<AccountsService, 'listDeliveryProfiles' | 'withChannelChosenQuery'>;
  chat: Pick<ChatService, 'describeGroupsFor'>;
  outbox: Outbox;
  publicUrl: string;
}) {
  const { db, accounts, chat, outbox, publicUrl } = dependencies;

  /** Sends every digest due at `now`; answers the users it went to. */
  async function sendDueDigests(now: Date): Promise<number[]> {
    // Only the users with a kind sent to the digest: every minute, not every reader of a chat.
    const candidates = await repo.listDigestCandidates(db, (users) => accounts.withChannelChosenQuery(users, 'digest'));
    const profiles = (await accounts.listDeliveryProfiles(candidates)).filter((profile) => localDayAndHour(now, profile.timeZone).hour >= profile.digestHour);
    if (profiles.length === 0) return [];
    const unread = await repo.listUnreadMessageEntries(db, profiles.map((profile) => profile.id));
    const describe = await chat.describeGroupsFor(unread.flatMap((entry) => (entry.groupId === null ? [] : [{ userId: entry.userId, groupId: entry.groupId }])));
    const sent: number[] = [];
    for (const profile of profiles) {
      const unreadChats = unread.flatMap((entry) => {
        if (entry.userId !== profile.id || entry.groupId === null) return [];
        const group = describe({ userId: profile.id, groupId: entry.groupId });
        if (!group) return [];
        const chatName = group.direct_message && group.recipient ? `${group.recipient.first_name} ${group.recipient.last_name}`.trim() : group.name;
        return [{ chatName, count: entry.qtyMissed }];
      });
      const { date } = localDayAndHour(now, profile.timeZone);
      try {
        const wasSent = await db.transaction(async (tx) => {
          const digestId = await repo.claimDigest(tx, profile.id, date);
          if (digestId === null) return false;
          const lines = await repo.takeDigestItems(tx, profile.id, digestId);
          if (lines.length === 0 && unreadChats.length === 0) throw new NothingToDigest();
          await outbox.enqueue(digestMail(profile, { lines, unreadChats }, publicUrl), tx);
          return true;
        });
        if (wasSent) sent.push(profile.id);
      } catch (error) {
        if (!(error instanceof NothingToDigest)) throw error;
      }
    }
    return sent;
  }

  return { sendDueDigests };
}
