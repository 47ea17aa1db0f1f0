export { AGENT_TYPES, TRIAL_TYPE, isAgentType, isTrialType } from './account-type';
export {
  can,
  LOGIN_NON_MEMBER_KEY,
  LOGIN_NOT_AGENT_KEY,
  loginRefusalOf,
  NEED_TRUE_ACCOUNT_KEY,
  PERMISSIONS,
  refusalOf,
  roleOf,
} from './role';
export type { Action, App, Refusal, Role, RoleSource } from './role';
export {
  AGENT_ACCOUNT_PAGES,
  AGENT_DEFAULT_PAGE,
  AGENT_MENU_PAGES,
  AGENT_PAGES,
  agentMenuOf,
  showsAgentEntry,
  showsReferralEntry,
  vipLabelOf,
} from './menus';
export type { AgentAccountPage, AgentMenuPage, AgentMenuSettings, AgentPage } from './menus';
