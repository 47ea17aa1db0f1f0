import { describe, expect, inject, it } from 'vitest';
import { generateEnvelopeKeyPair } from '../envelope/envelope';
import { sessionApi } from '../session/session-api';
import { makeTestStore } from '../testing/make-test-store';
import { envelopeKeyFor, forgetEnvelopeKey } from './envelope-keys';

const url = inject('platformUrl');

describe('envelope key rotation', () => {
  it('refetches the key once and retries when the platform no longer knows the cached keyId', async () => {
    // Cache a key the platform never issued, as if it had rotated since the client fetched it.
    const stale = await generateEnvelopeKeyPair('stalekey0001');
    await envelopeKeyFor(url, () =>
      Promise.resolve({ keyId: stale.keyId, publicKey: stale.publicKey, serverTime: Date.now() }),
    );

    const store = makeTestStore(url);
    const login = await store.dispatch(
      sessionApi.endpoints.login.initiate({
        username: 'demo',
        password: 'Demo1234',
        type: 'username',
      }),
    );
    expect(login.error).toBeUndefined();
    expect(login.data?.token).toBeTruthy();
  });

  it('seals on the platform clock, and refetches it once when a sealed request was stale', async () => {
    const store = makeTestStore(url);
    // A cached key whose clock reading is an hour behind: the first seal is stale.
    const real = await fetch(`${url}/wps/session/key/rsa`, { headers: { Merchant: 'PHDEMO' } });
    const { value } = (await real.json()) as { value: { keyId: string; publicKey: string } };
    forgetEnvelopeKey(url);
    await envelopeKeyFor(url, () =>
      Promise.resolve({ ...value, serverTime: Date.now() - 60 * 60 * 1000 }),
    );
    const login = await store.dispatch(
      sessionApi.endpoints.login.initiate({
        username: 'demo',
        password: 'Demo1234',
        type: 'username',
      }),
    );
    expect(login.error).toBeUndefined();
    expect(login.data?.token).toBeTruthy();
  });
});
