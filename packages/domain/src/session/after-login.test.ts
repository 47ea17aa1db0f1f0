import { describe, expect, it } from 'vitest';
import type { AfterLoginInput } from './after-login';
import { afterLoginAction, mustChangePassword, WEAK_DEFAULT_PASSWORD } from './after-login';

const login: AfterLoginInput = {
  loginType: 'username',
  password: 'Demo1234',
  passwordExpired: false,
  passwordExpiryEnabled: true,
  firstTimeLogin: false,
  isAgent: 0,
  app: 'player',
};
const kinds = (input: AfterLoginInput) => afterLoginAction(input).map((s) => s.kind);

describe('after login (§4 Login)', () => {
  it('loads member info and sets the after-login modal flag on a plain login', () => {
    expect(kinds(login)).toEqual([
      'close-login-modal',
      'load-member-info',
      'set-after-login-modal-flag',
    ]);
  });
  it('runs the first-login action first when firstTimeLogin', () => {
    expect(kinds({ ...login, firstTimeLogin: true })[0]).toBe('run-first-login-action');
    expect(kinds({ ...login, firstTimeLogin: true })[1]).toBe('close-login-modal');
  });
  it('forces a password change when the password is the weak default {secret} (§9)', () => {
    expect(WEAK_DEFAULT_PASSWORD).toBe('123456');
    expect(kinds({ ...login, password: '123456' })).toEqual([
      'close-login-modal',
      'open-change-password',
    ]);
  });
  it('forces a password change when the password is expired and expiry is enabled', () => {
    expect(kinds({ ...login, passwordExpired: true })).toContain('open-change-password');
  });
  it('does not force a change for an expired password when expiry is disabled', () => {
    expect(kinds({ ...login, passwordExpired: true, passwordExpiryEnabled: false })).not.toContain(
      'open-change-password',
    );
  });
  it.each(['sms', 'firebase'] as const)('never forces a change for %s logins', (loginType) => {
    const input = { ...login, loginType, password: '123456', passwordExpired: true };
    expect(mustChangePassword(input)).toBe(false);
    expect(kinds(input)).toContain('load-member-info');
  });
  it('sends an agent logging in to the agent app to /agentHome', () => {
    expect(afterLoginAction({ ...login, app: 'agent', isAgent: 1 }).slice(-1)).toEqual([
      { kind: 'navigate', to: '/agentHome' },
    ]);
  });
  it('keeps an agent logging in to the player site where it is', () => {
    expect(kinds({ ...login, isAgent: 1 })).not.toContain('navigate');
  });
  it('opens the forced change-password modal on the agent login page before /agentHome', () => {
    expect(kinds({ ...login, app: 'agent', isAgent: 2, password: '123456' })).toEqual([
      'close-login-modal',
      'open-change-password',
    ]);
  });
  it('refuses a non-agent in the agent app and a trial account anywhere (§6)', () => {
    expect(afterLoginAction({ ...login, app: 'agent', isAgent: 0 })).toEqual([
      { kind: 'refuse', messageKey: 'errors:login_not_agent' },
    ]);
    expect(afterLoginAction({ ...login, isAgent: 4, firstTimeLogin: true })).toEqual([
      { kind: 'refuse', messageKey: 'errors:login_non_member' },
    ]);
  });
});
