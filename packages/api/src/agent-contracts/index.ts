export {
  agentContractsApi,
  answerRequest,
  useAnswerContractMutation,
  useContractPayoutsQuery,
  useDownlineContractsQuery,
  useLazyContractPayoutsQuery,
  useMyContractQuery,
  useOfferContractMutation,
  useRequestTerminationMutation,
} from './agent-contracts-api';
export type { AnswerArgs } from './agent-contracts-api';
