import type { App } from '../roles';
import { isAgentType, loginRefusalOf } from '../roles';

/**
 * §9 "weak password forcing change {secret}": the agent register centre's default password
 * (as on the original site), which a new downline must change at its first login.
 */
export const WEAK_DEFAULT_PASSWORD = '123456';

/** How the member logged in (§3 Login payload type; §4 SMS code, firebase path). */
export type LoginType = 'username' | 'sms' | 'firebase';

/** §4 Login: these logins carry a one-time code, not a password, so they never force a change. */
export const PASSWORDLESS_LOGIN_TYPES: readonly LoginType[] = ['sms', 'firebase'];

/** Path of the agent centre (§2 /agentHome). */
export const AGENT_HOME_PATH = '/agentHome';

/** One thing the app does after a successful login call, in order. */
export type AfterLoginStep =
  /** §6 "non-member accounts cannot log in; non-agents cannot log in to the agent area". */
  | { kind: 'refuse'; messageKey: NonNullable<ReturnType<typeof loginRefusalOf>> }
  | { kind: 'run-first-login-action' }
  | { kind: 'close-login-modal' }
  | { kind: 'open-change-password' }
  | { kind: 'load-member-info' }
  | { kind: 'set-after-login-modal-flag' }
  | { kind: 'navigate'; to: typeof AGENT_HOME_PATH };

export interface AfterLoginInput {
  loginType: LoginType;
  /** The password as sent (empty for sms and firebase logins). */
  password: string;
  /** Login response value (§3). */
  passwordExpired: boolean;
  /** Whether the site enforces password expiry (a whitelabel switch, §3). */
  passwordExpiryEnabled: boolean;
  firstTimeLogin: boolean;
  /** Login response isAgent (§3 Member info type). */
  isAgent: number;
  app: App;
}

/** §4 Login, §9: the password must be changed before the member goes on. */
export function mustChangePassword(
  input: Pick<
    AfterLoginInput,
    'loginType' | 'password' | 'passwordExpired' | 'passwordExpiryEnabled'
  >,
): boolean {
  if (PASSWORDLESS_LOGIN_TYPES.includes(input.loginType)) return false;
  return (
    input.password === WEAK_DEFAULT_PASSWORD ||
    (input.passwordExpired && input.passwordExpiryEnabled)
  );
}

/**
 * §4 Login: "On success run the first-login action if firstTimeLogin and close the modal. If the
 * password equals {secret}, or the password is expired and expiry is enabled, and login type is not
 * sms or firebase, open change-password. Otherwise load member info and set an after-login modal flag
 * (agent login goes to /agentHome)." A refused account (§6) gets only the refusal: the caller drops
 * the new token, so nothing else runs.
 */
export function afterLoginAction(input: AfterLoginInput): AfterLoginStep[] {
  const refusal = loginRefusalOf(input.app, input.isAgent);
  if (refusal !== null) return [{ kind: 'refuse', messageKey: refusal }];

  const steps: AfterLoginStep[] = [];
  if (input.firstTimeLogin) steps.push({ kind: 'run-first-login-action' });
  steps.push({ kind: 'close-login-modal' });
  if (mustChangePassword(input)) {
    steps.push({ kind: 'open-change-password' });
    return steps;
  }
  steps.push({ kind: 'load-member-info' }, { kind: 'set-after-login-modal-flag' });
  if (input.app === 'agent' && isAgentType(input.isAgent)) {
    steps.push({ kind: 'navigate', to: AGENT_HOME_PATH });
  }
  return steps;
}
