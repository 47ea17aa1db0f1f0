/**
 * The runtime config `/config.json`, served beside the build (public/config.json). A deployment
 * edits that file to point the app at its merchant code and API base without rebuilding.
 */
export interface RuntimeConfig {
  merchantCode: string;
  /** '' for the same origin (the API paths are proxied), or an absolute origin. */
  apiBase: string;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = { merchantCode: 'PHDEMO', apiBase: '' };

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
