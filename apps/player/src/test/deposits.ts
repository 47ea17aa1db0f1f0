/** Deposit answers for the player's component tests: the bank-transfer method and orders. */
import type { DepositChannel, DepositMethod, DepositOrder } from '@gaming/api/wire';

/**
 * The bank transfer by BDO as the seed offers it: channel 6, ₱500 to ₱500,000, no fee and a
 * "give away 2%"; the channel's fields can be changed.
 */
export function bankTransferOf(channel: Partial<DepositChannel> = {}): DepositMethod {
  return {
    code: 'BANK',
    name: 'Bank transfer',
    flow: 'BANK',
    recommended: false,
    reimbursementPercentage: 2,
    channels: [
      {
        id: 6,
        vendorId: 'BDO',
        name: 'BDO bank transfer',
        min: 500,
        max: 500_000,
        feePercent: 0,
        feeFixed: 0,
        feeMin: 0,
        feeMax: 0,
        fixAmounts: [1_000],
        fixAmountOnly: false,
        reimbursementPercentage: 2,
        ...channel,
      },
    ],
  };
}

/** A new, unpaid ₱1,000 bank-transfer order of Nov 25 without fee or extras; every field can be changed. */
export function depositOrderOf(overrides: Partial<DepositOrder> = {}): DepositOrder {
  return {
    orderNo: 'D20261125000010',
    status: 'new',
    flow: 'BANK',
    methodName: 'BDO bank transfer',
    amount: 1000,
    fee: 0,
    bonus: 0,
    giveAway: 0,
    createdAt: '2026-11-25T04:00:00.000Z',
    expiresAt: null,
    paymentUrl: null,
    receiver: null,
    paid: false,
    slipUploaded: false,
    remindAfter: null,
    ...overrides,
  };
}
