/**
 * Fetches a proof-of-work challenge and solves it (ALTCHA, invisible to the person): every way in
 * (username and SMS login) and every SMS send carries the solution in `challenge`.
 */
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { ApiFailure } from '../base-api/api-failure';
import type { ApiRequest } from '../base-api/base-query';
import { callRequest } from '../base-api/call-request';
import { TransportErrorCode as ErrorCode } from '../wire/transport-codes';
import type { VerificationChallenge } from '../wire/verification';
import { verificationCalls } from '../wire/verification-calls';
import { solveVerificationChallenge } from './solve-challenge';

type BaseQuery = BaseQueryFn<string | ApiRequest, unknown, ApiFailure>;

export async function solvedChallenge(
  baseQuery: (args: string | ApiRequest) => ReturnType<BaseQuery>,
): Promise<{ challenge: string } | { error: ApiFailure }> {
  const fetched = await baseQuery(callRequest(verificationCalls.challenge));
  if (fetched.error) return { error: fetched.error };
  try {
    return { challenge: await solveVerificationChallenge(fetched.data as VerificationChallenge) };
  } catch {
    return { error: { status: 'CUSTOM_ERROR', errorCode: ErrorCode.challengeInvalid } };
  }
}
