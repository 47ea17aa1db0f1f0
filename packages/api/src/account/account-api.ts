import { callsOf } from '../base-api/calls-of';
import type { accountContracts, RegisterRequest } from '../wire/account';
import { accountCalls } from '../wire/account-calls';
import { solvedChallenge } from '../verification/with-challenge';

/** Registration input; the verification challenge is fetched and solved on submit (§4). */
export type RegisterArgs = Omit<RegisterRequest, 'challenge' | 'login'> & {
  /** The username tab or the mobile tab (mobile number as username). */
  method: 'username' | 'mobile';
};

const calls = callsOf<typeof accountContracts>(accountCalls);

export const accountApi = calls.inject((call) => ({
  /** Registers and signs in (`login: true`): answers the login value. */
  register: call.register.mutation({
    queryFn: async ({ method, ...fields }: RegisterArgs, _api, _extra, send) => {
      const solved = await solvedChallenge(send);
      if ('error' in solved) return { error: solved.error };
      const extra =
        method === 'mobile' ? { username: fields.mobileNum, registerMethod: 'WEB' as const } : {};
      const body = { ...fields, ...extra, login: true, challenge: solved.challenge };
      return calls.send(send, method === 'mobile' ? 'registerMobile' : 'register', { body });
    },
    invalidatesTags: ['Member', 'Balance', 'Consolidated'],
  }),
  /** Checks an invitation code; refused with `invitation_code_error`. */
  affiliate: call.affiliate.query(),
  forgotByEmail: call.forgotByEmail.mutation(),
  forgotByPhone: call.forgotByPhone.mutation(),
}));

export const {
  useRegisterMutation,
  useAffiliateQuery,
  useLazyAffiliateQuery,
  useForgotByEmailMutation,
  useForgotByPhoneMutation,
} = accountApi;
