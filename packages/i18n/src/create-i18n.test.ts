import { describe, expect, it } from 'vitest';
import { NAMESPACES, applyLanguage, createI18n } from './index';

describe('createI18n', () => {
  it('starts initialised in the requested language, TY under its i18next code fil', () => {
    const i18n = createI18n('TY');
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('fil');
    expect(i18n.t('home.title')).toBe('Maligayang pagdating');
    expect(i18n.t('errors:network_link_abnormal', { lng: 'en' })).toBe('Network link abnormal');
  });

  it('registers every namespace, those of the UI kit included', () => {
    const i18n = createI18n('EN');
    expect(i18n.options.ns).toEqual([...NAMESPACES]);
    for (const namespace of NAMESPACES) {
      expect(i18n.hasResourceBundle('en', namespace), namespace).toBe(true);
      expect(i18n.hasResourceBundle('fil', namespace), namespace).toBe(true);
    }
  });

  it('reads keys of every area', () => {
    const i18n = createI18n('EN');
    expect(i18n.t('auth:login.remember')).toBe('Remember password');
    expect(i18n.t('games:categories.COCKFIGHT')).toBe('Sabong');
    expect(i18n.t('member:menu.securityCenter')).toBe('Security centre');
    expect(i18n.t('agent:support_hours')).toBe('Support hours: Monday to Friday 12:00-21:00');
    expect(i18n.t('status:activity.coming_soon')).toBe('Coming soon');
    expect(i18n.t('marketing:min_bet_hint', { amount: '₱1.00' })).toBe(
      'Bet ₱1.00 or more on 25 lines or more',
    );
    expect(i18n.t('validation:pattern.letterThenAlnum', { min: 6, max: 16 })).toBe(
      '6-16 characters: a letter first, then letters and digits',
    );
  });

  it('fails loudly on a missing key in tests', () => {
    const i18n = createI18n('EN');
    // @ts-expect-error: the key does not exist, which is the point
    expect(() => i18n.t('home.nope')).toThrow(/Missing translation "common:home.nope"/);
  });

  it('falls back to the key quietly when not strict (the browser build)', () => {
    const i18n = createI18n('EN', { strict: false });
    // @ts-expect-error: the key does not exist, which is the point
    expect(i18n.t('home.nope')).toBe('home.nope');
  });
});

describe('applyLanguage', () => {
  it('switches i18next and <html lang> between EN and TY', async () => {
    const i18n = createI18n('EN');
    await applyLanguage(i18n, 'TY');
    expect(i18n.language).toBe('fil');
    expect(i18n.t('actions.login')).toBe('Mag-log in');
    await applyLanguage(i18n, 'EN');
    expect(i18n.t('actions.login')).toBe('Log in');
  });
});
