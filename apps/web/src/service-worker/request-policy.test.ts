import { describe, expect, it } from 'vitest';
import { chooseStrategy } from './request-policy.ts';

const ORIGIN = 'https://homeroom.example';
const PRECACHED = new Set(['/index.html', '/assets/index-abc123.js', '/manifest.webmanifest']);

function strategyOf(path: string, { method = 'GET', mode = 'cors', origin = ORIGIN } = {}) {
  return chooseStrategy({ method, mode, url: new URL(path, origin) }, ORIGIN, PRECACHED);
}

describe('chooseStrategy', () => {
  it('answers page addresses from the network with the cached shell behind', () => {
    expect(strategyOf('/class/12', { mode: 'navigate' })).toBe('page');
    expect(strategyOf('/', { mode: 'navigate' })).toBe('page');
  });

  it('answers the files of this build from the versioned cache', () => {
    expect(strategyOf('/assets/index-abc123.js')).toBe('precached');
    expect(strategyOf('/manifest.webmanifest')).toBe('precached');
  });

  it('keeps the last answer of Home, the class page and its comments, the bell, the chat list and the account', () => {
    for (const path of [
      '/api/v1/home/',
      '/api/v1/school/class/12/',
      '/api/v1/school/class-story-comments/12/?stories=31,32',
      '/api/v1/school/notifications-get/',
      '/api/v1/school/chat-group-user-get/',
      '/api/v1/dj-rest-auth/user/',
    ]) {
      expect(strategyOf(path), path).toBe('last-seen-api');
    }
  });

  it('never keeps writes, other API answers, media, sockets or other origins', () => {
    expect(strategyOf('/api/v1/school/class/12/', { method: 'POST' })).toBe('network');
    expect(strategyOf('/api/v1/school/class/12/', { method: 'PUT' })).toBe('network');
    expect(strategyOf('/api/v1/school/chat-messages/4/?before=9')).toBe('network');
    expect(strategyOf('/api/v1/school/student-portfolio-list/3/')).toBe('network');
    expect(strategyOf('/api/v1/home/?x=1')).toBe('network');
    // A story's comments are read through its class's tab.
    expect(strategyOf('/api/v1/school/story-comment-list/31/')).toBe('network');
    expect(strategyOf('/media/stories/1.jpg?expires=1&signature=x')).toBe('network');
    expect(strategyOf('/ws/chat/1/abc/')).toBe('network');
    expect(strategyOf('/assets/index-abc123.js', { origin: 'https://elsewhere.example' })).toBe('network');
    expect(strategyOf('/assets/unknown.js')).toBe('network');
  });

  it('treats an API or media address by its path even when opened as a page', () => {
    expect(strategyOf('/api/v1/home/', { mode: 'navigate' })).toBe('last-seen-api');
    expect(strategyOf('/media/a.jpg', { mode: 'navigate' })).toBe('network');
  });
});
