import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createParent } from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';
import { withChannelChosenQuery } from './accounts.repo.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);

describe('the users who chose a channel', () => {
  it('are those with at least one kind sent there, as the digest job asks every minute', async () => {
    const [digestingMessages, digestingEvents, mailed] = [await createParent(testApp.app), await createParent(testApp.app), await createParent(testApp.app)];
    await inject('PUT', 'settings-update/', digestingMessages, { channels: { messages: 'digest' } });
    await inject('PUT', 'settings-update/', digestingEvents, { channels: { events: 'digest', messages: 'off' } });
    const everyone = sql`SELECT id AS user_id FROM users WHERE id IN (${digestingMessages.id}, ${digestingEvents.id}, ${mailed.id})`;
    const result = await testApp.app.database.db.execute(withChannelChosenQuery(everyone, 'digest'));
    const chosen = (result as unknown as { rows: { user_id: number }[] }).rows.map((row) => Number(row.user_id));
    expect(chosen.sort((a, b) => a - b)).toEqual([digestingMessages.id, digestingEvents.id].sort((a, b) => a - b));
  });
});
