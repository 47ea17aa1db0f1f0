/**
 * Missions (original missionLeaderboard): ongoing missions with milestones whose progress is read
 * from bets and deposits in the period, the leaderboard, the claim (ledger once) and the badge.
 */
import type { FastifyInstance } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import { route } from '../../http/route';
import { usernamesOf } from '../../services/customers';
import { idempotencyKeyOf, lockCustomer, once } from '../../services/ledger';
import { localReader } from '../../services/local-text';
import { claimMission, missionOf } from '../../services/mission-claims';
import {
  claimableCountOf,
  missionsOf,
  rankingOf,
  maskUsername,
  progressByMember,
} from '../../services/missions';
import type { Progress } from '../../services/missions';
import type { RouteDeps } from '../route-deps';

const calls = clientContracts.missions;
/** How many members the leaderboard lists. */
export const LEADERBOARD_SIZE = 10;

export function registerMissionRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

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
    const mission = await missionOf(db, request.params.missionId, merchantCode);
    const ranking = rankingOf(mission, await progressByMember(db, mission, { merchantCode }));
    const top = ranking.slice(0, LEADERBOARD_SIZE);
    const me = request.session.customerId;
    const myIndex = ranking.findIndex((entry) => entry.customerId === me);
    const wanted = [...top.map((entry) => entry.customerId), me];
    const names = await usernamesOf(db, wanted);
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
    await missionOf(db, missionId, merchantCode);
    return once(
      db,
      { customerId, key, call: 'missions.claim', body: { missionId } },
      async (tx) => {
        await lockCustomer(tx, customerId);
        const local = localReader(request);
        return claimMission(tx, { customerId, merchantCode, missionId, now: deps.now(), local });
      },
    );
  });
}
