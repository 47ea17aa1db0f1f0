/**
 * The error codes the transport reads or answers itself (the base query, the challenge and the
 * session rules): few, so the first-paint code does not carry the whole list of `ErrorCode`.
 */
export const TransportErrorCode = {
  encryptionKeyUnknown: 'encryption.key.unknown',
  encryptionStale: 'encryption.stale',
  challengeInvalid: 'challenge.invalid',
  notLoggedIn: 'CUSTOMER_NOT_LOGIN',
  tokenInvalid: 'user.or.token.invalid',
  notSession: 'login.not.session',
  tokenIpDifferent: 'token_ip_different',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  unknown: 'unknown.error',
  /** Client side only: the request never reached the platform. */
  networkLinkAbnormal: 'network_link_abnormal',
} as const;

/** Codes that mean the session is gone: the client clears it and opens login over the page. */
export const SESSION_ERROR_CODES: readonly string[] = [
  TransportErrorCode.notSession,
  TransportErrorCode.tokenInvalid,
  TransportErrorCode.notLoggedIn,
  TransportErrorCode.tokenIpDifferent,
];
