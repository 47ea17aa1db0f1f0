/**
 * VIP rank progress (original `getPlayerRankProgress`: completedConditions / totalExpectedConditions).
 * The reference platform's rule: reaching level n + 1 asks two things — deposits of at least
 * 5,000 × (n + 1) and valid bets of at least 20,000 × (n + 1) in total. Levels run to 18 (lv1–lv18).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bets, walletTransactions } from '../db/schema';

export const TOP_VIP_LEVEL = 18;
const DEPOSIT_STEP = 5_000;
const BET_STEP = 20_000;

export interface RankProgress {
  vipRankLevel: number;
  vipLabelName: string | null;
  nextLabelName: string | null;
  completedConditions: number;
  totalExpectedConditions: number;
}

export async function rankProgressOf(
  db: Database,
  customer: { id: number; vipRankLevel: number; vipLabelName: string | null },
): Promise<RankProgress> {
  const level = customer.vipRankLevel;
  const base = { vipRankLevel: level, vipLabelName: customer.vipLabelName };
  if (level >= TOP_VIP_LEVEL)
    return { ...base, nextLabelName: null, completedConditions: 0, totalExpectedConditions: 0 };
  const next = level + 1;
  const [deposits] = await db
    .select({ total: sql<string>`coalesce(sum(${walletTransactions.amount}), 0)` })
    .from(walletTransactions)
    .where(
      and(eq(walletTransactions.customerId, customer.id), eq(walletTransactions.txType, 'DEPOSIT')),
    );
  const [wagered] = await db
    .select({ total: sql<string>`coalesce(sum(${bets.betAmount}), 0)` })
    .from(bets)
    .where(eq(bets.customerId, customer.id));
  const met = [
    Number(deposits?.total ?? 0) >= DEPOSIT_STEP * next,
    Number(wagered?.total ?? 0) >= BET_STEP * next,
  ];
  return {
    ...base,
    nextLabelName: `VIP ${String(next)}`,
    completedConditions: met.filter(Boolean).length,
    totalExpectedConditions: met.length,
  };
}
