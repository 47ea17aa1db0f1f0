/** Security centre rules: the score's band and a readable device name for a user agent. */

/** Original site: above 80 high, above 60 mid, else low. */
export type SecurityBand = 'high' | 'mid' | 'low';

export function securityBandOf(completeProgress: number): SecurityBand {
  if (completeProgress > 80) return 'high';
  if (completeProgress > 60) return 'mid';
  return 'low';
}

/** A browser and a system, as login history and active sessions show them ("Chrome", "Android"). */
export interface Device {
  browser: string | null;
  os: string | null;
}

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** The first browser and system the user agent names; null for each it does not. */
export function deviceOf(userAgent: string): Device {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  const os = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  return { browser, os };
}
