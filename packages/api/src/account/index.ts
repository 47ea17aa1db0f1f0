export {
  accountApi,
  useAffiliateQuery,
  useForgotByEmailMutation,
  useForgotByPhoneMutation,
  useLazyAffiliateQuery,
  useRegisterMutation,
} from './account-api';
export type { RegisterArgs } from './account-api';
