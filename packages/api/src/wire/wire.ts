/**
 * The wire for the apps: plain values (error codes, flags, the demo-game message, the call routes) and
 * the types of every call's query, body and value. Types only from the schema modules (`export type`),
 * so no schema code reaches a bundle; the platform imports the schemas from `@gaming/api/contract`.
 */
export * from './envelope';
export * from './whitelabel';
export * from './demo-game-message';
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
  ValueOf,
} from './call';
export type { LanguageQuery } from './schema-kit';
export type * from './system';
export type * from './session';
export type * from './account';
export type * from './verification';
export type * from './member';
export type * from './member-centre';
export type * from './security';
export * from './social-login-calls';
export type * from './social-login';
export type * from './records';
export * from './tx-types';
export type * from './games';
export type * from './announcements';
export type * from './winners';
export type * from './deposit';
export type * from './withdraw';
export * from './notices-calls';
export type * from './notices';
export type * from './wallet';
export * from './points-calls';
export type * from './points';
export * from './missions-calls';
export type * from './missions';
export type * from './promotions';
export type * from './support';
export type * from './messages';
export type * from './referral';
export * from './agent-contracts-calls';
export type * from './agent-contracts';
export * from './agent-reports-calls';
export type * from './agent-reports';
export * from './agent-team-calls';
export type * from './agent-team';
