import { describe, expect, it } from 'vitest';
import { createI18n } from './index';

describe('plural forms', () => {
  it('follow Tagalog rules in TY: one for 1 and 10, other for 4 (STYLE.md)', () => {
    const i18n = createI18n('TY');
    expect(i18n.t('games:count', { count: 1 })).toBe('1 laro');
    expect(i18n.t('games:count', { count: 4 })).toBe('4 na laro');
    expect(i18n.t('games:count', { count: 10 })).toBe('10 laro');
    expect(i18n.t('time.seconds', { count: 6 })).toBe('6 na segundo');
    expect(i18n.t('time.seconds', { count: 5 })).toBe('5 segundo');
  });

  it('follow English rules in EN: one for 1 only', () => {
    const i18n = createI18n('EN');
    expect(i18n.t('games:count', { count: 1 })).toBe('1 game');
    expect(i18n.t('games:count', { count: 4 })).toBe('4 games');
    expect(i18n.t('games:count', { count: 10 })).toBe('10 games');
    expect(i18n.t('member:badges.messages', { count: 1 })).toBe('1 unread message');
  });

  it('resolve the mobile placeholder the validation rules return with a count', () => {
    const i18n = createI18n('TY');
    expect(i18n.t('validation:mobile_placeholder', { count: 11 })).toBe(
      'Ilagay ang 11-digit na mobile number mo',
    );
  });
});
