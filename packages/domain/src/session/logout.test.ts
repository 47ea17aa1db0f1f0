import { describe, expect, it } from 'vitest';
import { logoutOutcome } from './logout';

describe('logout (§4 Session)', () => {
  it('confirms, logs out on the server, keeps only the merchant code and goes to /', () => {
    expect(logoutOutcome(false)).toEqual({
      confirmFirst: true,
      callServerLogout: true,
      keepSessionKeys: ['merchantCode'],
      flagsToClear: ['isLogin', 'isAgent', 'isTrial'],
      goTo: '/',
    });
  });
  it('returns an agent logout to /agent', () => {
    expect(logoutOutcome(true).goTo).toBe('/agent');
  });
});
