/**
 * The player's form checks a withdrawal account with the domain's limits before sending it; the
 * platform checks the request with the wire schema. They must be the same limits, or the form
 * lets through what the platform refuses (and marks no field), or refuses what it would take.
 */
import { describe, expect, it } from 'vitest';
import { ACCOUNT_HOLDER_RULE, ACCOUNT_NUMBER_LIMITS } from '@gaming/domain/validation';
import { BindWithdrawAccountRequest } from '@gaming/api/contract';

describe("the bind form's limits", () => {
  /** The limits a text field of the schema carries (JSON Schema keywords). */
  type TextLimits = { minLength?: number; maxLength?: number; pattern?: string };
  const holder = BindWithdrawAccountRequest.properties.holder as TextLimits;
  const number = BindWithdrawAccountRequest.properties.number as TextLimits;

  it("are the request schema's for the holder's name", () => {
    expect(holder.minLength).toBe(ACCOUNT_HOLDER_RULE.minLength);
    expect(holder.maxLength).toBe(ACCOUNT_HOLDER_RULE.maxLength);
  });

  it("are the request schema's for the card number or wallet address", () => {
    expect(number.minLength).toBe(ACCOUNT_NUMBER_LIMITS.min);
    expect(number.maxLength).toBe(ACCOUNT_NUMBER_LIMITS.max);
    expect(number.pattern).toBe(ACCOUNT_NUMBER_LIMITS.pattern.source);
  });
});
