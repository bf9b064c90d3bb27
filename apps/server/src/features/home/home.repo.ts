import { sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { homeVisits } from './home.table.ts';

/**
 * Records a look at Home and answers the time items count as new from, in one statement. Looks
 * closer together than `visitGapSeconds` belong to one visit and keep its `since`; after a longer
 * gap a new visit starts, new from the end of the previous one. A first visit counts the last
 * `firstVisitSeconds` as new.
 */
export async function recordVisit(
  executor: Executor,
  userId: number,
  { visitGapSeconds, firstVisitSeconds }: { visitGapSeconds: number; firstVisitSeconds: number },
): Promise<Date> {
  const [row] = await executor
    .insert(homeVisits)
    .values({
      userId,
      since: sql`now() - make_interval(secs => ${firstVisitSeconds})`,
      lastSeenAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: homeVisits.userId,
      set: {
        since: sql`CASE WHEN ${homeVisits.lastSeenAt} < now() - make_interval(secs => ${visitGapSeconds}) THEN ${homeVisits.lastSeenAt} ELSE ${homeVisits.since} END`,
        lastSeenAt: sql`now()`,
      },
    })
    .returning({ since: homeVisits.since });
  if (!row) throw new Error('home visit upsert returned nothing');
  return row.since;
}
