/**
 * Promotions and the reward centre's configuration: a promotion in most categories (one per "go to"
 * kind, manual ones to apply for, a raffle), a sign-in week (Friday and Sunday need a deposit that
 * day), newbie rewards, rescue tiers, promo codes, and demo's tickets and one issued manual bonus
 * waiting to be claimed.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  customers,
  newbieRewards,
  promoCodes,
  promotionApplications,
  promotions,
  rescueTiers,
  rewardTickets,
  signInDays,
} from '../db/schema';
import { SEED_ACCOUNTS } from './accounts';
import { bannerUrl } from './asset-urls';

const FROM = new Date('2026-01-01T00:00:00Z');
const UNTIL = new Date('2027-12-31T16:00:00Z');

const html = (lines: string[]) =>
  lines.map((line) => `<p>${line}</p>`).join('') +
  '<ul><li>Valid for real accounts only.</li><li>The operator may end a promotion at any time.</li></ul>';

type PromotionRow = typeof promotions.$inferInsert;

export const SEED_PROMOTIONS: readonly Omit<PromotionRow, 'merchantCode' | 'sort'>[] = [
  {
    category: 'new_player',
    promotionType: 'LOGIN',
    title: 'Daily sign-in rewards',
    content: html([
      'Sign in every day this week and claim a reward each day in the Reward centre.',
    ]),
    imageUrl: bannerUrl('promo-1'),
    startAt: FROM,
    endAt: UNTIL,
  },
  {
    category: 'new_player',
    promotionType: 'REGISTER',
    title: 'Newbie rewards',
    content: html([
      'Bind your mobile number and email and add your real name to claim newbie rewards.',
    ]),
    imageUrl: bannerUrl('promo-2'),
    startAt: FROM,
    endAt: UNTIL,
  },
  {
    category: 'rebate',
    promotionType: 'SAVIOR',
    title: 'Rescue bonus',
    content: html(['A rough day? Claim back part of yesterday’s net loss, by tier, once a day.']),
    imageUrl: bannerUrl('promo-3'),
    startAt: FROM,
    endAt: UNTIL,
  },
  {
    category: 'deposit',
    promotionType: 'FIRST_DEPOSIT',
    title: 'First deposit 100% bonus',
    content: html([
      'Double your first deposit, up to ₱1,000. Choose the promotion when you deposit.',
    ]),
    imageUrl: bannerUrl('promo-4'),
    startAt: FROM,
    endAt: UNTIL,
  },
  {
    category: 'deposit',
    promotionType: 'DEPOSIT',
    title: 'Daily reload 10%',
    content: html(['10% extra on every deposit of ₱500 or more, once a day.']),
    imageUrl: bannerUrl('promo-5'),
    startAt: FROM,
    endAt: UNTIL,
  },
  {
    category: 'rng',
    promotionType: 'MANUAL',
    title: 'Slots weekend cashback',
    content: html(['Apply, play slots over the weekend, and get ₱88 once the operator approves.']),
    imageUrl: bannerUrl('slots-weekend'),
    startAt: FROM,
    endAt: UNTIL,
    bonus: 88,
  },
  {
    category: 'live',
    promotionType: 'MANUAL',
    title: 'Live casino winning streak',
    content: html(['Win 5 baccarat hands in a row and apply for a ₱188 bonus.']),
    imageUrl: bannerUrl('live-streak'),
    startAt: FROM,
    endAt: UNTIL,
    bonus: 188,
  },
  {
    category: 'sport',
    promotionType: 'MANUAL',
    title: 'World Cup predictor',
    content: html(['Predict the final and apply. Opens soon.']),
    imageUrl: bannerUrl('world-cup'),
    startAt: new Date('2030-06-01T00:00:00Z'),
    endAt: new Date('2030-07-31T00:00:00Z'),
    bonus: 500,
  },
  {
    category: 'lotto',
    promotionType: 'RAFFLE',
    title: 'Lucky Angpao raffle',
    content: html(['Claim your Lucky Angpao while the raffle runs: ₱18 for every member.']),
    imageUrl: bannerUrl('lucky-angpao'),
    startAt: FROM,
    endAt: UNTIL,
    bonus: 18,
  },
  {
    category: 'pvp',
    promotionType: 'MISSION',
    title: 'PVP mission leaderboard',
    content: html(['Complete PVP missions and climb the leaderboard for weekly prizes.']),
    imageUrl: bannerUrl('pvp-missions'),
    startAt: FROM,
    endAt: UNTIL,
  },
  {
    category: 'other',
    promotionType: 'REFERRAL',
    title: 'Invite friends, earn together',
    content: html(['Share your invitation link and earn from your friends’ first deposits.']),
    imageUrl: bannerUrl('invite-earn'),
    startAt: FROM,
    endAt: UNTIL,
  },
  {
    category: 'fish',
    promotionType: 'OTHER',
    title: 'Fishing frenzy jackpot',
    content: html([
      'Catch the golden dragon for a share of the jackpot.',
      '<img src="x" onerror="alert(1)">Prizes are paid automatically.',
    ]),
    imageUrl: bannerUrl('fishing-frenzy'),
    startAt: FROM,
    endAt: UNTIL,
  },
];

/** Monday … Sunday; Friday and Sunday need that day's deposits to reach the amount. */
export const SEED_SIGN_IN = [
  { dayNo: 1, amount: 5, depositAmount: 0 },
  { dayNo: 2, amount: 5, depositAmount: 0 },
  { dayNo: 3, amount: 8, depositAmount: 0 },
  { dayNo: 4, amount: 8, depositAmount: 0 },
  { dayNo: 5, amount: 18, depositAmount: 100 },
  { dayNo: 6, amount: 10, depositAmount: 0 },
  { dayNo: 7, amount: 28, depositAmount: 200 },
] as const;

