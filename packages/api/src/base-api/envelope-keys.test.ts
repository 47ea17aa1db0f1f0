import { describe, expect, inject, it } from 'vitest';
import { generateEnvelopeKeyPair } from '../envelope';
import { sessionApi } from '../session/session-api';
import { makeTestStore } from '../testing/make-test-store';
import { envelopeKeyFor } from './envelope-keys';

const url = inject('platformUrl');

describe('envelope key rotation', () => {
  it('refetches the key once and retries when the platform no longer knows the cached keyId', async () => {
    // Cache a key the platform never issued, as if it had rotated since the client fetched it.
    const stale = await generateEnvelopeKeyPair('stalekey0001');
    await envelopeKeyFor(url, () =>
      Promise.resolve({ keyId: stale.keyId, publicKey: stale.publicKey }),
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
});
