import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContractChoice, ContractKind } from './contracts';
import {
  CONSOLIDATED_CONTRACT_FIELD,
  CONTRACT_KINDS,
  contractAnswer,
  isAwaitingAnswer,
} from './contracts';

const posted = (kind: ContractKind, status: string, choice: ContractChoice) => {
  const answer = contractAnswer(kind, status, choice);
  return answer.ok ? answer.status : answer.error;
};

describe('contract offers (§4 "the upline offers a new request; the downline accepts, rejects or terminates")', () => {
  it.each(CONTRACT_KINDS)(
    'accepts a new %s request (P or E) with A and rejects it with R',
    (kind) => {
      for (const status of ['P', 'E']) {
        expect(posted(kind, status, 'accept')).toBe('A');
        expect(posted(kind, status, 'reject')).toBe('R');
      }
    },
  );
  it('warns first when agreeing terminates a downline contract with a higher rate', () => {
    expect(contractAnswer('daily', 'P', 'accept', 'Y')).toEqual({
      ok: true,
      status: 'A',
      warningKey: 'agent:contracts.agreeing_terminates_higher_rate',
    });
    expect(contractAnswer('daily', 'P', 'accept', 'N')).toEqual({
      ok: true,
      status: 'A',
      warningKey: null,
    });
    expect(contractAnswer('daily', 'P', 'reject', 'Y')).toEqual({
      ok: true,
      status: 'R',
      warningKey: null,
    });
  });
  it.each(['dividend', 'daily', 'realtime'] as const)(
    'terminates a %s termination request (V) with C and rejects it with A',
    (kind) => {
      expect(posted(kind, 'V', 'terminate')).toBe('C');
      expect(posted(kind, 'V', 'reject')).toBe('A');
    },
  );
  it('answers the hourly termination request differently: A = terminate, R = reject', () => {
    expect(posted('hourly', 'V', 'terminate')).toBe('A');
    expect(posted('hourly', 'V', 'reject')).toBe('R');
  });
  it('does not offer terminate on a new request, nor accept on a termination request', () => {
    expect(posted('dividend', 'P', 'terminate')).toBe('agent:contracts.choice_not_offered');
    expect(posted('dividend', 'V', 'accept')).toBe('agent:contracts.choice_not_offered');
  });
  it('has nothing to answer on a settled contract (A, R, C) or an unknown status', () => {
    for (const status of ['A', 'R', 'C', 'X', '']) {
      expect(isAwaitingAnswer(status)).toBe(false);
      expect(posted('daily', status, 'accept')).toBe('agent:contracts.nothing_to_answer');
    }
  });
  it('only ever posts A, R or C', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONTRACT_KINDS),
        fc.string({ maxLength: 2 }),
        fc.constantFrom<ContractChoice>('accept', 'reject', 'terminate'),
        (kind, status, choice) => {
          const answer = contractAnswer(kind, status, choice);
          if (answer.ok) expect(['A', 'R', 'C']).toContain(answer.status);
        },
      ),
    );
  });
  it('reads each kind from its consolidated field (§3)', () => {
    expect(CONSOLIDATED_CONTRACT_FIELD).toEqual({
      dividend: 'divtypereq',
      daily: 'dailysalreqtype',
      hourly: 'contracthoursalreq',
      realtime: 'realtimesalreqtype',
    });
  });
});
