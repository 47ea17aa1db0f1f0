import { describe, expect, inject, it } from 'vitest';
import { tokenChanged } from '../base-api/api-context';
import { sessionApi } from '../session/session-api';
import { makeTestStore } from '../testing/make-test-store';
import { ErrorCode } from '../wire/envelope';
import { promotionsApi } from './promotions-api';

const url = inject('platformUrl');

describe('promotions against the platform', () => {
  it('reads promotions as a visitor and the reward centre as a member; claims send their key', async () => {
    const store = makeTestStore(url);
    const page = await store.dispatch(
      promotionsApi.endpoints.promotions.initiate({ language: 'EN' }),
    );
    expect(page.data?.categories).toContain('deposit');
    // One answer per language: the Tagalog page is asked for on its own and comes in Tagalog.
    const tagalog = await store.dispatch(
      promotionsApi.endpoints.promotions.initiate({ language: 'TY' }),
    );
    expect(page.data?.list.map((entry) => entry.title)).toContain('Newbie rewards');
    expect(tagalog.data?.list.map((entry) => entry.title)).toContain(
      'Mga gantimpala para sa bagong miyembro',
    );
    expect(page.data?.list.every((entry) => entry.status !== 'issued')).toBe(true);

    const login = await store.dispatch(
      sessionApi.endpoints.login.initiate({
        username: 'player04',
        password: 'Member1234',
        type: 'username',
      }),
    );
    store.dispatch(tokenChanged(login.data?.token ?? null));
    const counts = await store.dispatch(promotionsApi.endpoints.rewardCounts.initiate());
    expect(counts.data?.LOGIN.enabled).toBe(true);
    const badKey = await store.dispatch(
      promotionsApi.endpoints.claimPromoCode.initiate({
        promoCode: 'NOPE1234',
        idempotencyKey: 'x',
      }),
    );
    expect(badKey.error).toMatchObject({ status: 400, errorCode: ErrorCode.requestInvalid });
    const unknown = await store.dispatch(
      promotionsApi.endpoints.claimPromoCode.initiate({
        promoCode: 'NOPE1234',
        idempotencyKey: crypto.randomUUID(),
      }),
    );
    expect(unknown.error).toMatchObject({ errorCode: ErrorCode.promoCodeInvalid });
  });
});
