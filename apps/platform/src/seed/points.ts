/**
 * Points mall rewards (images are the platform's drawn banners), two missions, and demo's redeem
 * history (points only, so the ledger's seeded balance stays as it is).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  customers,
  missionMilestones,
  missions,
  pointMovements,
  pointRedemptions,
  pointRewards,
} from '../db/schema';
import { bannerUrls } from './asset-urls';

type RewardSeed = Omit<typeof pointRewards.$inferInsert, 'merchantCode' | 'image'> & {
  /** The drawn picture's name; each language has its own picture. */
  image: string;
};

/** An operator text in both of the seed merchant's languages. */
const both = (EN: string, TY: string) => ({ EN, TY });

const REWARDS: readonly RewardSeed[] = [
  {
    type: 1,
    name: both('₱50 free bonus', '₱50 na libreng bonus'),
    description: both(
      'A ₱50 bonus credited to your wallet.',
      'Isang ₱50 na bonus na idadagdag sa iyong wallet.',
    ),
    image: 'reward-bonus-50',
    price: 500,
    inventory: 200,
    sort: 1,
  },
  {
    type: 1,
    name: both('₱200 free bonus', '₱200 na libreng bonus'),
    description: both(
      'A ₱200 bonus credited to your wallet.',
      'Isang ₱200 na bonus na idadagdag sa iyong wallet.',
    ),
    image: 'reward-bonus-200',
    price: 1900,
    inventory: 80,
    sort: 2,
  },
  {
    type: 1,
    name: both('10 free spins', '10 libreng spin'),
    description: both(
      'Ten free spins on Nova Reels slots.',
      'Sampung libreng spin sa Nova Reels slots.',
    ),
    image: 'reward-free-spins',
    price: 100,
    mpPointAmount: 50,
    mpMoneyAmount: 10,
    inventory: 150,
    sort: 3,
  },
  {
    type: 2,
    name: both('Live casino chip ₱100', '₱100 na chip sa live casino'),
    description: both(
      'A ₱100 chip for any live casino table.',
      'Isang ₱100 na chip para sa kahit anong mesa ng live casino.',
    ),
    image: 'reward-live-chip',
    price: 1000,
    inventory: 60,
    sort: 1,
  },
  {
    type: 2,
    name: both('VIP table pass', 'Pases sa VIP table'),
    description: both(
      'A day at the VIP baccarat tables.',
      'Isang araw sa mga VIP na mesa ng baccarat.',
    ),
    image: 'reward-vip-table',
    price: null,
    mpPointAmount: 800,
    mpMoneyAmount: 150,
    inventory: 20,
    sort: 2,
  },
  {
    type: 3,
    name: both('GCash load ₱100', '₱100 na GCash load'),
    description: both(
      'A ₱100 GCash load sent to your mobile.',
      'Isang ₱100 na GCash load na ipapadala sa iyong mobile.',
    ),
    image: 'reward-gcash-100',
    price: 1200,
    inventory: 100,
    sort: 1,
  },
  {
    type: 3,
    name: both('Branded tumbler', 'Tumbler na may tatak ng site'),
    description: both(
      'An insulated tumbler delivered to your address.',
      'Isang insulated na tumbler na ihahatid sa iyong address.',
    ),
    image: 'reward-tumbler',
    price: 2500,
    mpPointAmount: 1200,
    mpMoneyAmount: 199,
    inventory: 25,
    sort: 2,
  },
  {
    type: 3,
    name: both('Smartphone', 'Bagong smartphone'),
    description: both(
      'A new Android smartphone delivered to your address.',
      'Isang bagong Android smartphone na ihahatid sa iyong address.',
    ),
    image: 'reward-smartphone',
    price: 60000,
    inventory: 2,
    sort: 3,
  },
];

