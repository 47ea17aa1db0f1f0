/** Control characters, spaces and backslashes: browsers drop or fold some, so `/\evil` becomes `//evil`. */
function hasUnsafeCharacter(path: string): boolean {
  for (let index = 0; index < path.length; index += 1) {
    const code = path.charCodeAt(index);
    if (code <= 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/**
 * A URL from the server (a customer-service entry, a banner image), if it is safe to open or show:
 * a site path with a single leading `/` (served by the platform, so resolved against the API base)
 * or an absolute http(s) URL.
 * `javascript:`, `data:`, `mailto:`, protocol-relative `//host` and anything unparsable give null.
 */
export function safeServerUrl(path: string, apiBase = ''): string | null {
  const candidate = path.trim();
  if (candidate.startsWith('/')) {
    const second = candidate.charAt(1);
    if (second === '/' || hasUnsafeCharacter(candidate)) return null;
    return apiBase + candidate;
  }
  if (!/^https?:\/\//i.test(candidate)) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The first customer-service entry of the permission call, when its URL is safe. */
export function customerServiceUrlOf(
  entries: readonly { path: string }[],
  apiBase: string,
): string | null {
  const first = entries[0];
  return first ? safeServerUrl(first.path, apiBase) : null;
}
