import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createParent, createTeacher } from '../../test/factories.ts';
import { turnCredentials } from './ice-servers.ts';

describe('TURN REST credentials', () => {
  it('match a vector computed independently (openssl dgst -sha1 -hmac)', () => {
    // printf '%s' '1700086400:42' | openssl dgst -sha1 -hmac 'north-sea-secret' -binary | base64
    expect(turnCredentials('north-sea-secret', 42, 86_400, 1_700_000_000_000)).toEqual({
      username: '1700086400:42',
      credential: 'Rf9sfQroQUMCbOthwBz3LUye5CE=',
    });
  });

  it('are read from TURN_URLS, TURN_SECRET and TURN_TTL_SECONDS, which go together', () => {
    const config = loadConfig({ TURN_URLS: 'turn:turn.example.org:3478, turns:turn.example.org:5349', TURN_SECRET: 'a-long-shared-secret' });
    expect(config.turn).toEqual({ urls: ['turn:turn.example.org:3478', 'turns:turn.example.org:5349'], secret: 'a-long-shared-secret', ttlSeconds: 86_400 });
    expect(loadConfig({}).turn).toBeNull();
    expect(() => loadConfig({ TURN_URLS: 'turn:turn.example.org:3478' })).toThrow(ConfigError);
    expect(() => loadConfig({ TURN_URLS: 'turn:turn.example.org:3478', TURN_SECRET: 'short' })).toThrow(ConfigError);
  });
});

describe('GET calls/ice-servers/ with a TURN server', () => {
  let testApp: TestApp;
  const secret = 'a-long-shared-secret';
  beforeAll(async () => {
    testApp = await createTestApp({
      iceServers: [{ urls: 'stun:stun.example.org:3478' }],
      turn: { urls: ['turn:turn.example.org:3478'], secret, ttlSeconds: 3600 },
    });
  });
  afterAll(() => testApp.close());

  it('gives each signed-in user credentials of their own that expire, and nothing to a visitor', async () => {
    const teacher = await createTeacher(testApp.app);
    const parent = await createParent(testApp.app);
    const before = Math.floor(Date.now() / 1000);
    for (const user of [teacher, parent]) {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/calls/ice-servers/', headers: user.headers });
      expect(response.statusCode).toBe(200);
      const [stun, turn] = response.json().ice_servers;
      expect(stun).toEqual({ urls: 'stun:stun.example.org:3478' });
      expect(turn.urls).toEqual(['turn:turn.example.org:3478']);
      const [expiry, userId] = String(turn.username).split(':').map(Number);
      expect(userId).toBe(user.id);
      expect(expiry).toBeGreaterThanOrEqual(before + 3600);
      expect(expiry).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 3600);
      // What coturn computes from the username with the shared secret.
      expect(turn.credential).toBe(createHmac('sha1', secret).update(turn.username).digest('base64'));
    }
    const visitor = await testApp.app.inject({ method: 'GET', url: '/api/v1/calls/ice-servers/' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.body).not.toContain('turn:');
  });
});
