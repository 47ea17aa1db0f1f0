import { describe, expect, it } from 'vitest';
import { isAgentType, isTrialType } from './account-type';

describe('account types (§6, §9)', () => {
  it.each([1, 2, 41, 42])('isAgent %i is an agent', (t) => {
    expect(isAgentType(t)).toBe(true);
  });
  it.each([0, 3, 4, 40, 43])('isAgent %i is not an agent', (t) => {
    expect(isAgentType(t)).toBe(false);
  });
  it('isAgent 4 is a trial account and nothing else is', () => {
    expect(isTrialType(4)).toBe(true);
    expect(isTrialType(0)).toBe(false);
    expect(isTrialType(1)).toBe(false);
  });
});
