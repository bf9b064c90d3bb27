/** A device's browser and system as people call them, from its User-Agent; empty when unknown. */
export interface DeviceName {
  browser: string;
  os: string;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** Names the device a subscription was made on, such as Chrome on Android. */
export function describeDevice(userAgent: string | undefined): DeviceName {
  const agent = userAgent ?? '';
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(agent))?.[1] ?? '',
    os: SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1] ?? '',
  };
}

/** The device's one-line English name: "Chrome on Android", "Firefox", "A browser". */
export function deviceLabel({ browser, os }: DeviceName): string {
  if (browser && os) return `${browser} on ${os}`;
  return browser || os || 'A browser';
}
