/**
 * Missions (original missionLeaderboard): ongoing missions with milestones whose progress is read
 * from bets and deposits in the period, the leaderboard, the claim (ledger once) and the badge.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import { ErrorCode } from '@gaming/api/wire';
import { amountOfCents, centsOfStored } from '@gaming/domain/money';
import { customers, missionClaims, missions, pointMovements } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { route } from '../../http/route';
import { balanceCentsOf, idempotencyKeyOf, lockCustomer, once, post } from '../../services/ledger';
import { localReader } from '../../services/local-text';
import {
  NO_PROGRESS,
  claimableCountOf,
  missionsOf,
  rankingOf,
  claimUntilOf,
  maskUsername,
  progressByMember,
  visibleMissions,
} from '../../services/missions';
import type { Progress } from '../../services/missions';
import type { RouteDeps } from '../route-deps';

const calls = clientContracts.missions;
/** How many members the leaderboard lists. */
export const LEADERBOARD_SIZE = 10;

type MissionRow = typeof missions.$inferSelect;

export function registerMissionRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  async function missionById(missionId: number, merchantCode: string): Promise<MissionRow> {
    const [mission] = await db
      .select()
      .from(missions)
      .where(and(eq(missions.id, missionId), eq(missions.merchantCode, merchantCode)));
    if (!mission) throw new ApiError(404, ErrorCode.requestInvalid, 'No such mission.');
    return mission;
  }

  route(app, calls.missions, async (request) => ({
    list: await missionsOf(
      db,
      request.session.customerId,
      request.site.merchant.code,
      deps.now(),
      localReader(request),
    ),
  }));

  route(app, calls.badge, async (request) => {
    return {
      count: await claimableCountOf(
        db,
        request.session.customerId,
        request.site.merchant.code,
        deps.now(),
      ),
    };
  });

  route(app, calls.leaderboard, async (request) => {
    const merchantCode = request.site.merchant.code;
    const mission = await missionById(request.params.missionId, merchantCode);
    const ranking = rankingOf(mission, await progressByMember(db, mission, { merchantCode }));
    const top = ranking.slice(0, LEADERBOARD_SIZE);
    const me = request.session.customerId;
    const myIndex = ranking.findIndex((entry) => entry.customerId === me);
    const wanted = [...top.map((entry) => entry.customerId), me];
    const names = new Map(
      (
        await db
          .select({ id: customers.id, username: customers.username })
          .from(customers)
          .where(inArray(customers.id, wanted))
      ).map((row) => [row.id, row.username]),
    );
    const entryOf = (entry: { customerId: number; value: number }, index: number) => {
      const username = names.get(entry.customerId) ?? '';
      const isMe = entry.customerId === me;
      return {
        rank: index + 1,
        username: isMe ? username : maskUsername(username),
        progress: entry.value,
        isMe,
      };
    };
    const mine = ranking[myIndex];
    return {
      missionId: mission.id,
      rankBy: mission.rankBy as keyof Progress,
      list: top.map(entryOf),
      mine: mine === undefined ? null : entryOf(mine, myIndex),
    };
  });

  route(app, calls.claim, async (request) => {
    const customerId = request.session.customerId;
    const merchantCode = request.site.merchant.code;
    const key = idempotencyKeyOf(request.headers);
    const missionId = request.params.missionId;
    await missionById(missionId, merchantCode);
    return once(
      db,
      { customerId, key, call: 'missions.claim', body: { missionId } },
      async (tx) => {
        await lockCustomer(tx, customerId);
        const now = deps.now();
        const found = (await visibleMissions(tx, merchantCode, now)).find(
          (entry) => entry.mission.id === missionId,
        );
        const claimed: { milestoneId: number; bonusAmount: number; pointAmount: number }[] = [];
        let bonusCents = 0;
        let pointCents = 0;
        if (found && now < claimUntilOf(found.mission)) {
          const mine =
            (await progressByMember(tx, found.mission, { customerId })).get(customerId) ??
            NO_PROGRESS;
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
                remark: localReader(request)(found.mission.title),
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
      },
    );
  });
}
