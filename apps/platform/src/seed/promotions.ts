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
import { bannerUrls } from './asset-urls';

const FROM = new Date('2026-01-01T00:00:00Z');
const UNTIL = new Date('2027-12-31T16:00:00Z');

/** An operator text in both of the seed merchant's languages. */
const both = (EN: string, TY: string) => ({ EN, TY });

/** The operator's terms that close every promotion's text, per language. */
const TERMS = both(
  '<ul><li>Valid for real accounts only.</li><li>The operator may end a promotion at any time.</li></ul>',
  '<ul><li>Para lamang sa mga totoong account.</li><li>Maaaring tapusin ng operator ang promo anumang oras.</li></ul>',
);

/** A promotion's body in each language: its paragraphs, then the terms. */
const html = (lines: { EN: string[]; TY: string[] }) =>
  both(
    lines.EN.map((line) => `<p>${line}</p>`).join('') + TERMS.EN,
    lines.TY.map((line) => `<p>${line}</p>`).join('') + TERMS.TY,
  );

type PromotionRow = typeof promotions.$inferInsert;

export const SEED_PROMOTIONS: readonly Omit<PromotionRow, 'merchantCode' | 'sort'>[] = [
  {
    category: 'new_player',
    promotionType: 'LOGIN',
    title: both('Daily sign-in rewards', 'Gantimpala sa araw-araw na sign-in'),
    content: html({
      EN: ['Sign in every day this week and claim a reward each day in the Reward centre.'],
      TY: [
        'Mag-sign in araw-araw ngayong linggo at mag-claim ng gantimpala bawat araw sa Sentro ng gantimpala.',
      ],
    }),
    imageUrl: bannerUrls('daily-sign-in'),
    startAt: FROM,
    endAt: UNTIL,
  },
  {
    category: 'new_player',
    promotionType: 'REGISTER',
    title: both('Newbie rewards', 'Mga gantimpala para sa bagong miyembro'),
    content: html({
      EN: ['Bind your mobile number and email and add your real name to claim newbie rewards.'],
      TY: [
        'I-bind ang iyong mobile number at email at idagdag ang tunay mong pangalan para makuha ang mga gantimpala para sa bagong miyembro.',
      ],
    }),
    imageUrl: bannerUrls('newbie-rewards'),
    startAt: FROM,
    endAt: UNTIL,
  },
  {
    category: 'rebate',
    promotionType: 'SAVIOR',
    title: both('Rescue bonus', 'Bonus na saklolo'),
    content: html({
      EN: ['A rough day? Claim back part of yesterday’s net loss, by tier, once a day.'],
      TY: [
        'Minalas ka kahapon? Bawiin ang bahagi ng netong talo mo kahapon ayon sa antas, isang beses bawat araw.',
      ],
    }),
    imageUrl: bannerUrls('rescue-bonus'),
    startAt: FROM,
    endAt: UNTIL,
  },
  {
    category: 'deposit',
    promotionType: 'FIRST_DEPOSIT',
    title: both('First deposit 100% bonus', '100% bonus sa unang deposit'),
    content: html({
      EN: ['Double your first deposit, up to ₱1,000. Choose the promotion when you deposit.'],
      TY: [
        'Doblehin ang unang deposit mo, hanggang ₱1,000. Piliin ang promong ito kapag nagde-deposit ka.',
      ],
    }),
    imageUrl: bannerUrls('first-deposit'),
    startAt: FROM,
    endAt: UNTIL,
  },
  {
    category: 'deposit',
    promotionType: 'DEPOSIT',
    title: both('Daily reload 10%', '10% reload araw-araw'),
    content: html({
      EN: ['10% extra on every deposit of ₱500 or more, once a day.'],
      TY: ['10% dagdag sa bawat deposit na ₱500 pataas, isang beses bawat araw.'],
    }),
    imageUrl: bannerUrls('daily-reload'),
    startAt: FROM,
    endAt: UNTIL,
  },
  {
    category: 'rng',
    promotionType: 'MANUAL',
    title: both('Slots weekend cashback', 'Cashback sa slots tuwing weekend'),
    content: html({
      EN: ['Apply, play slots over the weekend, and get ₱88 once the operator approves.'],
      TY: [
        'Mag-apply, maglaro ng slots ngayong weekend, at makakuha ng ₱88 kapag inaprubahan ng operator.',
      ],
    }),
    imageUrl: bannerUrls('slots-weekend'),
    startAt: FROM,
    endAt: UNTIL,
    bonus: 88,
  },
  {
    category: 'live',
    promotionType: 'MANUAL',
    title: both('Live casino winning streak', 'Sunod-sunod na panalo sa live casino'),
    content: html({
      EN: ['Win 5 baccarat hands in a row and apply for a ₱188 bonus.'],
      TY: ['Manalo ng 5 sunod-sunod na kamay sa baccarat at mag-apply para sa ₱188 na bonus.'],
    }),
    imageUrl: bannerUrls('live-streak'),
    startAt: FROM,
    endAt: UNTIL,
    bonus: 188,
  },
  {
    category: 'sport',
    promotionType: 'MANUAL',
    title: both('World Cup predictor', 'Hulaan ang World Cup'),
    content: html({
      EN: ['Predict the final and apply. Opens soon.'],
      TY: [
        'Hulaan ang mananalo sa final at mag-apply. Magbubukas na ito sa lalong madaling panahon.',
      ],
    }),
    imageUrl: bannerUrls('world-cup'),
    startAt: new Date('2030-06-01T00:00:00Z'),
    endAt: new Date('2030-07-31T00:00:00Z'),
    bonus: 500,
  },
  {
    category: 'lotto',
    promotionType: 'RAFFLE',
    title: both('Lucky Angpao raffle', 'Raffle ng Lucky Angpao'),
    content: html({
      EN: ['Claim your Lucky Angpao while the raffle runs: ₱18 for every member.'],
      TY: [
        'I-claim ang iyong Lucky Angpao habang tumatakbo ang raffle: ₱18 para sa bawat miyembro.',
      ],
    }),
    imageUrl: bannerUrls('lucky-angpao'),
    startAt: FROM,
    endAt: UNTIL,
    bonus: 18,
  },
  {
    category: 'pvp',
    promotionType: 'MISSION',
    title: both('PVP mission leaderboard', 'Leaderboard ng mga misyon sa PVP'),
    content: html({
      EN: ['Complete PVP missions and climb the leaderboard for weekly prizes.'],
      TY: ['Tapusin ang mga misyon sa PVP at umakyat sa leaderboard para sa lingguhang premyo.'],
    }),
    imageUrl: bannerUrls('pvp-missions'),
    startAt: FROM,
    endAt: UNTIL,
  },
  {
    category: 'other',
    promotionType: 'REFERRAL',
    title: both('Invite friends, earn together', 'Mag-imbita ng kaibigan, sabay kumita'),
    content: html({
      EN: ['Share your invitation link and earn from your friends’ first deposits.'],
      TY: ['Ibahagi ang iyong link ng imbitasyon at kumita sa unang deposit ng mga kaibigan mo.'],
    }),
    imageUrl: bannerUrls('invite-earn'),
    startAt: FROM,
    endAt: UNTIL,
  },
  {
    category: 'fish',
    promotionType: 'OTHER',
    title: both('Fishing frenzy jackpot', 'Jackpot sa pangingisda'),
    content: html({
      EN: [
        'Catch the golden dragon for a share of the jackpot.',
        '<img src="x" onerror="alert(1)">Prizes are paid automatically.',
      ],
      TY: [
        'Hulihin ang gintong dragon para sa bahagi ng jackpot.',
        '<img src="x" onerror="alert(1)">Awtomatikong ibinibigay ang mga premyo.',
      ],
    }),
    imageUrl: bannerUrls('fishing-frenzy'),
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
      name: both('Bind your mobile number', 'I-bind ang iyong mobile number'),
      amount: 8,
      requires: ['mobileBound'],
      sort: 1,
    },
    {
      merchantCode,
      name: both('Bind your email', 'I-bind ang iyong email'),
      amount: 8,
      requires: ['emailBound'],
      sort: 2,
    },
    {
      merchantCode,
      name: both('Complete your profile', 'Kumpletuhin ang iyong profile'),
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
    {
      customerId: demo.id,
      ticketType: 'GOLDEN_EGG',
      name: both('Golden egg', 'Gintong itlog'),
      expiresAt,
    },
    {
      customerId: demo.id,
      ticketType: 'RAFFLE',
      name: both('Lucky Angpao red rain', 'Ulan ng Lucky Angpao'),
      expiresAt,
    },
    {
      customerId: demo.id,
      ticketType: 'PRIZE_WHEEL',
      name: both('Prize wheel spin', 'Isang ikot sa gulong ng premyo'),
      expiresAt,
    },
    {
      customerId: demo.id,
      ticketType: 'CASH_VOUCHER',
      name: both('₱50 cash voucher', '₱50 na cash voucher'),
      expiresAt,
    },
    {
      customerId: demo.id,
      ticketType: 'GIFT_CODE',
      name: both('Gift code', 'Code ng regalo'),
      expiresAt,
    },
  ]);
  // The slots cashback was approved for demo: the bonus waits to be claimed.
  const slots = inserted.find((row) => row.title.EN === 'Slots weekend cashback');
  if (slots)
    await db.insert(promotionApplications).values({
      customerId: demo.id,
      promotionId: slots.id,
      status: 'issued',
      createdAt: new Date('2026-11-20T04:00:00Z'),
      decidedAt: new Date('2026-11-21T04:00:00Z'),
    });
}
