/**
 * Agent contracts (§4 Contracts): agent1 holds a contract of every kind from the house, so it can
 * offer contracts to agent1sub within its own rates; agent1sub holds an accepted weekly dividend
 * contract from agent1, and no daily salary contract (the e2e offers one). What the contracts
 * earned on the seeded play is paid by seed/contract-income.ts, once every bet is written.
 */
import { inArray } from 'drizzle-orm';
import type { ContractTier } from '@gaming/domain/contracts';
import type { Database } from '../db/client';
import { agentContracts, contractRecords, customers } from '../db/schema';

const tier = (betAmount: number, rate: number, activeMembers = 0, netLoss = 0): ContractTier => ({
  betAmount,
  activeMembers,
  netLoss,
  rate,
});

/** agent1's own terms from the house. */
const HOUSE_TERMS = {
  dividend: { tiers: [tier(0, 10, 1, 1000), tier(50_000, 20, 5, 10_000)], period: 'weekly' },
  daily: { tiers: [tier(1000, 0.5, 1), tier(10_000, 1, 3)] },
  hourly: { tiers: [tier(500, 0.3), tier(5000, 0.6, 2)], interval: 'H' },
  realtime: { tiers: [tier(100, 0.2), tier(2000, 0.4)] },
} as const;

const ACCEPTED_AT = new Date('2026-10-01T00:00:00Z');

/** agent1sub's dividend: weekly, 5 % of the net loss from 500, 8 % from 5,000 with 3 active. */
const SUB_DIVIDEND = [tier(0, 5, 1, 500), tier(5000, 8, 3, 5000)];

export async function seedAgentContracts(db: Database): Promise<void> {
  const rows = await db
    .select({ id: customers.id, username: customers.username })
    .from(customers)
    .where(inArray(customers.username, ['agent1', 'agent1sub']));
  const idOf = (name: string) => {
    const row = rows.find((r) => r.username === name);
    if (!row) throw new Error(`seed account ${name} missing`);
    return row.id;
  };
  const agent = idOf('agent1');
  const sub = idOf('agent1sub');

  for (const [kind, terms] of Object.entries(HOUSE_TERMS)) {
    const [contract] = await db
      .insert(agentContracts)
      .values({
        uplineId: null,
        downlineId: agent,
        kind,
        status: 'A',
        tiers: [...terms.tiers],
        period: 'period' in terms ? terms.period : null,
        interval: 'interval' in terms ? terms.interval : null,
        acceptedAt: ACCEPTED_AT,
        createdAt: ACCEPTED_AT,
        updatedAt: ACCEPTED_AT,
      })
      .returning();
    if (!contract) throw new Error('contract seed failed');
    await db.insert(contractRecords).values({
      contractId: contract.id,
      actorId: null,
      action: 'accept',
      status: 'A',
      tiers: [...terms.tiers],
      createdAt: ACCEPTED_AT,
    });
  }

  const offeredAt = new Date('2026-10-20T02:00:00Z');
  const acceptedAt = new Date('2026-10-20T03:30:00Z');
  const [dividend] = await db
    .insert(agentContracts)
    .values({
      uplineId: agent,
      downlineId: sub,
      kind: 'dividend',
      status: 'A',
      tiers: SUB_DIVIDEND,
      period: 'weekly',
      acceptedAt,
      createdAt: offeredAt,
      updatedAt: acceptedAt,
    })
    .returning();
  if (!dividend) throw new Error('dividend seed failed');
  await db.insert(contractRecords).values([
    {
      contractId: dividend.id,
      actorId: agent,
      action: 'offer',
      status: 'P',
      tiers: SUB_DIVIDEND,
      createdAt: offeredAt,
    },
    {
      contractId: dividend.id,
      actorId: sub,
      action: 'accept',
      status: 'A',
      tiers: SUB_DIVIDEND,
      createdAt: acceptedAt,
    },
  ]);
}
