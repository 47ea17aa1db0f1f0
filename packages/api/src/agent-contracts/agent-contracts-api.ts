/**
 * Agent contracts (§4): the agent's own contract of a kind with its payouts, its direct downline
 * agents' contracts, offering / changing / ending them, and answering an offer through the kind's
 * relay (original-site.md §4: each relay has its own body).
 */
import type { ContractChoice, ContractKind } from '@gaming/domain/contracts';
import { contractAnswer } from '@gaming/domain/contracts';
import { baseApi } from '../base-api/base-api';
import { callRequest } from '../base-api/call-request';
import type {
  AnswerValue,
  ContractView,
  DownlineContracts,
  KindQuery,
  MyContract,
  OfferRequest,
  PayoutsPage,
  PayoutsQuery,
  TerminationRequest,
} from '../wire/agent-contracts';
import { agentContractsCalls, CONTRACT_PRODUCT_TYPE } from '../wire/agent-contracts-calls';
import type { ContractRequest } from '../wire/member';

/** An answer to a pending offer: the offer as the consolidated call gave it, and the choice. */
export interface AnswerArgs {
  offer: Pick<ContractRequest, 'id' | 'kind' | 'status' | 'period'>;
  choice: ContractChoice;
}

/** The relay request of an answer: the kind's URL and body with the status `contractAnswer` maps. */
export function answerRequest({ offer, choice }: AnswerArgs) {
  const answer = contractAnswer(offer.kind, offer.status, choice);
  if (!answer.ok) throw new Error(answer.error);
  const { status } = answer;
  const byKind: Record<ContractKind, () => ReturnType<typeof callRequest>> = {
    dividend: () =>
      callRequest(agentContractsCalls.answerDividend, {
        body: {
          productType: CONTRACT_PRODUCT_TYPE,
          computationPeriod: offer.period ?? 'monthly',
          status,
        },
      }),
    daily: () => callRequest(agentContractsCalls.answerDaily, { body: { id: offer.id, status } }),
    hourly: () =>
      callRequest(agentContractsCalls.answerHourly, {
        body: { contractId: offer.id, status, productType: CONTRACT_PRODUCT_TYPE },
      }),
    realtime: () =>
      callRequest(agentContractsCalls.answerRealtime, {
        body: { contractId: offer.id, status },
      }),
  };
  return byKind[offer.kind]();
}

export const agentContractsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    myContract: build.query<MyContract, KindQuery>({
      query: (params) => callRequest(agentContractsCalls.myContract, { params }),
      providesTags: ['Contract'],
    }),
    contractPayouts: build.query<PayoutsPage, PayoutsQuery>({
      query: (params) => callRequest(agentContractsCalls.payouts, { params }),
      providesTags: ['Contract', 'Income'],
    }),
    downlineContracts: build.query<DownlineContracts, KindQuery>({
      query: (params) => callRequest(agentContractsCalls.downlineContracts, { params }),
      providesTags: ['Contract'],
    }),
    offerContract: build.mutation<ContractView, OfferRequest>({
      query: (body) => callRequest(agentContractsCalls.offerContract, { body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Contract']),
    }),
    requestTermination: build.mutation<ContractView, TerminationRequest>({
      query: (body) => callRequest(agentContractsCalls.requestTermination, { body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Contract']),
    }),
    answerContract: build.mutation<AnswerValue, AnswerArgs>({
      query: (args) => answerRequest(args),
      // A failed answer may mean the offer changed meanwhile: refresh it either way.
      invalidatesTags: ['Contract', 'Consolidated'],
    }),
  }),
});

export const {
  useMyContractQuery,
  useContractPayoutsQuery,
  useLazyContractPayoutsQuery,
  useDownlineContractsQuery,
  useOfferContractMutation,
  useRequestTerminationMutation,
  useAnswerContractMutation,
} = agentContractsApi;
