export { AGENT_TYPES, TRIAL_TYPE, isAgentType, isTrialType } from './account-type';
export {
  can,
  LOGIN_NON_MEMBER_KEY,
  loginRefusalOf,
  NEED_TRUE_ACCOUNT_KEY,
  PERMISSIONS,
  refusalOf,
  roleOf,
} from './role';
export type { Action, App, Refusal, Role, RoleSource } from './role';
export {
  AGENT_DEFAULT_PAGE,
  AGENT_MENU_PAGES,
  agentMenuOf,
  showsAgentEntry,
  showsReferralEntry,
  vipLabelOf,
} from './menus';
export type { AgentMenuPage, AgentMenuSettings } from './menus';
