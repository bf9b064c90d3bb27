import { describe, expect, it } from 'vitest';
import {
  ADA,
  buildChatGroup,
  buildDirectChat,
  buildMember,
  buildMessage,
  buildUserGroups,
  PRIYA,
  SAM,
} from './chat.factories.ts';
import { countUnreadMessages, findDirectChatWith, formatInboxTime, memberPreview, toInboxEntries } from './chat-groups.ts';

describe('memberPreview', () => {
  it("lists up to five names, then '...'", () => {
    expect(memberPreview(['Ann', 'Ben'])).toBe('Ann, Ben');
    expect(memberPreview(['Ann', 'Ben', 'Cat', 'Dan', 'Eve'])).toBe('Ann, Ben, Cat, Dan, Eve');
    expect(memberPreview(['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus'])).toBe(
      'Ann, Ben, Cat, Dan, Eve ...',
    );
  });
});

describe('toInboxEntries', () => {
  it('names a direct chat after the other person and a group by its name and members, in the order given', () => {
    const others = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'].map((first, index) =>
      buildMember({ id: 20 + index, first_name: first, last_name: 'Lee' }),
    );
    const big = buildChatGroup({ id: 9, name: 'Sports day', chat_members: [buildMember(ADA), ...others] });
    const entries = toInboxEntries(buildUserGroups([buildDirectChat(), big, buildChatGroup()]), ADA.id);
    expect(entries.map(({ id, title, preview, person }) => ({ id, title, preview, person }))).toEqual([
      { id: 6, title: 'Sam Carter', preview: 'Sam Carter', person: SAM },
      { id: 9, title: 'Sports day', preview: 'You, Ann Lee, Ben Lee, Cat Lee, Dan Lee ...', person: null },
      { id: 5, title: 'Book fair helpers', preview: 'You, Sam Carter, Priya Shah', person: null },
    ]);

    // Seen by Sam, the same direct chat is named after Ada.
    expect(toInboxEntries(buildUserGroups([buildDirectChat()], SAM), SAM.id)[0]).toMatchObject({
      title: 'Ada Lovelace',
      person: ADA,
    });
  });

  it("labels the last message's sender as the chat shows them, and carries the unread counts", () => {
    const answer = buildUserGroups(
      [
        buildDirectChat({ chat_messages: [buildMessage(3, SAM, 'See you at 3')] }),
        buildChatGroup({ chat_messages: [buildMessage(2, ADA, 'Thanks all')] }),
        buildChatGroup({ id: 11, name: 'Old group', chat_messages: [buildMessage(1, null, 'Bye')] }),
        buildChatGroup({ id: 12, name: 'Quiet group' }),
      ],
      ADA,
      { 6: 2, 11: 1 },
    );
    const entries = toInboxEntries(answer, ADA.id);
    expect(entries.map((entry) => [entry.lastMessage?.senderLabel, entry.lastMessage?.text, entry.unreadCount])).toEqual([
      ['Sam', 'See you at 3', 2],
      ['You', 'Thanks all', 0],
      ['User left the group', 'Bye', 1],
      [undefined, undefined, 0],
    ]);
    expect(countUnreadMessages(entries)).toBe(3);
  });
});

describe('formatInboxTime', () => {
  const now = new Date(2031, 4, 8, 15, 30);
  it('gives the time today, then Yesterday, the weekday within the week, and the date', () => {
    expect(formatInboxTime(new Date(2031, 4, 8, 9, 5).toISOString(), now)).toMatch(/9.05/);
    expect(formatInboxTime(new Date(2031, 4, 7, 23, 59).toISOString(), now)).toBe('Yesterday');
    expect(formatInboxTime(new Date(2031, 4, 4, 12, 0).toISOString(), now)).toBe(
      new Date(2031, 4, 4).toLocaleDateString(undefined, { weekday: 'short' }),
    );
    expect(formatInboxTime(new Date(2031, 0, 20).toISOString(), now)).toBe(
      new Date(2031, 0, 20).toLocaleDateString(undefined, { day: 'numeric', month: 'short' }),
    );
    expect(formatInboxTime(new Date(2029, 0, 20).toISOString(), now)).toContain('2029');
    expect(formatInboxTime('not a date', now)).toBe('');
  });
});

describe('findDirectChatWith', () => {
  it('finds the direct chat with that person, not a group they share', () => {
    const answer = buildUserGroups([buildChatGroup(), buildDirectChat()]);
    expect(findDirectChatWith(answer, SAM.id)).toBe(6);
    expect(findDirectChatWith(answer, PRIYA.id)).toBeNull();
  });
});
