/**
 * The platform suite hashes passwords at this scrypt cost (its setup file and global setup set
 * it): 2 ms a hash instead of 35 ms, over thousands of logins and changes. `password.test.ts`
 * checks the production cost.
 */
import { setPasswordCostForTests } from '../services/password';

export const TEST_PASSWORD_COST = 1024;

export function hashAtTestCost(): void {
  setPasswordCostForTests(TEST_PASSWORD_COST);
}
