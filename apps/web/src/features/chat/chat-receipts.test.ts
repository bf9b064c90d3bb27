import { describe, expect, it } from 'vitest';
import type { ChatMemberDto, ChatMessageDto } from '@homeroom/contract/chat';
import { readersByMessage, withReadMark } from './chat-receipts.ts';

const member = (id: number, firstName: string): ChatMemberDto => ({
  id,
  user: { id, first_name: firstName, last_name: 'Doe', profile_picture: null },
  group: 1,
  connected_to_chat: false,
  connected_to_call: false,
});
const message = (id: number, senderId: number): ChatMessageDto => ({
  id,
  sender: { id: senderId, user: { id: senderId, first_name: '', last_name: '', profile_picture: null } },
  content: `m${id}`,
  time: '2031-05-02T08:30:00.000Z',
  group: 1,
  edited_at: null,
  is_removed: false,
});

describe('readersByMessage', () => {
  const members = [member(1, 'Olivia'), member(2, 'Sam'), member(3, 'Priya')];
  const messages = [message(10, 1), message(11, 2), message(12, 1), message(13, 1)];

  it('puts each reader under the newest of the viewer’s messages they reached', () => {
    const readers = readersByMessage(
      messages,
      [
        { user: 2, message: 12, read_at: '2031-05-02T09:00:00.000Z' },
        { user: 3, message: 13, read_at: '2031-05-02T09:05:00.000Z' },
      ],
      members,
      1,
    );
    expect(readers.get(12)?.map((reader) => reader.name)).toEqual(['Sam Doe']);
    expect(readers.get(13)?.map((reader) => reader.name)).toEqual(['Priya Doe']);
    expect(readers.has(10)).toBe(false);
  });

  it('leaves out the viewer’s own mark, marks before any of their messages and people who left', () => {
    const readers = readersByMessage(
      messages,
      [
        { user: 1, message: 13, read_at: '2031-05-02T09:00:00.000Z' },
        { user: 2, message: 9, read_at: '2031-05-02T09:00:00.000Z' },
        { user: 4, message: 13, read_at: '2031-05-02T09:00:00.000Z' },
      ],
      members,
      1,
    );
    expect(readers.size).toBe(0);
  });
});

describe('withReadMark', () => {
  it('moves a member’s mark forward, never back', () => {
    const marks = [{ user: 2, message: 12, read_at: 'a' }];
    expect(withReadMark(marks, { user: 2, message: 13, read_at: 'b' })).toEqual([{ user: 2, message: 13, read_at: 'b' }]);
    expect(withReadMark(marks, { user: 2, message: 11, read_at: 'c' })).toEqual(marks);
  });
});
