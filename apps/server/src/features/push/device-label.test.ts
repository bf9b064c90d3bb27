import { describe, expect, it } from 'vitest';
import { describeDevice, deviceLabel } from './device-label.ts';

describe('device labels', () => {
  it('names common browsers and systems from their User-Agent', () => {
    const cases: [string, string][] = [
      ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome on Android'],
      ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'Safari on iPhone'],
      ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge on Windows'],
      ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on macOS'],
      ['Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36', 'Samsung Internet on Android'],
      ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome on Linux'],
    ];
    for (const [agent, label] of cases) expect(deviceLabel(describeDevice(agent)), agent).toBe(label);
  });

  it('says what it knows when the User-Agent is missing or odd', () => {
    expect(describeDevice(undefined)).toEqual({ browser: '', os: '' });
    expect(deviceLabel(describeDevice(undefined))).toBe('A browser');
    expect(deviceLabel(describeDevice('curl/8.5.0'))).toBe('A browser');
  });
});
