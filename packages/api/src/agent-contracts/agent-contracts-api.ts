/**
 * Agent contracts (§4): the agent's own contract of a kind with its payouts, its direct downline
 * agents' contracts, offering / changing / ending them, and answering an offer through the kind's
 * relay (each relay takes a body of its own, as on the original site).
 */
import type { ContractChoice, ContractKind } from '@gaming/domain/contracts';
import { contractAnswer } from '@gaming/domain/contracts';
import type { ApiRequest } from '../base-api/base-query';
import { callsOf } from '../base-api/calls-of';
import type { agentContractsContracts, DividendAnswer } from '../wire/agent-contracts';
import { agentContractsCalls, CONTRACT_PRODUCT_TYPE } from '../wire/agent-contracts-calls';
import type { CallInput } from '../wire/call';
import type { ContractRequest } from '../wire/member';

/** An answer to a pending offer: the offer as the consolidated call gave it, and the choice. */
export interface AnswerArgs {
  offer: Pick<ContractRequest, 'id' | 'kind' | 'status' | 'period'>;
  choice: ContractChoice;
}

type Contracts = typeof agentContractsContracts;
type AnswerCall = 'answerDividend' | 'answerDaily' | 'answerHourly' | 'answerRealtime';
/** One of the relay calls of an answer, with its body. */
type Answer = { [K in AnswerCall]: { call: K; input: CallInput<Contracts[K]> } }[AnswerCall];

const calls = callsOf<Contracts>(agentContractsCalls);

/** The relay call of an answer: the kind's call and body with the status `contractAnswer` maps. */
function answerOf({ offer, choice }: AnswerArgs): Answer {
  const answer = contractAnswer(offer.kind, offer.status, choice);
  if (!answer.ok) throw new Error(answer.error);
  // `contractAnswer` answers A, R or C only, under the wider type of every contract status; a
  // dividend offer's period is one of the dividend periods the relay takes.
  const status = answer.status as DividendAnswer['status'];
  const period = (offer.period ?? 'monthly') as DividendAnswer['computationPeriod'];
  const byKind: Record<ContractKind, () => Answer> = {
    dividend: () => ({
      call: 'answerDividend',
      input: {
        body: {
          productType: CONTRACT_PRODUCT_TYPE,
          computationPeriod: period,
          status,
        },
      },
    }),
    daily: () => ({ call: 'answerDaily', input: { body: { id: offer.id, status } } }),
    hourly: () => ({
      call: 'answerHourly',
      input: { body: { contractId: offer.id, status, productType: CONTRACT_PRODUCT_TYPE } },
    }),
    realtime: () => ({
      call: 'answerRealtime',
      input: { body: { contractId: offer.id, status } },
    }),
  };
  return byKind[offer.kind]();
}

/** The relay request of an answer: the kind's URL and body with the status `contractAnswer` maps. */
export function answerRequest(args: AnswerArgs): ApiRequest {
  const { call, input } = answerOf(args);
  return calls.request(call, input);
}

export const agentContractsApi = calls.inject((call) => ({
  myContract: call.myContract.query({ providesTags: ['Contract'] }),
  contractPayouts: call.payouts.query({ providesTags: ['Contract', 'Income'] }),
  downlineContracts: call.downlineContracts.query({ providesTags: ['Contract'] }),
  offerContract: call.offerContract.mutation({
    invalidatesTags: (_result, error) => (error ? [] : ['Contract']),
  }),
  requestTermination: call.requestTermination.mutation({
    invalidatesTags: (_result, error) => (error ? [] : ['Contract']),
  }),
  // The four relays answer the same value; the endpoint is typed by the first.
  answerContract: call.answerDividend.mutation({
    queryFn: (args: AnswerArgs, _api, _extra, send) => {
      const { call: relay, input } = answerOf(args);
      return calls.send(send, relay, input);
    },
    // A failed answer may mean the offer changed meanwhile: refresh it either way.
    invalidatesTags: ['Contract', 'Consolidated'],
  }),
}));

export const {
  useMyContractQuery,
  useContractPayoutsQuery,
  useLazyContractPayoutsQuery,
  useDownlineContractsQuery,
  useOfferContractMutation,
  useRequestTerminationMutation,
  useAnswerContractMutation,
} = agentContractsApi;
