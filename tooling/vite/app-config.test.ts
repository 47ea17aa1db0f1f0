import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Plugin, PluginOption } from 'vite';
import { appConfig } from './app-config.js';
import { DEV_SECURITY_HEADERS, SECURITY_HEADERS } from './security-headers.js';

const base = { name: 'player', portVariable: 'TEST_APP_PORT', defaultPort: 4173 };

/** The plugins' names in order, React's own included. */
const namesOf = (plugins: PluginOption[] | undefined): string[] =>
  (plugins ?? []).flat(Infinity as 1).map((plugin) => (plugin as Plugin).name);

describe('appConfig', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('composes the plugins in their order, the boot ones only for an app with a boot', () => {
    const own = (names: string[]) => names.filter((name) => !name.startsWith('vite:'));
    expect(own(namesOf(appConfig(base).plugins))).toEqual([
      'refuse-dot-segments',
      'preload-helper',
      'announce-url',
      'static-host-headers',
      'preview-caching',
      'precompressed-assets',
      'service-worker',
      'kit-modules',
      'static-imports',
    ]);
    const withBoot = appConfig({
      ...base,
      bootFrame: () => '<div></div>',
      bootEntry: 'src/boot.ts',
      bootTexts: ['games'],
    });
    expect(own(namesOf(withBoot.plugins))).toEqual([
      'refuse-dot-segments',
      'preload-helper',
      'announce-url',
      'static-host-headers',
      'preview-caching',
      'precompressed-assets',
      'service-worker',
      'prerendered-frame',
      'boot-script',
      'kit-modules',
      'static-imports',
    ]);
    // React's plugins sit between the preload helper and the address line.
    const names = namesOf(withBoot.plugins);
    const react = names.flatMap((name, index) => (name.startsWith('vite:react') ? [index] : []));
    expect(react.length).toBeGreaterThan(0);
    expect(Math.min(...react)).toBe(names.indexOf('preload-helper') + 1);
    expect(Math.max(...react)).toBe(names.indexOf('announce-url') - 1);
  });

  it('serves on the port of its variable, the default when unset or empty', () => {
    expect(appConfig(base).server?.port).toBe(4173);
    vi.stubEnv('TEST_APP_PORT', '');
    expect(appConfig(base).preview?.port).toBe(4173);
    vi.stubEnv('TEST_APP_PORT', '5180');
    const config = appConfig(base);
    expect(config.server).toMatchObject({ host: '127.0.0.1', port: 5180, strictPort: true });
    expect(config.preview).toMatchObject({ host: '127.0.0.1', port: 5180, strictPort: true });
  });

  it('refuses a port that is no port', () => {
    for (const value of ['0', '65536', '80.5', 'http'])
      expect(() => {
        vi.stubEnv('TEST_APP_PORT', value);
        appConfig(base);
      }).toThrow(`Invalid port: ${value}`);
  });

  it('forwards the API paths and the notices socket to the platform, never /__dev', () => {
    vi.stubEnv('PLATFORM_URL', 'http://127.0.0.1:9999');
    const { proxy } = appConfig(base).server ?? {};
    expect(proxy).toEqual({
      '/wps/notices/socket': { target: 'http://127.0.0.1:9999', xfwd: true, ws: true },
      '/wps': { target: 'http://127.0.0.1:9999', xfwd: true },
      '/lgw': { target: 'http://127.0.0.1:9999', xfwd: true },
      '/lotto': { target: 'http://127.0.0.1:9999', xfwd: true },
    });
    expect(appConfig(base).preview?.proxy).toEqual(proxy);
  });

  it('sends the security headers, the strict set from the built app', () => {
    const config = appConfig(base);
    expect(config.server?.headers).toEqual(DEV_SECURITY_HEADERS);
    expect(config.preview?.headers).toEqual(SECURITY_HEADERS);
  });

  it("switches React-Redux's selector hook off through an alias to a file that exists", () => {
    const alias = appConfig(base).resolve?.alias;
    if (!Array.isArray(alias)) throw new Error('no alias list');
    const [selectorOff] = alias as { find: RegExp; replacement: string }[];
    expect(selectorOff?.find.test('use-sync-external-store/with-selector.js')).toBe(true);
    expect(selectorOff?.find.test('use-sync-external-store/shim')).toBe(false);
    expect(selectorOff?.replacement.endsWith('selector-off.js')).toBe(true);
    expect(existsSync(selectorOff?.replacement ?? '')).toBe(true);
  });
});
