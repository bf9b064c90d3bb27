import { describe, expect, it } from 'vitest';
import { createCandidateQueue, fromCandidateMessage, toCandidateMessage } from './candidate-queue.ts';

describe('the candidate queue', () => {
  it('holds candidates until it opens, then applies them in arrival order', () => {
    const queue = createCandidateQueue<string>();
    queue.add('a');
    queue.add('b');
    expect(queue.held()).toEqual(['a', 'b']);
    const applied: string[] = [];
    queue.open((candidate) => applied.push(candidate));
    expect(applied).toEqual(['a', 'b']);
    expect(queue.held()).toEqual([]);
  });

  it('applies candidates at once once open', () => {
    const queue = createCandidateQueue<string>();
    const applied: string[] = [];
    queue.open((candidate) => applied.push(candidate));
    queue.add('c');
    expect(applied).toEqual(['c']);
    expect(queue.held()).toEqual([]);
    expect(queue.isOpen()).toBe(true);
  });

  it('drops what it holds and closes on reset, for the next call', () => {
    const queue = createCandidateQueue<string>();
    const applied: string[] = [];
    queue.open((candidate) => applied.push(candidate));
    queue.reset();
    queue.add('late');
    expect(applied).toEqual([]);
    expect(queue.held()).toEqual(['late']);
    queue.reset();
    expect(queue.held()).toEqual([]);
    expect(queue.isOpen()).toBe(false);
  });
});

describe('candidates on the socket', () => {
  it('go out as label, id and candidate (docs/product.md, "Live sockets")', () => {
    expect(toCandidateMessage({ candidate: 'candidate:1 1 udp 1 10.0.0.2 5000 typ host', sdpMLineIndex: 1, sdpMid: '1' })).toEqual({
      label: 1,
      id: '1',
      candidate: 'candidate:1 1 udp 1 10.0.0.2 5000 typ host',
    });
  });

  it('come in as what the browser takes', () => {
    expect(fromCandidateMessage({ label: 0, id: '0', candidate: 'candidate:2' })).toEqual({
      candidate: 'candidate:2',
      sdpMLineIndex: 0,
      sdpMid: '0',
    });
    expect(fromCandidateMessage({ label: null, id: 'audio', candidate: 'candidate:3' })).toEqual({
      candidate: 'candidate:3',
      sdpMLineIndex: null,
      sdpMid: 'audio',
    });
  });

  it('are ignored when they have no usable shape', () => {
    expect(fromCandidateMessage(null)).toBe(null);
    expect(fromCandidateMessage({ label: 0, id: '0' })).toBe(null);
    expect(fromCandidateMessage({ candidate: 'candidate:4' })).toBe(null);
  });
});
