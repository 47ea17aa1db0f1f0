/**
 * Agent contracts (§4 Contracts): an agent's own contract of a kind with its payouts, its direct
 * downline agents' contracts, offering, changing and ending them, and the four answer relays of the
 * spec (§7 "Contract relays (POST)") with the original site's bodies. Agents only.
 */
import type { CallRoute } from './call';

const agent = { auth: true, agentOnly: true } as const;

export const agentContractsCalls = {
  myContract: { url: '/wps/agent/contracts/mine', ...agent },
  payouts: { url: '/wps/agent/contracts/payouts', ...agent },
  downlineContracts: { url: '/wps/agent/contracts/downlines', ...agent },
  offerContract: { method: 'POST', url: '/wps/agent/contracts/offer', ...agent },
  requestTermination: { method: 'POST', url: '/wps/agent/contracts/termination', ...agent },
  answerDividend: { method: 'POST', url: '/wps/relay/MCS2_processDividendReq', ...agent },
  answerDaily: { method: 'POST', url: '/wps/relay/MCS2_processDailySalContract', ...agent },
  answerHourly: { method: 'POST', url: '/wps/relay/MCS2_processContractHourSalary', ...agent },
  answerRealtime: {
    method: 'POST',
    url: '/wps/relay/MCSFE_processRealTimeSalaryContract',
    ...agent,
  },
} as const satisfies Record<string, CallRoute>;

/** The product type every contract of this platform covers (all games): the relays' productType. */
export const CONTRACT_PRODUCT_TYPE = 'ALL';
