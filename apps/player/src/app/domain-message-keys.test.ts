import {
  ACTIVITY_STATUS_KEYS,
  HIGHER_RATE_WARNING_KEY,
  PERIOD_OPTION_KEYS,
  REDEEM_STATUS_KEYS,
} from '@gaming/domain/contracts';
import { IN_NEED_TRUE_ACCOUNT } from '@gaming/domain/game-selection';
import { LOGIN_NON_MEMBER_KEY, NEED_TRUE_ACCOUNT_KEY } from '@gaming/domain/roles';
import { VALIDATION_KEYS } from '@gaming/domain/validation';
import { createI18n } from '@gaming/i18n';
import { describe, expect, it } from 'vitest';

// The domain returns i18n keys; each one must read in both languages, or a screen shows a raw key.
const domainKeys = [
  ...VALIDATION_KEYS,
  ...Object.values(REDEEM_STATUS_KEYS),
  ...Object.values(ACTIVITY_STATUS_KEYS),
  ...Object.values(PERIOD_OPTION_KEYS),
  HIGHER_RATE_WARNING_KEY,
  'agent:contracts.nothing_to_answer',
  'agent:contracts.choice_not_offered',
  IN_NEED_TRUE_ACCOUNT,
  NEED_TRUE_ACCOUNT_KEY,
  LOGIN_NON_MEMBER_KEY,
];

describe('message keys returned by @gaming/domain', () => {
  const en = createI18n('EN');
  const ty = createI18n('TY');
  it.each(domainKeys)('%s exists in EN and TY', (key) => {
    // A count finds plural keys (mobile_placeholder_one/_other) as well as plain ones.
    expect(en.exists(key, { count: 1 })).toBe(true);
    expect(ty.exists(key, { count: 1 })).toBe(true);
  });
});