export const SEED_PROMO_CODES = [
  { code: 'WELCOME88', amount: 88, validUntil: UNTIL },
  { code: 'OLD2020', amount: 20, validUntil: new Date('2020-12-31T00:00:00Z') },
] as const;

export async function seedPromotions(db: Database, merchantCode: string): Promise<void> {
  const inserted = await db
    .insert(promotions)
    .values(SEED_PROMOTIONS.map((row, index) => ({ ...row, merchantCode, sort: index + 1 })))
    .returning({ id: promotions.id, title: promotions.title });
  await db.insert(signInDays).values(SEED_SIGN_IN.map((row) => ({ ...row, merchantCode })));
  await db.insert(newbieRewards).values([
    {
      merchantCode,
      name: 'Bind your mobile number',
      amount: 8,
      requires: ['mobileBound'],
      sort: 1,
    },
    { merchantCode, name: 'Bind your email', amount: 8, requires: ['emailBound'], sort: 2 },
    {
      merchantCode,
      name: 'Complete your profile',
      amount: 18,
      requires: ['mobileBound', 'emailBound', 'realName'],
      sort: 3,
    },
  ]);
  await db.insert(rescueTiers).values([
    { merchantCode, minLoss: 100, amount: 5 },
    { merchantCode, minLoss: 1000, amount: 38 },
    { merchantCode, minLoss: 5000, amount: 188 },
  ]);
  await db.insert(promoCodes).values(SEED_PROMO_CODES.map((row) => ({ ...row, merchantCode })));

  const [demo] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.merchantCode, merchantCode),
        eq(customers.username, SEED_ACCOUNTS.member.username),
      ),
    );
  if (!demo) return;
  const expiresAt = UNTIL;
  await db.insert(rewardTickets).values([
    { customerId: demo.id, ticketType: 'GOLDEN_EGG', name: 'Golden egg', expiresAt },
    { customerId: demo.id, ticketType: 'RAFFLE', name: 'Lucky Angpao red rain', expiresAt },
    { customerId: demo.id, ticketType: 'PRIZE_WHEEL', name: 'Prize wheel spin', expiresAt },
    { customerId: demo.id, ticketType: 'CASH_VOUCHER', name: '₱50 cash voucher', expiresAt },
    { customerId: demo.id, ticketType: 'GIFT_CODE', name: 'Gift code', expiresAt },
  ]);
  // The slots cashback was approved for demo: the bonus waits to be claimed.
  const slots = inserted.find((row) => row.title === 'Slots weekend cashback');
  if (slots)
    await db.insert(promotionApplications).values({
      customerId: demo.id,
      promotionId: slots.id,
      status: 'issued',
      createdAt: new Date('2026-11-20T04:00:00Z'),
      decidedAt: new Date('2026-11-21T04:00:00Z'),
    });
}
