import { isAgentType, isTrialType } from './account-type';

/**
 * §6 Roles: a visitor has no token; a trial or guest account is isAgent 4; an agent is isAgent 1,
 * 2, 41 or 42; every other logged-in account is a member. An agent is also a member: everything a
 * member may do, an agent may do too.
 */
export type Role = 'visitor' | 'member' | 'trial' | 'agent';

/** What the role is read from: the session token and the member info's isAgent (§3, §4 Session). */
export interface RoleSource {
  token: string | null | undefined;
  /** Member info type; unknown until the info has loaded. */
  isAgent: number | null | undefined;
}

/**
 * §6 "Member: token present and isAgent not 4". A token whose member info has not loaded yet counts
 * as a member: the server refuses what it must, and the role sharpens once the info arrives.
 */
export function roleOf({ token, isAgent }: RoleSource): Role {
  if (!token) return 'visitor';
  if (isAgent == null) return 'member';
  if (isTrialType(isAgent)) return 'trial';
  return isAgentType(isAgent) ? 'agent' : 'member';
}

/** The things §6 grants or refuses per role. */
export type Action =
  | 'memberCentre'
  | 'agentCentre'
  | 'favourites'
  | 'recentGames'
  | 'startGame'
  | 'freeTrialPlay'
  | 'unreadMessages'
  | 'lotteryPages'
  | 'liveChat';

const MEMBER_ACTIONS: readonly Action[] = [
  'memberCentre',
  'favourites',
  'recentGames',
  'startGame',
  'freeTrialPlay',
  'unreadMessages',
  'lotteryPages',
  'liveChat',
];

/** §6 per role. */
export const PERMISSIONS: Readonly<Record<Role, readonly Action[]>> = {
  /** "Visitor: browse games … free-trial play where supportPlay is 0." */
  visitor: ['freeTrialPlay'],
  member: MEMBER_ACTIONS,
  /**
   * "Trial: blocked from member centre, agent centre, favourites and starting games; unread messages
   * not loaded" (nor live chat, as before). Trial accounts come from free-play login, so
   * free-trial play stays open to them.
   */
  trial: ['freeTrialPlay'],
  /** "Agent: … extra agent entry in the member menu and access to the agent centre." */
  agent: [...MEMBER_ACTIONS, 'agentCentre'],
};

/** Whether the role may do the action (§6). */
export function can(role: Role, action: Action): boolean {
  return PERMISSIONS[role].includes(action);
}

/** §8 "Trial account using a member function or starting a game": need a real account. */
export const NEED_TRUE_ACCOUNT_KEY = 'errors:in_need_true_account';

/** What the app does instead of a refused action (§6, §8). */
export type Refusal =
  /** §8 "Logged out when login needed: login modal, no message." */
  | { kind: 'open-login' }
  /** §8 "Lottery routes without a token redirect to /login"; /agentHome without an agent → /agent. */
  | { kind: 'redirect'; to: '/login' | '/agent' }
  /** §8 the trial prompt: info icon and confirm. */
  | { kind: 'prompt'; messageKey: typeof NEED_TRUE_ACCOUNT_KEY }
  /** Nothing is shown: the action is simply not taken (unread messages of a trial account). */
  | { kind: 'skip' };

/** Whether the action may go ahead, and if not what the user sees instead (§6, §8). */
export function refusalOf(role: Role, action: Action): Refusal | null {
  if (can(role, action)) return null;
  // §2 "/agentHome needs an agent account, otherwise sent back to /agent".
  if (action === 'agentCentre') return { kind: 'redirect', to: '/agent' };
  if (action === 'unreadMessages' || action === 'liveChat') return { kind: 'skip' };
  if (role === 'visitor') {
    return action === 'lotteryPages' ? { kind: 'redirect', to: '/login' } : { kind: 'open-login' };
  }
  return { kind: 'prompt', messageKey: NEED_TRUE_ACCOUNT_KEY };
}

/** §8 "non-member or non-agent cannot log in". */
export const LOGIN_NON_MEMBER_KEY = 'errors:login_non_member';
/** A member at the agent centre's login reads that the centre is for agents only. */
export const LOGIN_NOT_AGENT_KEY = 'errors:login_not_agent';

/** Which app the login happens in: the player site or the agent site (§2 /agent). */
export type App = 'player' | 'agent';

/**
 * §6 "Non-agents cannot log in to the agent area; non-member accounts cannot log in." Returns the
 * message key of the refusal, or null when the account may log in to this app.
 */
export function loginRefusalOf(
  app: App,
  isAgent: number,
): typeof LOGIN_NON_MEMBER_KEY | typeof LOGIN_NOT_AGENT_KEY | null {
  if (isTrialType(isAgent)) return LOGIN_NON_MEMBER_KEY;
  if (app === 'agent' && !isAgentType(isAgent)) return LOGIN_NOT_AGENT_KEY;
  return null;
}
