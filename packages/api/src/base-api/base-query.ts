/**
 * The one base query: wraps fetchBaseQuery, adds the request headers, seals the calls marked
 * `encrypted`, unwraps `{ success, value }` and maps every failure to an ApiFailure with a code.
 */
import type {
  BaseQueryApi,
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import type { ApiEnvelope } from '../wire/envelope';
import { SESSION_ERROR_CODES, TransportErrorCode as ErrorCode } from '../wire/transport-codes';
import type { RsaKeyValue } from '../wire/session';
import { sessionCalls } from '../wire/session-calls';
import type { WithApiContext } from './api-context';
import { sessionExpired } from './api-context';
import type { ApiFailure } from './api-failure';
import { earlyFetch } from '../early-calls/early-calls';

export interface ApiRequest extends Omit<FetchArgs, 'headers'> {
  /** Seal the body with the crypto envelope. */
  encrypted?: boolean;
  /** Send the session token. */
  auth?: boolean;
  headers?: Record<string, string>;
}

/** The original site's request timeout. */
const REQUEST_TIMEOUT_MS = 20_000;

// A call the app's boot entry already started (permission, the first page's data) is answered
// from it, once.
const rawFetch = fetchBaseQuery({ baseUrl: '', timeout: REQUEST_TIMEOUT_MS, fetchFn: earlyFetch });

export type ApiBaseQuery = BaseQueryFn<string | ApiRequest, unknown, ApiFailure>;

export const baseQuery: ApiBaseQuery = async (args, api, extraOptions) => {
  const request: ApiRequest = typeof args === 'string' ? { url: args } : args;
  const context = (api.getState() as WithApiContext).apiContext;
  const send = async (): Promise<{ data: unknown } | { error: ApiFailure }> => {
    const headers: Record<string, string> = {
      Merchant: context.merchantCode,
      Device: 'web',
      Language: context.language,
      ...request.headers,
    };
    if (request.auth && context.token) headers.Authorization = context.token;
    let body: unknown = request.body;
    if (request.encrypted) {
      const { sealRequest } = await import('./seal-request');
      const sealed = await sealRequest(context.apiBase, request.body, () =>
        fetchKey(context.apiBase, context.merchantCode, api),
      );
      headers[sealed.header] = sealed.encryption;
      body = sealed.body;
    }
    const { encrypted: _e, auth: _a, ...fetchArgs } = request;
    const result = await rawFetch(
      { ...fetchArgs, url: context.apiBase + request.url, headers, body },
      api,
      extraOptions,
    );
    return unwrap(result);
  };

  let result: { data: unknown } | { error: ApiFailure };
  try {
    result = await send();
    if (
      'error' in result &&
      request.encrypted &&
      (result.error.errorCode === ErrorCode.encryptionKeyUnknown ||
        result.error.errorCode === ErrorCode.encryptionStale)
    ) {
      // The platform rotated its key, or this device's clock moved: fetch the key (and the
      // platform's time) again and retry once.
      (await import('./seal-request')).forgetEnvelopeKey(context.apiBase);
      result = await send();
    }
  } catch {
    // Key fetch or WebCrypto failed before any reply: the link is the likeliest cause.
    result = { error: { status: 'FETCH_ERROR', errorCode: ErrorCode.networkLinkAbnormal } };
  }
  if ('error' in result && SESSION_ERROR_CODES.includes(result.error.errorCode) && request.auth) {
    api.dispatch(sessionExpired({ errorCode: result.error.errorCode, token: context.token }));
  }
  return result;
};

async function fetchKey(
  apiBase: string,
  merchantCode: string,
  api: BaseQueryApi,
): Promise<RsaKeyValue> {
  const result = unwrap(
    await rawFetch(
      {
        url: `${apiBase}${sessionCalls.rsaKey.url}`,
        headers: { Merchant: merchantCode, Device: 'web' },
      },
      api,
      {},
    ),
  );
  if ('error' in result) throw new Error(result.error.errorCode);
  return result.data as RsaKeyValue;
}

type RawResult = Awaited<ReturnType<typeof rawFetch>>;

/** `{ success: true, value }` → data; anything else → an ApiFailure with the best code available. */
export function unwrap(result: RawResult): { data: unknown } | { error: ApiFailure } {
  if (result.error) return { error: failureOf(result.error) };
  const envelope = result.data as ApiEnvelope<unknown> | undefined;
  if (envelope && typeof envelope === 'object' && envelope.success)
    return { data: envelope.value ?? null };
  return {
    error: {
      status: result.meta?.response?.status ?? 200,
      errorCode: envelope?.errorCode ?? ErrorCode.unknown,
      ...(envelope?.message === undefined ? {} : { message: envelope.message }),
      ...(envelope?.value === undefined ? {} : { value: envelope.value }),
    },
  };
}

function failureOf(error: FetchBaseQueryError): ApiFailure {
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
    return { status: error.status, errorCode: ErrorCode.networkLinkAbnormal };
  }
  if (error.status === 'PARSING_ERROR') {
    return { status: error.originalStatus, errorCode: codeOfBareStatus(error.originalStatus) };
  }
  if (error.status === 'CUSTOM_ERROR')
    return { status: error.status, errorCode: ErrorCode.unknown };
  const envelope = isEnvelope(error.data) ? error.data : undefined;
  // A gateway answer with no envelope (the proxy in front of a platform that is down) means the
  // platform could not be reached, which players know as "network link abnormal".
  const fallback = codeOfBareStatus(error.status);
  return {
    status: error.status,
    errorCode: envelope?.errorCode ?? fallback,
    ...(envelope?.message === undefined ? {} : { message: envelope.message }),
    ...(envelope?.value === undefined ? {} : { value: envelope.value }),
  };
}

function isEnvelope(data: unknown): data is ApiEnvelope<unknown> {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as ApiEnvelope<unknown>).success === 'boolean'
  );
}

/** The code of a reply with no envelope: 502-504 come from a gateway, not the platform. */
function codeOfBareStatus(status: number): string {
  if (status === 429) return ErrorCode.tooManyRequests;
  if (status >= 502 && status <= 504) return ErrorCode.networkLinkAbnormal;
  return ErrorCode.unknown;
}
