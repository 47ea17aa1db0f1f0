import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Runs each test of the calling file on a device in `zone` whose clock reads `now`, so a test can
 * show that a screen writes the site's time and not the device's. Only `Date` is faked: timers and
 * waits run as usual. The real zone and clock come back after each test.
 */
export function onDeviceIn(zone: string, now: Date): void {
  let deviceZone: string | undefined;
  beforeEach(() => {
    deviceZone = process.env.TZ;
    process.env.TZ = zone;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
    if (deviceZone === undefined) delete process.env.TZ;
    else process.env.TZ = deviceZone;
  });
}
