import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';

describe('runtime config', () => {
  it('reads merchant code and API base', () => {
    expect(parseRuntimeConfig({ merchantCode: 'PHDEMO', apiBase: 'https://api.example' })).toEqual({
      merchantCode: 'PHDEMO',
      apiBase: 'https://api.example',
    });
  });

  it('falls back per field on missing or wrong values', () => {
    expect(parseRuntimeConfig({ merchantCode: 42 })).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(parseRuntimeConfig(null)).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(parseRuntimeConfig({ merchantCode: '' })).toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  it('falls back to the defaults when the file cannot be fetched', async () => {
    const failing = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline'));
    await expect(loadRuntimeConfig('/config.json', failing)).resolves.toEqual(
      DEFAULT_RUNTIME_CONFIG,
    );
    const missing = vi.fn<typeof fetch>().mockResolvedValue(new Response('nope', { status: 404 }));
    await expect(loadRuntimeConfig('/config.json', missing)).resolves.toEqual(
      DEFAULT_RUNTIME_CONFIG,
    );
    const served = vi
      .fn<typeof fetch>()
      .mockResolvedValue(Response.json({ merchantCode: 'XX', apiBase: '' }));
    await expect(loadRuntimeConfig('/config.json', served)).resolves.toEqual({
      merchantCode: 'XX',
      apiBase: '',
    });
  });
});
