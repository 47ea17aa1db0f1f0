import { beforeEach, describe, expect, it } from 'vitest';
import { captureAffiliateCode, forgetAffiliateCode, storedAffiliateCode } from './affiliate-link';

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
});
