/** Test-side calls to a platform started by startTestPlatform: sealed and plain requests. */
import { importEnvelopePublicKey, seal } from '@gaming/api/envelope';
import { solveVerificationChallenge } from '@gaming/api/verification';
import type { ApiEnvelope, RsaKeyValue, VerificationChallenge } from '@gaming/api/wire';
import type { FastifyInstance } from 'fastify';

export interface Reply<T = unknown> {
  status: number;
  body: ApiEnvelope<T>;
  headers: Record<string, string | string[] | number | undefined>;
}

export class TestClient {
  /**
   * @param headers sent with every call, e.g. `{ 'x-forwarded-for': '203.0.113.7' }` to call from
   * another address (the platform trusts loopback proxies).
   */
  constructor(
    private readonly app: FastifyInstance,
    private readonly merchant = 'PHDEMO',
    private readonly headers: Record<string, string> = {},
  ) {}

  async call<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: {
      body?: unknown;
      headers?: Record<string, string>;
      token?: string;
      raw?: string;
    } = {},
  ): Promise<Reply<T>> {
    const headers: Record<string, string> = {
      merchant: this.merchant,
      ...this.headers,
      ...options.headers,
    };
    if (options.token) headers.authorization = options.token;
    const payload =
      options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (payload !== undefined) headers['content-type'] ??= 'application/json';
    const response = await this.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    return {
      status: response.statusCode,
      body: response.json<ApiEnvelope<T>>(),
      headers: response.headers,
    };
  }

  async sealed<T = unknown>(
    url: string,
    payload: unknown,
    headers: Record<string, string> = {},
    method: 'POST' | 'PUT' = 'POST',
  ): Promise<Reply<T>> {
    const key = await this.call<RsaKeyValue>('GET', '/wps/session/key/rsa');
    if (!key.body.value) throw new Error('no envelope key');
    const publicKey = await importEnvelopePublicKey(key.body.value.keyId, key.body.value.publicKey);
    // Sealed on the platform's clock, as the apps do (the tests move that clock).
    const request = await seal(payload, publicKey, key.body.value.serverTime);
    return this.call<T>(method, url, {
      body: request.body,
      headers: { encryption: request.encryption, ...headers },
    });
  }

  async challenge(): Promise<string> {
    const reply = await this.call<VerificationChallenge>('GET', '/wps/verification/challenge');
    if (!reply.body.value) throw new Error('no challenge');
    return solveVerificationChallenge(reply.body.value);
  }

  async login(username: string, password: string, extra: Record<string, string> = {}) {
    return this.sealed<{
      token: string;
      firstTimeLogin: boolean;
      passwordExpired: boolean;
      isAgent: number;
    }>('/wps/session/login', {
      username,
      password,
      type: 'username',
      challenge: await this.challenge(),
      ...extra,
    });
  }

  /** The session token of a login that must succeed (a refused one fails the set-up, saying why). */
  async loginToken(username: string, password: string): Promise<string> {
    const reply = await this.login(username, password);
    const token = reply.body.value?.token ?? '';
    if (!token) throw new Error(JSON.stringify(reply.body));
    return token;
  }
}
