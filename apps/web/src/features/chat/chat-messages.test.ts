import { describe, expect, it } from 'vitest';
import { ADA, buildChatGroup, buildMessage, PRIYA, SAM } from './chat.factories.ts';
import { addLiveMessages, forgetHiddenMessage, mergeGroupAnswer, mergeMessages, toMessageRows } from './chat-messages.ts';

const ids = (messages: { id: number }[]) => messages.map((message) => message.id);

describe('mergeMessages', () => {
  it('keeps each message once, oldest first, whatever order they come in', () => {
    const merged = mergeMessages(
      [buildMessage(4, SAM), buildMessage(2, ADA)],
      [buildMessage(3, SAM), buildMessage(4, SAM), buildMessage(1, ADA)],
    );
    expect(ids(merged)).toEqual([1, 2, 3, 4]);
  });

  it("prefers the stored copy's time over a live copy's", () => {
    const live = { ...buildMessage(4, SAM), time: '2031-05-02T10:00:00.000Z' };
    const stored = buildMessage(4, SAM);
    expect(mergeMessages([live], [stored])[0]?.time).toBe(stored.time);
    expect(addLiveMessages([stored], [live])[0]?.time).toBe(stored.time);
  });

  it('adds a live message after the others, and one received twice only once', () => {
    const current = [buildMessage(1, ADA), buildMessage(2, SAM)];
    const once = addLiveMessages(current, [buildMessage(3, SAM)]);
    const twice = addLiveMessages(once, [buildMessage(3, SAM)]);
    expect(ids(twice)).toEqual([1, 2, 3]);
  });
});

describe('mergeGroupAnswer', () => {
  it('keeps older pages and live messages when the latest messages are fetched again', () => {
    const cached = buildChatGroup({
      chat_messages: [10, 11, 12, 13].map((id) => buildMessage(id, SAM)),
      has_older_messages: false,
    });
    const fresh = buildChatGroup({
      chat_messages: [12, 13].map((id) => buildMessage(id, SAM)),
      has_older_messages: true,
      name: 'Renamed',
    });
    const merged = mergeGroupAnswer(cached, fresh);
    expect(ids(merged.chat_messages)).toEqual([10, 11, 12, 13]);
    expect(merged.has_older_messages).toBe(false);
    expect(merged.name).toBe('Renamed');
  });

  it('drops a held copy of a message the school hid, keeping the server’s copy marked hidden', () => {
    const cached = buildChatGroup({ chat_messages: [910, 911, 912].map((id) => buildMessage(id, SAM)) });
    forgetHiddenMessage(912);
    expect(ids(mergeGroupAnswer(cached, buildChatGroup({ chat_messages: [buildMessage(910, SAM)] })).chat_messages)).toEqual([910, 911]);
    const sendersView = mergeGroupAnswer(cached, buildChatGroup({ chat_messages: [{ ...buildMessage(912, SAM), hidden_by_school: true }] }));
    expect(sendersView.chat_messages.at(-1)).toEqual(expect.objectContaining({ id: 912, hidden_by_school: true }));
  });

  it('starts over from the fresh answer when messages are missing in between', () => {
    const cached = buildChatGroup({ chat_messages: [1, 2].map((id) => buildMessage(id, SAM)) });
    const fresh = buildChatGroup({
      chat_messages: [60, 61].map((id) => buildMessage(id, SAM)),
      has_older_messages: true,
    });
    const merged = mergeGroupAnswer(cached, fresh);
    expect(ids(merged.chat_messages)).toEqual([60, 61]);
    expect(merged.has_older_messages).toBe(true);
  });
});

describe('toMessageRows', () => {
  it("labels own messages 'You' and shows others' first name only when the sender changes", () => {
    const rows = toMessageRows(
      [
        buildMessage(1, SAM),
        buildMessage(2, SAM),
        buildMessage(3, ADA),
        buildMessage(4, ADA),
        buildMessage(5, PRIYA),
        buildMessage(6, SAM),
        buildMessage(7, null),
        buildMessage(8, null),
      ],
      ADA.id,
    );
    expect(rows.map((row) => [row.isOwn, row.showSender ? row.senderLabel : null])).toEqual([
      [false, 'Sam'],
      [false, null],
      [true, 'You'],
      [true, 'You'],
      [false, 'Priya'],
      [false, 'Sam'],
      [false, 'User left the group'],
      [false, null],
    ]);
  });
});
