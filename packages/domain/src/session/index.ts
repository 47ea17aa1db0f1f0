export {
  AGENT_HOME_PATH,
  afterLoginAction,
  mustChangePassword,
  PASSWORDLESS_LOGIN_TYPES,
  WEAK_DEFAULT_PASSWORD,
} from './after-login';
export type { AfterLoginInput, AfterLoginStep, LoginType } from './after-login';
export { initialMerchantCodeOf, initialTokenOf } from './initial-session';
export type { InitialToken } from './initial-session';
export { LOGOUT_CLEARED_FLAGS, logoutOutcome } from './logout';
export type { LogoutOutcome, SessionFlag } from './logout';
export { COOKIE_KEYS, rememberMeCookieOf } from './remember-me';
export type { RememberMeCookie } from './remember-me';
export { clearSessionKeepingMerchant, LOCAL_KEYS, SESSION_KEYS } from './session-storage';
export { SOCIAL_LOGIN_OUTCOMES, socialReturnOf } from './social-return';
export type { SocialLoginOutcome, SocialReturn } from './social-return';
export type { KeyValueStorage } from './session-storage';
