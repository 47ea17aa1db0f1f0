/** A stubbed platform for the agent app's component tests: the calls every agent screen makes. */
import { generateEnvelopeKeyPair } from '@gaming/api/envelope';
import type { EnvelopeKeyPair } from '@gaming/api/envelope';
import type { Handler } from '@gaming/api/testing';
import { memberOf, ok, permissionOf, stubPlatform } from '@gaming/api/testing';
import type { Permission } from '@gaming/api/wire';

let envelopeKey: EnvelopeKeyPair | null = null;

/** The test's envelope key pair (made once per file: RSA key generation is slow). */
export async function testEnvelopeKey(): Promise<EnvelopeKeyPair> {
  envelopeKey ??= await generateEnvelopeKeyPair('test-key');
  return envelopeKey;
}

export interface AgentPlatformOptions {
  /** Changes to the seed-like permission (e.g. whitelabel switches). */
  permission?: (permission: Permission) => void;
  /** The signed-in account's isAgent (1 by default). */
  isAgent?: number;
  handlers?: Record<string, Handler>;
}

export async function agentPlatform({
  permission: edit,
  isAgent = 1,
  handlers = {},
}: AgentPlatformOptions = {}) {
  const key = await testEnvelopeKey();
  const permission = permissionOf();
  edit?.(permission);
  return stubPlatform({
    '/wps/system/permission': () => ok(permission),
    '/wps/session/key/rsa': () => ok({ keyId: key.keyId, publicKey: key.publicKey }),
    '/wps/verification/challenge': () =>
      ok({
        parameters: {
          algorithm: 'PBKDF2/SHA-256',
          nonce: 'n',
          salt: 's',
          cost: 1,
          keyLength: 32,
          keyPrefix: '00',
        },
      }),
    '/wps/member/info': () => ok(memberOf({ account: 'agent1', nickname: 'Agent One', isAgent })),
    '/wps/session/logout': () => ok(null),
    ...handlers,
  });
}

/** The path of every call the stub received, in order. */
export function calledPaths(fetchMock: ReturnType<typeof stubPlatform>): string[] {
  return fetchMock.mock.calls.map(
    ([input]) => new URL(input instanceof Request ? input.url : String(input)).pathname,
  );
}
