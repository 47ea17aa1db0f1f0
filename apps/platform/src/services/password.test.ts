import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores a salted scrypt hash, never the password', async () => {
    const hash = await hashPassword('Demo1234');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(hash).not.toContain('Demo1234');
    expect(await hashPassword('Demo1234')).not.toBe(hash);
  });
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Demo1234');
    expect(await verifyPassword('Demo1234', hash)).toBe(true);
    expect(await verifyPassword('demo1234', hash)).toBe(false);
    expect(await verifyPassword('Demo1234', 'plain')).toBe(false);
  });
});
