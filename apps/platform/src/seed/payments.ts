/**
 * Payment methods of the Philippine market (e-wallets, bank transfer, QR, an online-banking gateway,
 * USDT), each with channels, limits, fees and fixed amounts, and the deposit promotions; their names
 * in English and Tagalog.
 */
import type { Database } from '../db/client';
import { depositChannels, depositPromotions } from '../db/schema';

type Channel = typeof depositChannels.$inferInsert;

/** A name in both of the seed merchant's languages. */
const both = (EN: string, TY: string) => ({ EN, TY });
/** A brand or product name, which reads the same in Tagalog. */
const same = (name: string) => both(name, name);

export async function seedPayments(db: Database, merchantCode: string): Promise<void> {
  const channel = (values: Omit<Channel, 'merchantCode'>): Channel => ({ merchantCode, ...values });
  await db.insert(depositChannels).values([
    channel({
      methodCode: 'GCASH',
      flow: 'GATEWAY',
      vendorId: 'GCASH_EXPRESS',
      name: same('GCash Express'),
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
      name: same('GCash QR'),
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
      name: same('Maya'),
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
      name: both('QR Ph (any bank or e-wallet)', 'QR Ph (kahit anong bangko o e-wallet)'),
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
      name: both('Online banking', 'Online banking ng bangko mo'),
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
      name: both('BDO bank transfer', 'Transfer sa BDO'),
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
      name: both('BPI bank transfer', 'Transfer sa BPI'),
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
      name: same('USDT (TRC20)'),
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
      name: both('First deposit 100% bonus', '100% bonus sa unang deposit'),
      type: 'PERCENTAGE',
      tiers: [{ minDeposit: 100, bonus: 100, maxBonus: 1_000 }],
      turnoverMultiple: 10,
    },
    {
      merchantCode,
      name: both('Daily reload bonus', 'Reload bonus araw-araw'),
      type: 'PERCENTAGE',
      tiers: [
        { minDeposit: 500, bonus: 5, maxBonus: 500 },
        { minDeposit: 5_000, bonus: 8, maxBonus: 2_000 },
      ],
      turnoverMultiple: 5,
    },
    {
      merchantCode,
      name: both('Bank transfer ₱88', 'Dagdag na ₱88 sa transfer sa bangko'),
      type: 'FIXED',
      tiers: [{ minDeposit: 1_000, bonus: 88, maxBonus: null }],
      methodCodes: ['BANK'],
      turnoverMultiple: 3,
    },
  ]);
}
