import { describe, expect, inject, it } from 'vitest';
import { tokenChanged } from '../base-api/api-context';
import { sessionApi } from '../session/session-api';
import { makeTestStore } from '../testing/make-test-store';
import { ErrorCode } from '../wire/envelope';
import { walletApi } from './wallet-api';

const url = inject('platformUrl');

async function signedIn(username: string, password: string) {
  const store = makeTestStore(url);
  const login = await store.dispatch(
    sessionApi.endpoints.login.initiate({ username, password, type: 'username' }),
  );
  store.dispatch(tokenChanged(login.data?.token ?? null));
  return store;
}

describe('wallet calls against the platform', () => {
  it('reads the wallet mode, and sends a sealed upline transfer once per Idempotency-Key', async () => {
    const store = await signedIn('player10', 'Member1234');
    const mode = await store.dispatch(walletApi.endpoints.merchantWallet.initiate());
    expect(mode.data).toEqual({ isSingle: 1, toUpline: 1 });

    const wrong = await store.dispatch(
      walletApi.endpoints.transferUpline.initiate({ transferAmount: 5, password: 'Wrong1234' }),
    );
    expect(wrong.error).toMatchObject({ status: 400, errorCode: ErrorCode.oldPasswordInvalid });
    const bad = await store.dispatch(
      walletApi.endpoints.transferUpline.initiate({ transferAmount: '1.234', password: 'x' }),
    );
    expect(bad.error).toMatchObject({ status: 400, errorCode: ErrorCode.amountInvalid });

    const request = {
      transferAmount: 12.5,
      password: 'Member1234',
      remark: 'api test',
      idempotencyKey: 'api-upline-0001',
    };
    const first = await store.dispatch(walletApi.endpoints.transferUpline.initiate(request));
    const again = await store.dispatch(walletApi.endpoints.transferUpline.initiate(request));
    expect(first.data?.transferAmount).toBe(12.5);
    expect(again.data).toEqual(first.data);
    const log = await store.dispatch(
      walletApi.endpoints.uplineTransfers.initiate(undefined, { forceRefetch: true }),
    );
    expect(log.data?.list).toHaveLength(1);
    expect(log.data?.passwordKind).toBe('login');
  });

  it('lists no red envelopes for a member without any, and refuses a claim', async () => {
    const store = await signedIn('player10', 'Member1234');
    const list = await store.dispatch(walletApi.endpoints.redEnvelopes.initiate());
    expect(list.data).toEqual({ list: [] });
    const claim = await store.dispatch(walletApi.endpoints.claimRedEnvelope.initiate({ id: 1 }));
    expect(claim.error).toMatchObject({ errorCode: ErrorCode.redEnvelopeUnavailable });
  });
});
