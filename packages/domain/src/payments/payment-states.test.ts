import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_STATES,
  OPEN_DEPOSIT_STATES,
  OPEN_WITHDRAW_STATES,
  WITHDRAW_STATES,
  isDepositState,
  isWithdrawState,
} from './payment-states';

describe('payment states', () => {
  it('keep the original site codes', () => {
    expect(Object.values(DEPOSIT_STATES).sort()).toEqual([2, 3, 4, 5, 6, 7]);
    expect(Object.values(WITHDRAW_STATES).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('count new and pending deposits, processing and transferring withdrawals as in progress', () => {
    expect(OPEN_DEPOSIT_STATES).toEqual(['new', 'pending']);
    expect(OPEN_WITHDRAW_STATES).toEqual(['processing', 'transferring']);
  });

  it('tell a state name from anything else', () => {
    expect(isDepositState('approved')).toBe(true);
    expect(isDepositState('success')).toBe(false);
    expect(isWithdrawState('audit_fail')).toBe(true);
    expect(isWithdrawState('toString')).toBe(false);
  });
});
