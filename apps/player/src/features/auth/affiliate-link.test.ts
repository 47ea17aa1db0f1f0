import { beforeEach, describe, expect, it } from 'vitest';
import {
  captureAffiliateCode,
  forgetAffiliateCode,
  storedAffiliateCode,
  visitToCount,
} from './affiliate-link';
import { hasAffiliateParam } from './affiliate-params';

describe('the invitation code of the link', () => {
  beforeEach(() => localStorage.clear());

  it.each(['?affiliateCode=AG1001', '?r=AG1001', '?referralCode=AG1001'])(
    'is read from %s and kept for the visit',
    (search) => {
      expect(captureAffiliateCode(search)).toBe('AG1001');
      expect(captureAffiliateCode('')).toBe('AG1001');
    },
  );

  it('ignores a code with other characters', () => {
    expect(captureAffiliateCode('?r=<script>')).toBeNull();
    expect(storedAffiliateCode()).toBeNull();
  });

  it('is forgotten after a failed check', () => {
    captureAffiliateCode('?r=WRONG1');
    forgetAffiliateCode();
    expect(storedAffiliateCode()).toBeNull();
  });

  it('counts a visit by a link once per code and browser session', () => {
    expect(visitToCount('?affiliateCode=ag1001')).toBe('AG1001');
    expect(visitToCount('?affiliateCode=AG1001')).toBeNull();
    expect(visitToCount('?r=AG1002')).toBe('AG1002');
    expect(visitToCount('')).toBeNull();
    expect(visitToCount('?r=<script>')).toBeNull();
  });
});

describe('whether the start loads the invitation link code', () => {
  it.each(['?affiliateCode=AG1001', '?r=AG1001', '?referralCode=', '?tab=2&r=x'])(
    'does for %s',
    (search) => expect(hasAffiliateParam(search)).toBe(true),
  );

  it.each(['', '?token=abc', '?tab=2', '?rr=AG1001', '?ref=AG1001'])(
    'does not for %s (nothing there to keep or count)',
    (search) => {
      expect(hasAffiliateParam(search)).toBe(false);
      expect(visitToCount(search)).toBeNull();
    },
  );
});
