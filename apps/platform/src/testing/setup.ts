// Every platform test file, before its first import.
import { vi } from 'vitest';
import type * as PasswordModule from '../services/password';
import { hashAtTestCost } from './password-cost';

/**
 * Every password comparison is counted, unchanged: a burst of guesses must not have more than five
 * compared (payment-password.test.ts). Files share a worker's modules (no isolation) but the mock
 * is made again for each file: the worker keeps one spy, the one the platform's modules took.
 */
vi.mock('../services/password', async (importOriginal) => {
  const actual: typeof PasswordModule = await importOriginal();
  const worker = globalThis as { countedVerifyPassword?: typeof actual.verifyPassword };
  worker.countedVerifyPassword ??= vi.fn(actual.verifyPassword);
  return { ...actual, verifyPassword: worker.countedVerifyPassword };
});

hashAtTestCost();
