import { describe, expect, it } from 'vitest';
import { answerRequest } from './agent-contracts-api';

describe('answering an offer through its relay', () => {
  it('posts each kind its own body', () => {
    expect(
      answerRequest({
        offer: { id: 7, kind: 'daily', status: 'P', period: null },
        choice: 'accept',
      }),
    ).toMatchObject({
      url: '/wps/relay/MCS2_processDailySalContract',
      method: 'POST',
      auth: true,
      body: { id: 7, status: 'A' },
    });
    expect(
      answerRequest({
        offer: { id: 8, kind: 'dividend', status: 'E', period: 'weekly' },
        choice: 'reject',
      }),
    ).toMatchObject({
      url: '/wps/relay/MCS2_processDividendReq',
      body: { productType: 'ALL', computationPeriod: 'weekly', status: 'R' },
    });
    expect(
      answerRequest({
        offer: { id: 9, kind: 'hourly', status: 'V', period: null },
        choice: 'terminate',
      }),
    ).toMatchObject({
      url: '/wps/relay/MCS2_processContractHourSalary',
      body: { contractId: 9, status: 'A', productType: 'ALL' },
    });
    expect(
      answerRequest({
        offer: { id: 10, kind: 'realtime', status: 'V', period: null },
        choice: 'terminate',
      }),
    ).toMatchObject({
      url: '/wps/relay/MCSFE_processRealTimeSalaryContract',
      body: { contractId: 10, status: 'C' },
    });
  });
  it('never posts a choice the offer does not have', () => {
    expect(() =>
      answerRequest({
        offer: { id: 1, kind: 'daily', status: 'P', period: null },
        choice: 'terminate',
      }),
    ).toThrow();
  });
});
