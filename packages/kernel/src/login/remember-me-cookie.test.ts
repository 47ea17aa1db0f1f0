import { rememberMeCookieOf } from '@gaming/domain/session';
import { afterEach, describe, expect, it } from 'vitest';
import { applyRememberMeCookie, readRememberedUsername } from './remember-me-cookie';

const now = Date.UTC(2026, 0, 1);

afterEach(() => {
  applyRememberMeCookie({ action: 'clear', name: 'rememberedUsername' });
});

describe('remember-me cookie', () => {
  it('reads back an encoded username among other cookies', () => {
    expect(readRememberedUsername('a=1; rememberedUsername=j%C3%B6rg%3B; b=2')).toBe('jörg;');
    expect(readRememberedUsername('a=1')).toBe('');
    expect(readRememberedUsername('rememberedUsername=%E0%A4%A')).toBe('');
  });

  it('writes the username for a day and clears it', () => {
    applyRememberMeCookie(
      rememberMeCookieOf({ remember: true, username: ' demo ', now: Date.now() }),
    );
    expect(readRememberedUsername()).toBe('demo');
    applyRememberMeCookie(rememberMeCookieOf({ remember: false, username: 'demo', now }));
    expect(readRememberedUsername()).toBe('');
  });
});
