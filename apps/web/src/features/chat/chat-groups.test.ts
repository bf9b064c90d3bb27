import { describe, expect, it } from 'vitest';
import {
  ADA,
  buildChatGroup,
  buildDirectChat,
  buildMember,
  buildUserGroups,
  PRIYA,
  SAM,
} from './chat.factories.ts';
import { findDirectChatWith, memberPreview, splitGroups } from './chat-groups.ts';

describe('memberPreview', () => {
  it("lists up to five names, then '...'", () => {
    expect(memberPreview(['Ann', 'Ben'])).toBe('Ann, Ben');
    expect(memberPreview(['Ann', 'Ben', 'Cat', 'Dan', 'Eve'])).toBe('Ann, Ben, Cat, Dan, Eve');
    expect(memberPreview(['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus'])).toBe(
      'Ann, Ben, Cat, Dan, Eve ...',
    );
  });
});

describe('splitGroups', () => {
  it('names a direct chat after the other person and a group by its name and members', () => {
    const others = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'].map((first, index) =>
      buildMember({ id: 20 + index, first_name: first, last_name: 'Lee' }),
    );
    const big = buildChatGroup({ id: 9, name: 'Sports day', chat_members: [buildMember(ADA), ...others] });
    const { groups, directChats } = splitGroups(
      buildUserGroups([buildChatGroup(), buildDirectChat(), big]),
      ADA.id,
    );
    expect(groups).toEqual([
      { id: 9, isDirect: false, title: 'Sports day', preview: 'You, Ann Lee, Ben Lee, Cat Lee, Dan Lee ...' },
      { id: 5, isDirect: false, title: 'Book fair helpers', preview: 'You, Sam Carter, Priya Shah' },
    ]);
    expect(directChats).toEqual([{ id: 6, isDirect: true, title: 'Sam Carter', preview: 'Sam Carter' }]);

    // Seen by Sam, the same direct chat is named after Ada.
    expect(splitGroups(buildUserGroups([buildDirectChat()], SAM), SAM.id).directChats[0]?.title).toBe(
      'Ada Lovelace',
    );
  });
});

describe('findDirectChatWith', () => {
  it('finds the direct chat with that person, not a group they share', () => {
    const answer = buildUserGroups([buildChatGroup(), buildDirectChat()]);
    expect(findDirectChatWith(answer, SAM.id)).toBe(6);
    expect(findDirectChatWith(answer, PRIYA.id)).toBeNull();
  });
});
