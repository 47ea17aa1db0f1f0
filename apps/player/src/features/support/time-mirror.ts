/** The speed check of one mirror site: a tiny request, timed in the browser. */
import type { MirrorTiming } from '@gaming/domain/support';

/** A mirror that has not answered in this long counts as unreachable. */
export const MIRROR_TIMEOUT_MS = 5000;

/** The mirror's origin when it is an http(s) address, else null (never fetched). */
export function mirrorOriginOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Milliseconds for `<mirror>/wps/support` (small, cacheless); another origin is asked without CORS
 * (the answer is opaque, only its arrival counts). Null when it fails or takes too long.
 */
export async function timeMirror(
  url: string,
  now: () => number = () => performance.now(),
): Promise<MirrorTiming> {
  const origin = mirrorOriginOf(url);
  if (origin === null) return { url, ms: null };
  const sameOrigin = origin === window.location.origin;
  const started = now();
  try {
    await fetch(`${origin}/wps/support?speed=${String(Date.now())}`, {
      cache: 'no-store',
      mode: sameOrigin ? 'same-origin' : 'no-cors',
      credentials: 'omit',
      signal: AbortSignal.timeout(MIRROR_TIMEOUT_MS),
    });
    return { url, ms: Math.max(1, Math.round(now() - started)) };
  } catch {
    return { url, ms: null };
  }
}
