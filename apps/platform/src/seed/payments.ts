/**
 * Payment methods of the Philippine market (e-wallets, bank transfer, QR, an online-banking gateway,
 * USDT), each with channels, limits, fees and fixed amounts, and the deposit promotions.
 */
import type { Database } from '../db/client';
import { depositChannels, depositPromotions } from '../db/schema';

type Channel = typeof depositChannels.$inferInsert;

export async function seedPayments(db: Database, merchantCode: string): Promise<void> {
  const channel = (values: Omit<Channel, 'merchantCode'>): Channel => ({ merchantCode, ...values });
  await db.insert(depositChannels).values([
    channel({
      methodCode: 'GCASH',
      flow: 'GATEWAY',
      vendorId: 'GCASH_EXPRESS',
      name: 'GCash Express',
      minAmount: 100,
      maxAmount: 50_000,
      fixAmounts: [100, 300, 500, 1_000, 3_000, 5_000],
      reimbursementPercentage: 1,
      recommended: true,
      sort: 1,
    }),
    channel({
      methodCode: 'GCASH',
      flow: 'GATEWAY',
      vendorId: 'GCASH_QR',
      name: 'GCash QR',
      minAmount: 200,
      maxAmount: 20_000,
      feePercent: 1,
      feeMin: 5,
      fixAmounts: [200, 500, 1_000, 2_000],
      reimbursementPercentage: 1,
      sort: 2,
    }),
    channel({
      methodCode: 'MAYA',
      flow: 'GATEWAY',
      vendorId: 'MAYA_PAY',
      name: 'Maya',
      minAmount: 100,
      maxAmount: 50_000,
      feePercent: 1.5,
      feeFixed: 5,
      feeMin: 10,
      feeMax: 200,
      fixAmounts: [100, 500, 1_000, 5_000],
      sort: 3,
    }),
    channel({
      methodCode: 'QRPH',
      flow: 'GATEWAY',
      vendorId: 'QRPH_ALL',
      name: 'QR Ph (any bank or e-wallet)',
      minAmount: 100,
      maxAmount: 30_000,
      fixAmounts: [500, 1_000, 2_000],
      fixAmountOnly: true,
      sort: 4,
    }),
    channel({
      methodCode: 'PGMT',
      flow: 'GATEWAY',
      vendorId: 'ONLINE_BANKING',
      name: 'Online banking',
      minAmount: 300,
      maxAmount: 100_000,
      feePercent: 0.5,
      feeMax: 300,
      sort: 5,
    }),
    channel({
      methodCode: 'BANK',
      flow: 'BANK',
      vendorId: 'BDO',
      name: 'BDO bank transfer',
      minAmount: 500,
      maxAmount: 500_000,
      reimbursementPercentage: 2,
      fixAmounts: [1_000, 5_000, 10_000],
      receiver: {
        receiverName: 'PHDEMO Gaming Corp',
        receiverAccount: '0012 3456 7890',
        bankName: 'BDO Unibank',
        bankBranch: 'Makati Ayala',
      },
      sort: 6,
    }),
    channel({
      methodCode: 'BANK',
      flow: 'BANK',
      vendorId: 'BPI',
      name: 'BPI bank transfer',
      minAmount: 500,
      maxAmount: 500_000,
      reimbursementPercentage: 2,
      receiver: {
        receiverName: 'PHDEMO Gaming Corp',
        receiverAccount: '3141 5926 53',
        bankName: 'Bank of the Philippine Islands',
        bankBranch: 'BGC High Street',
      },
      sort: 7,
    }),
    channel({
      methodCode: 'USDT',
      flow: 'CRYPTO',
      vendorId: 'USDT_TRC20',
      name: 'USDT (TRC20)',
      minAmount: 500,
      maxAmount: 1_000_000,
      reimbursementPercentage: 1.5,
      receiver: {
        network: 'TRC20',
        receiverAccount: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
        receiverName: 'PHDEMO USDT',
      },
      sort: 8,
    }),
  ]);
  await db.insert(depositPromotions).values([
    {
      merchantCode,
      name: 'First deposit 100% bonus',
      type: 'PERCENTAGE',
      tiers: [{ minDeposit: 100, bonus: 100, maxBonus: 1_000 }],
      turnoverMultiple: 10,
    },
    {
      merchantCode,
      name: 'Daily reload bonus',
      type: 'PERCENTAGE',
      tiers: [
        { minDeposit: 500, bonus: 5, maxBonus: 500 },
        { minDeposit: 5_000, bonus: 8, maxBonus: 2_000 },
      ],
      turnoverMultiple: 5,
    },
    {
      merchantCode,
      name: 'Bank transfer ₱88',
      type: 'FIXED',
      tiers: [{ minDeposit: 1_000, bonus: 88, maxBonus: null }],
      methodCodes: ['BANK'],
      turnoverMultiple: 3,
    },
  ]);
}