export async function seedPoints(db: Database, merchantCode: string): Promise<void> {
  const rewards = await db
    .insert(pointRewards)
    .values(REWARDS.map((reward) => ({ ...reward, merchantCode, image: bannerUrls(reward.image) })))
    .returning();
  const [slotMission] = await db
    .insert(missions)
    .values({
      merchantCode,
      title: both('Year-end slot marathon', 'Slot marathon sa pagtatapos ng taon'),
      startAt: new Date('2026-11-01T00:00:00+08:00'),
      endAt: new Date('2027-01-31T00:00:00+08:00'),
      rankBy: 'VALID_BET',
    })
    .returning();
  const [depositMission] = await db
    .insert(missions)
    .values({
      merchantCode,
      title: both('Deposit and play challenge', 'Hamon: mag-deposit at maglaro'),
      startAt: new Date('2026-11-15T00:00:00+08:00'),
      endAt: new Date('2027-03-31T00:00:00+08:00'),
      rankBy: 'DEPOSIT_AMOUNT',
    })
    .returning();
  if (!slotMission || !depositMission) throw new Error('missions were not seeded');
  await db.insert(missionMilestones).values([
    {
      missionId: slotMission.id,
      sort: 1,
      condition: 'BET_COUNT',
      target: 10,
      bonusAmount: 5,
      pointAmount: 20,
    },
    {
      missionId: slotMission.id,
      sort: 2,
      condition: 'VALID_BET',
      target: 1000,
      bonusAmount: 20,
      pointAmount: 50,
    },
    {
      missionId: slotMission.id,
      sort: 3,
      condition: 'VALID_BET',
      target: 10000,
      bonusAmount: 150,
      pointAmount: 300,
    },
    {
      missionId: slotMission.id,
      sort: 4,
      condition: 'PROFIT_MULTIPLIER',
      target: 20,
      bonusAmount: 50,
      pointAmount: 0,
    },
    {
      missionId: depositMission.id,
      sort: 1,
      condition: 'DEPOSIT_AMOUNT',
      target: 500,
      bonusAmount: 10,
      pointAmount: 30,
    },
    {
      missionId: depositMission.id,
      sort: 2,
      condition: 'DEPOSIT_AMOUNT',
      target: 5000,
      bonusAmount: 88,
      pointAmount: 200,
    },
    {
      missionId: depositMission.id,
      sort: 3,
      condition: 'BET_COUNT',
      target: 50,
      bonusAmount: 25,
      pointAmount: 0,
    },
  ]);

  const [demo] = await db.select().from(customers).where(eq(customers.username, 'demo'));
  const spins = rewards.find((reward) => reward.image.EN?.includes('free-spins'));
  if (!demo || !spins) return;
  const delivery = {
    name: 'Juan Dela Cruz',
    address: '12 Rizal St, Makati City',
    mobile: '9171234567',
  };
  const history = [
    {
      reward: spins,
      points: 100,
      status: 'A' as const,
      at: '2026-11-10T04:00:00Z',
      remark: 'Credited',
    },
    {
      reward: spins,
      points: 100,
      status: 'R' as const,
      at: '2026-11-18T06:30:00Z',
      remark: 'Delivery details incomplete',
    },
  ];
  for (const entry of history) {
    const [row] = await db
      .insert(pointRedemptions)
      .values({
        customerId: demo.id,
        rewardId: entry.reward.id,
        // demo redeemed in English: the record keeps the name as it was shown then.
        name: entry.reward.name.EN ?? '',
        type: entry.reward.type,
        quantity: 1,
        redeemType: 'P',
        points: entry.points,
        status: entry.status,
        delivery,
        remark: entry.remark,
        createdAt: new Date(entry.at),
      })
      .returning({ id: pointRedemptions.id });
    if (!row) continue;
    const reference = `R${String(row.id)}`;
    await db.insert(pointMovements).values({
      customerId: demo.id,
      kind: 'REDEEM',
      points: -entry.points,
      reference,
      createdAt: new Date(entry.at),
    });
    if (entry.status === 'R')
      await db.insert(pointMovements).values({
        customerId: demo.id,
        kind: 'REFUND',
        points: entry.points,
        reference,
        createdAt: new Date(new Date(entry.at).getTime() + 60 * 60 * 1000),
      });
  }
  // An October mission's reward: enough points for the demo member to redeem something today.
  await db.insert(pointMovements).values({
    customerId: demo.id,
    kind: 'MISSION',
    points: 1_200,
    reference: 'seed-october-mission',
    createdAt: new Date('2026-10-31T12:00:00Z'),
  });
}
