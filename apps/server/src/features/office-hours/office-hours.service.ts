import type { ChatAvailabilityDto, OfficeHoursBody, OfficeHoursDto } from '@homeroom/contract/office-hours';
import type { Database } from '../../infra/db/client.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { ChatService } from '../chat/chat.service.ts';
import * as repo from './office-hours.repo.ts';
import { nextStartIfAway } from './office-hours.schedule.ts';

export type OfficeHoursService = ReturnType<typeof createOfficeHoursService>;

interface OfficeHoursDependencies {
  db: Database;
  accounts: Pick<AccountsService, 'timeZonesOf' | 'findProfiles' | 'requireTeacher'>;
  chat: Pick<ChatService, 'listMemberIds' | 'describeGroupsFor'>;
  clock?: () => Date;
}

/** Earlier Monday first, then by start: the order a week is read in. */
function sortWeek<T extends { weekday: number; start: string }>(ranges: T[]): T[] {
  return [...ranges].sort((first, second) => first.weekday - second.weekday || first.start.localeCompare(second.start));
}

/**
 * A teacher's office hours (docs/decisions.md, "Office hours"): the week and days off they set,
 * when they are away, and what the other member of a direct chat is told of it. Outside them
 * messages still arrive; the delivery of alerts asks `awayUntil` and holds them until then.
 */
export function createOfficeHoursService(dependencies: OfficeHoursDependencies) {
  const { db, accounts, chat } = dependencies;
  const clock = dependencies.clock ?? (() => new Date());

  /**
   * For each of these users who has office hours and is outside them at `now`, the moment their
   * hours next start (days off skipped, in their own time zone). Users inside their hours, without
   * hours, or unknown are not in the map. One query for the hours, one for the zones of those who have any.
   */
  async function awayUntil(userIds: number[], now: Date): Promise<Map<number, Date>> {
    const rows = (await repo.listOfficeHours(db, [...new Set(userIds)])).filter((row) => row.weekly.length > 0);
    const away = new Map<number, Date>();
    if (rows.length === 0) return away;
    const zones = await accounts.timeZonesOf(rows.map((row) => row.userId));
    for (const row of rows) {
      const back = nextStartIfAway({ weekly: row.weekly, daysOff: row.daysOff, timeZone: zones.get(row.userId) ?? 'UTC' }, now);
      if (back) away.set(row.userId, back);
    }
    return away;
  }

  async function readOfficeHours(userId: number): Promise<OfficeHoursDto> {
    const [[row], zones] = await Promise.all([repo.listOfficeHours(db, [userId]), accounts.timeZonesOf([userId])]);
    return { weekly: sortWeek(row?.weekly ?? []), days_off: row?.daysOff ?? [], time_zone: zones.get(userId) ?? 'UTC' };
  }

  return {
    awayUntil,

    /** The calling teacher's own hours; 403 for anyone who is not a teacher. */
    async getOwnOfficeHours(actor: Actor): Promise<OfficeHoursDto> {
      await accounts.requireTeacher(actor);
      return readOfficeHours(actor.userId);
    },

    /** Replaces the calling teacher's week and days off (validated by the contract); 403 for anyone else. */
    async setOwnOfficeHours(actor: Actor, body: OfficeHoursBody): Promise<OfficeHoursDto> {
      await accounts.requireTeacher(actor);
      const daysOff = [...body.days_off].sort((first, second) => first.first_day.localeCompare(second.first_day));
      await repo.saveOfficeHours(db, actor.userId, { weekly: sortWeek(body.weekly), daysOff });
      return readOfficeHours(actor.userId);
    },

    /**
     * Whether the other person of a direct chat is away, for the banner of the chat page. 404 for
     * anyone not a member (nobody learns which chats exist). A group chat, or another person who
     * is not a teacher, says nothing about hours.
     */
    async describeChatAvailability(actor: Actor, groupId: number): Promise<ChatAvailabilityDto> {
      const memberIds = await chat.listMemberIds(groupId);
      if (!memberIds.includes(actor.userId)) throw AppError.notFound();
      const group = (await chat.describeGroupsFor([{ userId: actor.userId, groupId }]))({ userId: actor.userId, groupId });
      const nobody: ChatAvailabilityDto = { away: false, back_at: null, user: group?.recipient ?? null, usual_hours: [], time_zone: null };
      if (!group?.direct_message || !group.recipient) return nobody;
      const otherId = group.recipient.id;
      const profiles = await accounts.findProfiles(otherId);
      if (profiles?.teacherId == null) return nobody;
      const [hours, away] = await Promise.all([readOfficeHours(otherId), awayUntil([otherId], clock())]);
      if (hours.weekly.length === 0) return nobody;
      const back = away.get(otherId);
      return {
        away: back !== undefined,
        back_at: back?.toISOString() ?? null,
        user: group.recipient,
        usual_hours: hours.weekly,
        time_zone: hours.time_zone,
      };
    },
  };
}
