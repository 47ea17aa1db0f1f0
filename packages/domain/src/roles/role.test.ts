import { describe, expect, it } from 'vitest';
import type { Action, Role } from './role';
import { can, loginRefusalOf, PERMISSIONS, refusalOf, roleOf } from './role';

const ALL_ACTIONS: Action[] = [
  'memberCentre',
  'agentCentre',
  'favourites',
  'recentGames',
  'startGame',
  'freeTrialPlay',
  'unreadMessages',
  'lotteryPages',
  'liveChat',
];

describe('roles from member info (§6)', () => {
  it('is a visitor without a token', () => {
    expect(roleOf({ token: null, isAgent: 1 })).toBe('visitor');
    expect(roleOf({ token: '', isAgent: undefined })).toBe('visitor');
  });
  it('is a member with a token and isAgent not 4', () => {
    expect(roleOf({ token: 't', isAgent: 0 })).toBe('member');
    expect(roleOf({ token: 't', isAgent: 3 })).toBe('member');
  });
  it('is a member while the member info has not loaded', () => {
    expect(roleOf({ token: 't', isAgent: null })).toBe('member');
  });
  it('is a trial account when isAgent = 4', () => {
    expect(roleOf({ token: 't', isAgent: 4 })).toBe('trial');
  });
  it.each([1, 2, 41, 42])('is an agent when isAgent is %i', (isAgent) => {
    expect(roleOf({ token: 't', isAgent })).toBe('agent');
  });
});

describe('what each role may do (§6)', () => {
  it('lets a visitor only play free trials', () => {
    expect(ALL_ACTIONS.filter((a) => can('visitor', a))).toEqual(['freeTrialPlay']);
  });
  it('blocks a trial account from the member centre, agent centre, favourites and starting games (§6)', () => {
    for (const action of ['memberCentre', 'agentCentre', 'favourites', 'startGame'] as const) {
      expect(can('trial', action)).toBe(false);
    }
  });
  it('does not load unread messages for a trial account (§6)', () => {
    expect(can('trial', 'unreadMessages')).toBe(false);
  });
  it('gives a member favourites, recent games, messages and lottery pages but not the agent centre', () => {
    for (const action of ['favourites', 'recentGames', 'unreadMessages', 'lotteryPages'] as const) {
      expect(can('member', action)).toBe(true);
    }
    expect(can('member', 'agentCentre')).toBe(false);
  });
  it('gives an agent everything a member has plus the agent centre (§6)', () => {
    for (const action of PERMISSIONS.member) expect(can('agent', action)).toBe(true);
    expect(can('agent', 'agentCentre')).toBe(true);
  });
});

describe('what a refused action does instead (§6, §8)', () => {
  it('opens the login modal for a visitor, with no message (§8)', () => {
    expect(refusalOf('visitor', 'favourites')).toEqual({ kind: 'open-login' });
    expect(refusalOf('visitor', 'startGame')).toEqual({ kind: 'open-login' });
  });
  it('redirects lottery routes without a token to /login (§8)', () => {
    expect(refusalOf('visitor', 'lotteryPages')).toEqual({ kind: 'redirect', to: '/login' });
  });
  it("prompts 'in_need_true_account' when a trial account starts a game or a member function (§8)", () => {
    const prompt = { kind: 'prompt', messageKey: 'errors:in_need_true_account' };
    expect(refusalOf('trial', 'startGame')).toEqual(prompt);
    expect(refusalOf('trial', 'memberCentre')).toEqual(prompt);
    expect(refusalOf('trial', 'favourites')).toEqual(prompt);
  });
  it('sends a non-agent from /agentHome back to /agent (§2)', () => {
    const roles: Role[] = ['visitor', 'member', 'trial'];
    for (const role of roles) {
      expect(refusalOf(role, 'agentCentre')).toEqual({ kind: 'redirect', to: '/agent' });
    }
  });
  it('silently skips unread messages and live chat for a trial account', () => {
    expect(refusalOf('trial', 'unreadMessages')).toEqual({ kind: 'skip' });
    expect(refusalOf('trial', 'liveChat')).toEqual({ kind: 'skip' });
  });
  it('refuses nothing that is allowed', () => {
    expect(refusalOf('agent', 'agentCentre')).toBeNull();
    expect(refusalOf('member', 'startGame')).toBeNull();
  });
});

describe('login refusals (§6 "non-agents cannot log in to the agent area; non-member accounts cannot log in")', () => {
  it('refuses a trial account in either app', () => {
    expect(loginRefusalOf('player', 4)).toBe('errors:login_non_member');
    expect(loginRefusalOf('agent', 4)).toBe('errors:login_non_member');
  });
  it('refuses a non-agent in the agent app', () => {
    expect(loginRefusalOf('agent', 0)).toBe('errors:login_not_agent');
  });
  it('lets members into the player app and agents into both', () => {
    expect(loginRefusalOf('player', 0)).toBeNull();
    expect(loginRefusalOf('player', 41)).toBeNull();
    expect(loginRefusalOf('agent', 42)).toBeNull();
  });
});
