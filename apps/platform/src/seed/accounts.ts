/**
 * The seed accounts: member demo/Demo1234, agent agent1/Agent1234 with a downline tree,
 * and newbie/123456 whose weak default password forces a change at login.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  customers,
  knownAddresses,
  messages,
  paymentOrders,
  redEnvelopes,
  walletTransactions,
} from '../db/schema';
import { SITE_SENDER } from '../services/member-texts';
import { hashPassword } from '../services/password';

export const SEED_ACCOUNTS = {
  member: { username: 'demo', password: 'Demo1234' },
  agent: { username: 'agent1', password: 'Agent1234' },
  weak: { username: 'newbie', password: '123456' },
} as const;

/** Loopback, as the platform sees the apps' own servers and local tools. */
export const SEED_KNOWN_ADDRESSES = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/** Password of every seeded downline account. */
const DOWNLINE_PASSWORD = 'Member1234';
const SEEDED_AT = new Date('2026-01-15T08:00:00Z');
const LAST_LOGIN = new Date('2026-11-01T12:00:00Z');

export async function seedAccounts(db: Database, merchantCode: string): Promise<void> {
  const [memberHash, agentHash, weakHash, downlineHash] = await Promise.all([
    hashPassword(SEED_ACCOUNTS.member.password),
    hashPassword(SEED_ACCOUNTS.agent.password),
    hashPassword(SEED_ACCOUNTS.weak.password),
    hashPassword(DOWNLINE_PASSWORD),
  ]);
  const base = { merchantCode, createdAt: SEEDED_AT, passwordChangedAt: SEEDED_AT };
  const [agent] = await db
    .insert(customers)
    .values({
      ...base,
      username: SEED_ACCOUNTS.agent.username,
      passwordHash: agentHash,
      nickname: 'Agent One',
      isAgent: 1,
      // The invitation code of the agent's links (`?affiliateCode=AG1001`).
      affiliateCode: 'AG1001',
      mobileNum: '9170000001',
      mobileVerified: true,
      email: 'agent1@phdemo.invalid',
      emailVerified: true,
      balance: 50_000,
      vipRankLevel: 5,
      vipLabelName: 'VIP 5',
      lastLoginAt: LAST_LOGIN,
    })
    .returning();
  if (!agent) throw new Error('agent seed failed');

  const [member] = await db
    .insert(customers)
    .values([
      {
        ...base,
        username: SEED_ACCOUNTS.member.username,
        passwordHash: memberHash,
        nickname: 'Demo Player',
        isAgent: 0,
        parentId: agent.id,
        mobileNum: '9171234567',
        mobileVerified: true,
        email: 'demo@phdemo.invalid',
        balance: 12_580.5,
        vipRankLevel: 3,
        vipLabelName: 'VIP 3',
        lastLoginAt: LAST_LOGIN,
      },
      {
        ...base,
        username: SEED_ACCOUNTS.weak.username,
        passwordHash: weakHash,
        nickname: 'Newbie',
        isAgent: 0,
        parentId: agent.id,
        balance: 100,
      },
    ])
    .returning();
  if (!member) throw new Error('member seed failed');

  // A sub-agent with members below it, and direct members: a two-level downline tree.
  const [subAgent] = await db
    .insert(customers)
    .values({
      ...base,
      username: 'agent1sub',
      passwordHash: downlineHash,
      nickname: 'Sub Agent',
      isAgent: 2,
      parentId: agent.id,
      balance: 8_000,
      lastLoginAt: LAST_LOGIN,
    })
    .returning();
  if (!subAgent) throw new Error('sub-agent seed failed');
  const downline = Array.from({ length: 10 }, (_, i) => ({
    ...base,
    username: `player${String(i + 1).padStart(2, '0')}`,
    passwordHash: downlineHash,
    nickname: `Player ${i + 1}`,
    isAgent: 0,
    parentId: i < 6 ? agent.id : subAgent.id,
    balance: 500 + i * 275.25,
    lastLoginAt: i % 3 === 0 ? null : LAST_LOGIN,
  }));
  await db.insert(customers).values(downline);

  // The seed accounts have logged in from this machine before: local logins are not challenged as
  // "from a new address" (§4); any other address is.
  const seeded = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.merchantCode, merchantCode));
  await db.insert(knownAddresses).values(
    seeded.flatMap(({ id }) =>
      SEED_KNOWN_ADDRESSES.map((ip) => ({
        customerId: id,
        ip,
        firstSeenAt: SEEDED_AT,
        lastSeenAt: LAST_LOGIN,
      })),
    ),
  );

  await db.insert(walletTransactions).values([
    {
      customerId: member.id,
      txType: 'DEPOSIT',
      amount: 10_000,
      balanceAfter: 10_000,
      createdAt: new Date('2026-10-01T09:00:00Z'),
    },
    {
      customerId: member.id,
      txType: 'DEPOSIT',
      amount: 5_000,
      balanceAfter: 15_000,
      createdAt: new Date('2026-10-12T19:30:00Z'),
    },
    {
      customerId: member.id,
      txType: 'WITHDRAW',
      amount: -2_419.5,
      balanceAfter: 12_580.5,
      createdAt: new Date('2026-10-20T11:15:00Z'),
    },
  ]);
  // A deposit paid and waiting for approval by hand (no due time): `POST /__dev/payments/decide`
  // settles it. Like every paid order it has a review window (a day, the settings' default): once
  // that is over it expires, so it never stays "in progress" for ever.
  await db.insert(paymentOrders).values({
    orderNo: 'D20261101000001',
    customerId: member.id,
    kind: 'deposit',
    amount: 1_000,
    requestedAmount: 1_000,
    method: 'BANK',
    status: 'pending',
    receiver: {
      receiverName: 'PHDEMO Gaming Corp',
      receiverAccount: '0012 3456 7890',
      bankName: 'BDO Unibank',
      bankBranch: 'Makati Ayala',
    },
    paidAt: new Date('2026-11-01T12:40:00Z'),
    expiresAt: new Date('2026-11-02T12:40:00Z'),
    createdAt: new Date('2026-11-01T12:30:00Z'),
  });
  // The member's inbox: two unread messages feed the unread count. The site writes both languages.
  await db.insert(messages).values([
    {
      customerId: member.id,
      senderName: SITE_SENDER,
      subject: { EN: 'Welcome to PHDEMO', TY: 'Maligayang pagdating sa PHDEMO' },
      content: {
        EN: '<p>Thank you for joining. Your points never expire.</p>',
        TY: '<p>Salamat sa pagsali. Hindi kailanman mawawala ang iyong points.</p>',
      },
      createdAt: new Date('2026-10-01T09:05:00Z'),
      readAt: new Date('2026-10-01T10:00:00Z'),
    },
    {
      customerId: member.id,
      senderName: SITE_SENDER,
      subject: { EN: 'Your deposit was credited', TY: 'Pumasok na ang iyong deposit' },
      content: {
        EN: '<p>Your deposit of 5,000.00 has been credited to your wallet.</p>',
        TY: '<p>Pumasok na sa iyong wallet ang deposit mong 5,000.00.</p>',
      },
      createdAt: new Date('2026-10-12T19:31:00Z'),
    },
    {
      customerId: member.id,
      senderName: { EN: 'Promotions', TY: 'Mga promo' },
      subject: { EN: 'Weekly missions are open', TY: 'Bukas na ang mga misyon ngayong linggo' },
      content: {
        EN: '<p>Complete this week’s missions to climb the leaderboard.</p>',
        TY: '<p>Tapusin ang mga misyon ngayong linggo para umakyat sa leaderboard.</p>',
      },
      createdAt: new Date('2026-11-02T08:00:00Z'),
    },
  ]);
  // Two red envelopes from the agent, waiting to be opened (they expire in 2030).
  await db.insert(redEnvelopes).values([
    {
      senderId: agent.id,
      customerId: member.id,
      amount: 88.88,
      message: 'Good luck this week!',
      createdAt: new Date('2026-11-01T08:00:00Z'),
      expiresAt: new Date('2030-12-31T23:59:59Z'),
    },
    {
      senderId: agent.id,
      customerId: member.id,
      amount: 168,
      message: 'Thank you for playing with us.',
      createdAt: new Date('2026-11-10T08:00:00Z'),
      expiresAt: new Date('2030-12-31T23:59:59Z'),
    },
  ]);
  // The member's balance must equal its history's last balanceAfter.
  await db.update(customers).set({ balance: 12_580.5 }).where(eq(customers.id, member.id));
}
