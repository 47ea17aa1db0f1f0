/**
 * The runtime config `/config.json`, served beside the build (public/config.json). A deployment
 * edits that file to point the app at its merchant code and API base without rebuilding.
 */
export interface RuntimeConfig {
  merchantCode: string;
  /** '' for the same origin (the API paths are proxied), or an absolute origin. */
  apiBase: string;
  /**
   * The player site's origin, which the agent app links to (deposit, withdraw, messages open
   * there signed in). Only an http(s) origin is taken; the player app ignores it.
   */
  playerOrigin: string;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  merchantCode: 'PHDEMO',
  apiBase: '',
  playerOrigin: 'http://127.0.0.1:4173',
};

/** The origin of an http(s) URL, or null for anything else. */
function httpOriginOf(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Each field of a parsed config.json, or its default when absent or not a string. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const fields =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const text = (name: keyof RuntimeConfig) => {
    const field = fields[name];
    return typeof field === 'string' ? field.trim() : DEFAULT_RUNTIME_CONFIG[name];
  };
  return {
    merchantCode: text('merchantCode') || DEFAULT_RUNTIME_CONFIG.merchantCode,
    apiBase: text('apiBase'),
    playerOrigin: httpOriginOf(text('playerOrigin')) ?? DEFAULT_RUNTIME_CONFIG.playerOrigin,
  };
}

/** Fetches the runtime config; a missing or broken file falls back to the defaults. */
export async function loadRuntimeConfig(
  url: string,
  fetchFn: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  try {
    const response = await fetchFn(url, { cache: 'no-store' });
    if (!response.ok) return DEFAULT_RUNTIME_CONFIG;
    return parseRuntimeConfig(await response.json());
  } catch {
    return DEFAULT_RUNTIME_CONFIG;
  }
}
