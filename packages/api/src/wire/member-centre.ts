/** Member centre schemas: what the frame shows above and beside every page. */
import type { Static } from 'typebox';
import Type from 'typebox';
import { contractsOf } from './call';
import { memberCentreCalls } from './member-centre-calls';
import { Nullable } from './schema-kit';

/**
 * The wallet header (original `getCountOfPendingDepositWithdraw`, `getPlayerRankProgress`) and the
 * menu badges (missions, messages, rewards) in one answer.
 */
export const MemberCentreSummary = Type.Object({
  pendingDepositCount: Type.Integer({ minimum: 0 }),
  pendingWithdrawCount: Type.Integer({ minimum: 0 }),
  rank: Type.Object({
    vipRankLevel: Type.Integer({ minimum: 0 }),
    vipLabelName: Nullable(Type.String()),
    /** The next level's label, or null at the top. */
    nextLabelName: Nullable(Type.String()),
    completedConditions: Type.Integer({ minimum: 0 }),
    totalExpectedConditions: Type.Integer({ minimum: 0 }),
  }),
  badges: Type.Object({
    missions: Type.Integer({ minimum: 0 }),
    messages: Type.Integer({ minimum: 0 }),
    rewards: Type.Integer({ minimum: 0 }),
  }),
});
export type MemberCentreSummary = Static<typeof MemberCentreSummary>;

export const memberCentreContracts = contractsOf('memberCentre', memberCentreCalls, {
  summary: {
    summary:
      'The member centre header and badges: pending deposits and withdrawals, rank progress, counts',
    value: MemberCentreSummary,
  },
});
