import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_COST, hashPassword, setPasswordCostForTests, verifyPassword } from './password';
import { TEST_PASSWORD_COST } from '../testing/password-cost';

describe('password hashing', () => {
  // The rest of the suite hashes at a lower cost (src/testing/password-cost.ts); here the real one.
  beforeAll(() => setPasswordCostForTests(PASSWORD_COST));
  afterAll(() => setPasswordCostForTests(TEST_PASSWORD_COST));

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
  it('verifies a hash at the cost it was stored with', async () => {
    setPasswordCostForTests(TEST_PASSWORD_COST);
    const cheaper = await hashPassword('Demo1234');
    setPasswordCostForTests(PASSWORD_COST);
    expect(cheaper).toMatch(new RegExp(`^scrypt\\$${String(TEST_PASSWORD_COST)}\\$`));
    expect(await verifyPassword('Demo1234', cheaper)).toBe(true);
    expect(await verifyPassword('Demo12345', cheaper)).toBe(false);
  });
});
