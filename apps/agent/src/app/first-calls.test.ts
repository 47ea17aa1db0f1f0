import { agentTeamCalls, memberCalls } from '@gaming/api/call-routes';
import { describe, expect, it } from 'vitest';
import { PRELOADED_NAMESPACES } from '@gaming/i18n/app';
import { CENTRE_TEXTS, firstTextsOf, signedInCallsOf } from './first-calls';

const frame = [memberCalls.memberInfo.url, memberCalls.consolidatedFunds.url];

describe('the calls the boot starts for a signed-in agent', () => {
  it("are the frame's and today's team overview on /agentHome, signed in by a link or not", () => {
    const calls = [
      ...frame,
      memberCalls.balance.url,
      `${agentTeamCalls.overview.url}?period=today`,
      agentTeamCalls.trend.url,
    ];
    expect(signedInCallsOf('/agentHome', '')).toEqual(calls);
    expect(signedInCallsOf('/agentHome', '?token=abc')).toEqual(calls);
  });

  it("are the frame's alone on another page or another period, and none before signing in", () => {
    expect(signedInCallsOf('/agentHome/teamManagement', '')).toEqual(frame);
    expect(signedInCallsOf('/agentHome', '?period=month')).toEqual(frame);
    expect(signedInCallsOf('/agent', '')).toEqual([]);
  });
});

describe('the texts the boot fetches', () => {
  it("are the ones the app's first render waits for: the preloaded ones, and the centre's there", () => {
    expect(firstTextsOf('/agent')).toEqual(PRELOADED_NAMESPACES);
    expect(firstTextsOf('/agentHome')).toEqual([...PRELOADED_NAMESPACES, ...CENTRE_TEXTS]);
    expect(firstTextsOf('/agentHome/teamManagement')).toEqual([
      ...PRELOADED_NAMESPACES,
      ...CENTRE_TEXTS,
    ]);
  });
});
