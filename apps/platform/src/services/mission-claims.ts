/**
 * Claiming missions: one of the merchant's missions, and the claim of every milestone the member
 * reached while the mission may still be claimed (one claim per member and milestone; each pays its
 * bonus on the ledger and its points as a movement).
 */
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@gaming/api/wire';
import { amountOfCents, centsOfStored } from '@gaming/domain/money';
import type { Database } from '../db/client';
import { missionClaims, missions, pointMovements } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { Tx } from './ledger';
import { balanceCentsOf, post } from './ledger';
import type { LocalReader } from './local-text';
import type { Progress } from './missions';
import { NO_PROGRESS, claimUntilOf, progressByMember, visibleMissions } from './missions';

export type MissionRow = typeof missions.$inferSelect;

/** The merchant's mission of this id; any other is a 404. */
export async function missionOf(
  db: Database,
  missionId: number,
  merchantCode: string,
): Promise<MissionRow> {
  const [mission] = await db
    .select()
    .from(missions)
    .where(and(eq(missions.id, missionId), eq(missions.merchantCode, merchantCode)));
  if (!mission) throw new ApiError(404, ErrorCode.requestInvalid, 'No such mission.');
  return mission;
}

export interface MissionClaim {
  customerId: number;
  merchantCode: string;
  missionId: number;
  now: Date;
  /** Names the bonus's ledger row by the mission's title in the member's language. */
  local: LocalReader;
}

/**
 * Claims what the member reached of a visible mission, in `tx` with the member's row locked;
 * nothing to claim is a 400 `mission.nothing.to.claim`.
 */
export async function claimMission(tx: Tx, claim: MissionClaim) {
  const { customerId, missionId, now } = claim;
  const found = (await visibleMissions(tx, claim.merchantCode, now)).find(
    (entry) => entry.mission.id === missionId,
  );
  const claimed: { milestoneId: number; bonusAmount: number; pointAmount: number }[] = [];
  let bonusCents = 0;
  let pointCents = 0;
  if (found && now < claimUntilOf(found.mission)) {
    const mine =
      (await progressByMember(tx, found.mission, { customerId })).get(customerId) ?? NO_PROGRESS;
    for (const milestone of found.milestones) {
      if (mine[milestone.condition as keyof Progress] < milestone.target) continue;
      // One claim per member and milestone: a claim made meanwhile (another request) wins.
      const [row] = await tx
        .insert(missionClaims)
        .values({
          customerId,
          milestoneId: milestone.id,
          bonusAmount: milestone.bonusAmount,
          pointAmount: milestone.pointAmount,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: missionClaims.id });
      if (!row) continue;
      const reference = `MS${String(row.id)}`;
      const bonus = centsOfStored(milestone.bonusAmount);
      const points = centsOfStored(milestone.pointAmount);
      if (bonus > 0)
        await post(tx, {
          customerId,
          type: 'PROMOTION',
          cents: bonus,
          reference,
          remark: claim.local(found.mission.title),
          at: now,
        });
      if (points > 0)
        await tx.insert(pointMovements).values({
          customerId,
          kind: 'MISSION',
          points: amountOfCents(points),
          reference,
          createdAt: now,
        });
      claimed.push({
        milestoneId: milestone.id,
        bonusAmount: milestone.bonusAmount,
        pointAmount: milestone.pointAmount,
      });
      bonusCents += bonus;
      pointCents += points;
    }
  }
  if (claimed.length === 0)
    throw new ApiError(
      400,
      ErrorCode.missionNothingToClaim,
      'There is no mission reward to claim.',
    );
  return {
    missionId,
    claimed,
    bonusAmount: amountOfCents(bonusCents),
    pointAmount: amountOfCents(pointCents),
    balance: amountOfCents(await balanceCentsOf(tx, customerId)),
  };
}
