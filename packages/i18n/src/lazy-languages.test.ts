import { describe, expect, it } from 'vitest';
import { applyLanguage, createI18n } from './index';
import type { LazyFiles } from './lazy-languages';
import { createLanguageLoader, languageLoader, loadLanguage } from './lazy-languages';

// The same globs as locale-files.ts, over test-only files: vi has a base file and an override.
const fixtureLoader = createLanguageLoader(
  import.meta.glob('../test-fixtures/locales/*/*.json', { import: 'default' }),
  import.meta.glob('../test-fixtures/overrides/*/*.json', { import: 'default' }),
);

describe('the repository’s language loader', () => {
  it('leaves EN and TY to the bundle and finds PT through its overrides', () => {
    expect(languageLoader.codes).not.toContain('en');
    expect(languageLoader.codes).not.toContain('fil');
    expect(languageLoader.codes).toContain('pt');
  });

  it('loads Portuguese on demand, its override over English for the rest', async () => {
    const i18n = createI18n('EN');
    expect(i18n.hasResourceBundle('pt', 'common')).toBe(false);
    await applyLanguage(i18n, 'PT');
    expect(i18n.language).toBe('pt');
    expect(i18n.t('actions.login')).toBe('Entrar');
    expect(i18n.t('money.currency_name')).toBe('Peso');
    expect(i18n.t('actions.retry')).toBe('Retry');
  });
});

describe('a lazily loaded language', () => {
  it('is listed by its i18next code, ignoring files of no namespace', () => {
    expect(fixtureLoader.codes).toEqual(['vi']);
  });

  it('is loaded when chosen, with its override winning over its base file', async () => {
    const i18n = createI18n('EN');
    await applyLanguage(i18n, 'VI', fixtureLoader);
    expect(i18n.language).toBe('vi');
    expect(i18n.t('actions.login')).toBe('Đăng nhập');
    expect(i18n.t('actions.register')).toBe('Tạo tài khoản');
    expect(i18n.t('games:count', { count: 3 })).toBe('3 trò chơi');
  });

  it('reads a key it lacks in English, without failing the strict test mode', async () => {
    const i18n = createI18n('EN');
    await applyLanguage(i18n, 'VI', fixtureLoader);
    expect(i18n.t('errors:network_link_abnormal')).toBe('Network link abnormal');
  });

  it('is loaded once', async () => {
    let loads = 0;
    const files: LazyFiles = {
      '../locales/vi/common.json': () => {
        loads += 1;
        return Promise.resolve({ brand: 'VI' });
      },
    };
    const loader = createLanguageLoader(files);
    const i18n = createI18n('EN');
    await loadLanguage(i18n, 'VI', loader);
    await loadLanguage(i18n, 'VI', loader);
    expect(loads).toBe(1);
  });

  it('rejects when its chunk fails and leaves the language as it was', async () => {
    const failing = createLanguageLoader({
      '../locales/vi/common.json': () => Promise.reject(new Error('chunk failed')),
    });
    const i18n = createI18n('TY');
    await expect(applyLanguage(i18n, 'VI', failing)).rejects.toThrow('chunk failed');
    expect(i18n.language).toBe('fil');
  });

  it('refuses a file that is not a translation tree', async () => {
    const broken = createLanguageLoader({ '../locales/vi/common.json': () => Promise.resolve(42) });
    await expect(broken.load('vi')).rejects.toThrow(/not a translation file/);
  });

  it('falls back to English everywhere for a language with no file at all', async () => {
    const i18n = createI18n('EN');
    await applyLanguage(i18n, 'DE', fixtureLoader);
    expect(i18n.t('actions.login')).toBe('Log in');
  });
});
