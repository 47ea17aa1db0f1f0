import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';

describe('runtime config', () => {
  it('reads merchant code and API base', () => {
    expect(parseRuntimeConfig({ merchantCode: 'PHDEMO', apiBase: 'https://api.example' })).toEqual({
      merchantCode: 'PHDEMO',
      apiBase: 'https://api.example',
      playerOrigin: 'http://127.0.0.1:4173',
    });
  });

  it('reads the player origin of the agent app, http(s) only', () => {
    const origin = (playerOrigin: unknown) => parseRuntimeConfig({ playerOrigin }).playerOrigin;
    expect(origin('https://www.example.ph/')).toBe('https://www.example.ph');
    expect(origin('javascript:alert(1)')).toBe('http://127.0.0.1:4173');
    expect(origin('not a url')).toBe('http://127.0.0.1:4173');
    expect(origin(7)).toBe('http://127.0.0.1:4173');
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
      playerOrigin: 'http://127.0.0.1:4173',
    });
  });
});
