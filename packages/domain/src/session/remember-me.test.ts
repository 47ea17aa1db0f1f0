import { describe, expect, it } from 'vitest';
import { rememberMeCookieOf } from './remember-me';

const now = Date.UTC(2024, 0, 31, 23, 0);

describe('remember me (§5, §9 "Remember-me cookie 1 day")', () => {
  it('keeps the username for 1 day when checked', () => {
    expect(rememberMeCookieOf({ remember: true, username: ' demo ', now })).toEqual({
      action: 'set',
      name: 'rememberedUsername',
      value: 'demo',
      expires: new Date(Date.UTC(2024, 1, 1, 23, 0)),
    });
  });
  it('clears the cookie when unchecked', () => {
    expect(rememberMeCookieOf({ remember: false, username: 'demo', now })).toEqual({
      action: 'clear',
      name: 'rememberedUsername',
    });
  });
  it('clears the cookie when there is no username to remember', () => {
    expect(rememberMeCookieOf({ remember: true, username: ' ', now }).action).toBe('clear');
  });
  it('never stores a password', () => {
    expect(
      JSON.stringify(rememberMeCookieOf({ remember: true, username: 'demo', now })),
    ).not.toMatch(/password/i);
  });
});
