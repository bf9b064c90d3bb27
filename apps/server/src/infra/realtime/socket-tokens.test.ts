import { describe, expect, it } from 'vitest';
import { chooseSocketProtocol, redactSecrets, socketToken } from './socket-tokens.ts';

const key = 'ab12'.repeat(16);

describe('redactSecrets', () => {
  it('hides the token of every socket path, whatever its length', () => {
    expect(redactSecrets(`/ws/chat/12/${key}/?after=40`)).toBe('/ws/chat/12/[redacted]/?after=40');
    expect(redactSecrets(`/ws/call/3/${key}/`)).toBe('/ws/call/3/[redacted]/');
    expect(redactSecrets('/ws/notifications/short/')).toBe('/ws/notifications/[redacted]/');
    expect(redactSecrets('GET /ws/chat/12/-/ failed')).toBe('GET /ws/chat/12/[redacted]/ failed');
  });

  it('hides secret links and keys elsewhere, and leaves ordinary addresses alone', () => {
    expect(redactSecrets(`/resetPassword/confirm/7/${key}`)).toBe('/resetPassword/confirm/7/[redacted]');
    expect(redactSecrets(`/verify-email/${key}`)).toBe('/verify-email/[redacted]');
    expect(redactSecrets('/api/v1/school/chat-group-get/12/')).toBe('/api/v1/school/chat-group-get/12/');
  });
});

describe('socketToken', () => {
  it('takes the token offered with the homeroom subprotocol before the one in the path', () => {
    expect(socketToken({ headers: { 'sec-websocket-protocol': `homeroom, token.${key}` } }, '-')).toBe(key);
    expect(socketToken({ headers: {} }, key)).toBe(key);
    expect(socketToken({ headers: { 'sec-websocket-protocol': `token.${key}` } }, 'path')).toBe('path');
    expect(socketToken({ headers: { 'sec-websocket-protocol': 'homeroom' } }, '-')).toBe('-');
  });

  it('answers the homeroom subprotocol, never the token', () => {
    expect(chooseSocketProtocol(new Set(['homeroom', `token.${key}`]))).toBe('homeroom');
    expect(chooseSocketProtocol(new Set([`token.${key}`]))).toBe(false);
  });
});
