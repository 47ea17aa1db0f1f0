import { SESSION_KEYS } from './session-storage';

/** The in-memory session flags logout resets (§4 Session "login and agent flags cleared"). */
export const LOGOUT_CLEARED_FLAGS = ['isLogin', 'isAgent', 'isTrial'] as const;
export type SessionFlag = (typeof LOGOUT_CLEARED_FLAGS)[number];

export interface LogoutOutcome {
  /** §4 "logged out after a confirmation prompt". */
  confirmFirst: true;
  /** §7 DELETE /wps/session/logout. */
  callServerLogout: true;
  /** Session storage is cleared except these keys (§4 "merchant code kept"). */
  keepSessionKeys: readonly string[];
  flagsToClear: readonly SessionFlag[];
  /** §4 "then /; agent logout returns to /agent". */
  goTo: '/' | '/agent';
}

/**
 * §4 Session: "logged out after a confirmation prompt (server logout, session storage cleared but
 * merchant code kept, login and agent flags cleared, then /; agent logout returns to /agent)".
 * `isAgent` is true when the logout happens in the agent area (the agent app).
 */
export function logoutOutcome(isAgent: boolean): LogoutOutcome {
  return {
    confirmFirst: true,
    callServerLogout: true,
    keepSessionKeys: [SESSION_KEYS.merchantCode],
    flagsToClear: LOGOUT_CLEARED_FLAGS,
    goTo: isAgent ? '/agent' : '/',
  };
}
