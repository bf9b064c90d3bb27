import { describe, expect, it } from 'vitest';
import { appAddress, readPushedNotification } from './push-notification.ts';

const ORIGIN = 'https://homeroom.example';

describe('readPushedNotification', () => {
  it('reads the title, body, address and tag the server sends', () => {
    const text = JSON.stringify({ title: 'New message', body: 'Ms Brook: see you', url: '/chat/7', tag: 'chat-7' });
    expect(readPushedNotification(text)).toEqual({ title: 'New message', body: 'Ms Brook: see you', url: '/chat/7', tag: 'chat-7' });
  });

  it('shows a generic Homeroom notification for an empty, unreadable or untitled push', () => {
    const generic = { title: 'Homeroom', body: '', url: '/home' };
    expect(readPushedNotification(null)).toEqual(generic);
    expect(readPushedNotification('')).toEqual(generic);
    expect(readPushedNotification('not json')).toEqual(generic);
    expect(readPushedNotification('[1,2]')).toEqual(generic);
    expect(readPushedNotification(JSON.stringify({ body: 'no title' }))).toEqual(generic);
    expect(readPushedNotification(JSON.stringify({ title: 42 }))).toEqual(generic);
  });

  it('opens Home when the push names no address', () => {
    expect(readPushedNotification(JSON.stringify({ title: 'Story' }))).toEqual({ title: 'Story', body: '', url: '/home' });
  });
});

describe('appAddress', () => {
  it('keeps a path of the app with its query and anchor', () => {
    expect(appAddress('/class/3?tab=stories#story-9', ORIGIN)).toBe('/class/3?tab=stories#story-9');
    expect(appAddress(`${ORIGIN}/chat/4`, ORIGIN)).toBe('/chat/4');
  });

  it('never sends the user to another site', () => {
    expect(appAddress('https://evil.example/chat/4', ORIGIN)).toBe('/home');
    expect(appAddress('//evil.example/x', ORIGIN)).toBe('/home');
    expect(appAddress('javascript:alert(1)', ORIGIN)).toBe('/home');
  });
});
