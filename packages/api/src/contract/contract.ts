/**
 * Every call's contract with its TypeBox schemas, for the platform (route registration, validation,
 * serialisation, OpenAPI). The apps never import this module as a value: they take types from
 * `@gaming/api/wire`, so no schema code reaches a browser bundle (ESLint keeps it so).
 */
import { accountContracts } from '../wire/account';
import { agentContractsContracts } from '../wire/agent-contracts';
import { agentReportsContracts } from '../wire/agent-reports';
import { agentTeamContracts } from '../wire/agent-team';
import { announcementsContracts } from '../wire/announcements';
import { depositContracts } from '../wire/deposit';
import { gamesContracts } from '../wire/games';
import { memberContracts } from '../wire/member';
import { memberCentreContracts } from '../wire/member-centre';
import { missionsContracts } from '../wire/missions';
import { pointsContracts } from '../wire/points';
import { promotionsContracts } from '../wire/promotions';
import { messagesContracts } from '../wire/messages';
import { referralContracts } from '../wire/referral';
import { recordsContracts } from '../wire/records';
import { securityContracts } from '../wire/security';
import { sessionContracts } from '../wire/session';
import { socialLoginContracts } from '../wire/social-login';
import { supportContracts } from '../wire/support';
import { systemContracts } from '../wire/system';
import { verificationContracts } from '../wire/verification';
import { walletContracts } from '../wire/wallet';
import { winnersContracts } from '../wire/winners';
import { withdrawContracts } from '../wire/withdraw';

export * from '../wire/system';
export * from '../wire/session';
export * from '../wire/account';
export * from '../wire/verification';
export * from '../wire/member';
export * from '../wire/member-centre';
export * from '../wire/security';
export * from '../wire/social-login';
export * from '../wire/social-login-calls';
export * from '../wire/records';
export * from '../wire/games';
export * from '../wire/announcements';
export * from '../wire/winners';
export * from '../wire/deposit';
export * from '../wire/withdraw';
export * from '../wire/notices';
export * from '../wire/wallet';
export * from '../wire/points';
export * from '../wire/missions';
export * from '../wire/promotions';
export * from '../wire/support';
export * from '../wire/messages';
export * from '../wire/referral';
export * from '../wire/agent-contracts';
export * from '../wire/agent-contracts-calls';
export * from '../wire/agent-reports';
export * from '../wire/agent-team';
export * from '../wire/schema-kit';
export { contractsOf } from '../wire/call';
export type {
  ArgOf,
  BodyOf,
  CallInput,
  CallRoute,
  CallSchemas,
  Contract,
  HttpMethod,
  PathOf,
  QueryOf,
  StaticOf,
  ValueOf,
} from '../wire/call';

/** The client API by area: every call the apps make. */
export const clientContracts = {
  system: systemContracts,
  session: sessionContracts,
  account: accountContracts,
  verification: verificationContracts,
  member: memberContracts,
  memberCentre: memberCentreContracts,
  security: securityContracts,
  socialLogin: socialLoginContracts,
  records: recordsContracts,
  games: gamesContracts,
  announcements: announcementsContracts,
  winners: winnersContracts,
  deposit: depositContracts,
  withdraw: withdrawContracts,
  wallet: walletContracts,
  points: pointsContracts,
  missions: missionsContracts,
  promotions: promotionsContracts,
  support: supportContracts,
  messages: messagesContracts,
  referral: referralContracts,
  agentContracts: agentContractsContracts,
  agentReports: agentReportsContracts,
  agentTeam: agentTeamContracts,
} as const;
