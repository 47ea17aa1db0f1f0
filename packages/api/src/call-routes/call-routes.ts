/**
 * The call routes (URL, method, flags) of the areas whose calls a boot starts before its app runs.
 * A boot writes those calls out (importing these tables would bring them into the first paint);
 * its tests check them against these. Plain values, no schemas.
 */
export { agentTeamCalls } from '../wire/agent-team-calls';
export { depositCalls } from '../wire/deposit-calls';
export { gamesCalls } from '../wire/games-calls';
export { memberCalls } from '../wire/member-calls';
export { memberCentreCalls } from '../wire/member-centre-calls';
export { recordsCalls } from '../wire/records-calls';
export { walletCalls } from '../wire/wallet-calls';
