import { baseApi } from '../base-api/base-api';
import { callRequest } from '../base-api/call-request';
import type {
  AffiliateArgs,
  AffiliateValue,
  ForgotByEmailRequest,
  ForgotByPhoneRequest,
  ForgotByPhoneValue,
  RegisterRequest,
} from '../wire/account';
import { accountCalls } from '../wire/account-calls';
import type { LoginValue } from '../wire/session';
import { solvedChallenge } from '../verification/with-challenge';

/** Registration input; the verification challenge is fetched and solved on submit (§4). */
export type RegisterArgs = Omit<RegisterRequest, 'challenge' | 'login'> & {
  /** The username tab or the mobile tab (mobile number as username). */
  method: 'username' | 'mobile';
};

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Registers and signs in (`login: true`): answers the login value. */
    register: build.mutation<LoginValue, RegisterArgs>({
      async queryFn({ method, ...fields }, _api, _extra, baseQuery) {
        const solved = await solvedChallenge(baseQuery);
        if ('error' in solved) return { error: solved.error };
        const route = method === 'mobile' ? accountCalls.registerMobile : accountCalls.register;
        const extra =
          method === 'mobile' ? { username: fields.mobileNum, registerMethod: 'WEB' as const } : {};
        const result = await baseQuery(
          callRequest(route, {
            body: { ...fields, ...extra, login: true, challenge: solved.challenge },
          }),
        );
        return result.error ? { error: result.error } : { data: result.data as LoginValue };
      },
      invalidatesTags: ['Member', 'Balance', 'Consolidated'],
    }),
    /** Checks an invitation code; refused with `invitation_code_error`. */
    affiliate: build.query<AffiliateValue, AffiliateArgs>({
      query: (params) => callRequest(accountCalls.affiliate, { params }),
    }),
    forgotByEmail: build.mutation<null, ForgotByEmailRequest>({
      query: (body) => callRequest(accountCalls.forgotByEmail, { body }),
    }),
    forgotByPhone: build.mutation<ForgotByPhoneValue, ForgotByPhoneRequest>({
      query: (body) => callRequest(accountCalls.forgotByPhone, { body }),
    }),
  }),
});

export const {
  useRegisterMutation,
  useAffiliateQuery,
  useLazyAffiliateQuery,
  useForgotByEmailMutation,
  useForgotByPhoneMutation,
} = accountApi;
