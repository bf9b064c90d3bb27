import { describe, expect, it } from 'vitest';
import { buildChatNotification, buildClassNotification } from './notifications.factories.ts';
import { countUnread, removeNotification, sortNewestFirst, upsertNotification } from './notification-list.ts';

describe('sortNewestFirst', () => {
  it('puts the latest updated_at first, whatever the order held', () => {
    const older = buildClassNotification({ id: 1, updated_at: '2031-05-01T08:00:00.000Z' });
    const newest = buildChatNotification({ id: 2, updated_at: '2031-05-03T08:00:00.000Z' });
    const middle = buildClassNotification({ id: 3, updated_at: '2031-05-02T08:00:00+02:00' });
    expect(sortNewestFirst([older, newest, middle]).map((entry) => entry.id)).toEqual([2, 3, 1]);
  });

  it('puts the higher id first when two moved at the same moment', () => {
    const first = buildClassNotification({ id: 4 });
    const second = buildClassNotification({ id: 9 });
    expect(sortNewestFirst([first, second]).map((entry) => entry.id)).toEqual([9, 4]);
  });
});

describe('countUnread', () => {
  it('counts the entries not read, and nothing before the list arrives', () => {
    expect(countUnread(undefined)).toBe(0);
    expect(countUnread([])).toBe(0);
    expect(
      countUnread([
        buildClassNotification({ id: 1 }),
        buildChatNotification({ id: 2 }),
        buildChatNotification({ id: 3, read: true }),
      ]),
    ).toBe(2);
  });
});

describe('upsertNotification and removeNotification', () => {
  it('replaces a repeat by id, adds a new entry, and drops one pushed as read', () => {
    const story = buildClassNotification({ id: 1, qty_missed: 1 });
    const message = buildChatNotification({ id: 2 });
    const repeated = { ...story, qty_missed: 2, updated_at: '2031-05-04T10:00:00.000Z' };

    expect(upsertNotification([story, message], repeated)).toEqual([message, repeated]);
    expect(upsertNotification([story], message)).toEqual([story, message]);
    expect(upsertNotification([story, message], { ...message, read: true })).toEqual([story]);
    expect(removeNotification([story, message], 1)).toEqual([message]);
    expect(removeNotification([story], 99)).toEqual([story]);
  });
});
