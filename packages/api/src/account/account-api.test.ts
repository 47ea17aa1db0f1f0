import { describe, expect, inject, it } from 'vitest';
import { tokenChanged } from '../base-api/api-context';
import { securityApi } from '../security/security-api';
import { makeTestStore } from '../testing/make-test-store';
import { ErrorCode } from '../wire/envelope';
import { accountApi } from './account-api';

const url = inject('platformUrl');

describe('registration and the security centre against the platform', () => {
  it('registers sealed with a solved challenge, signs in, and reads the security score', async () => {
    const store = makeTestStore(url);
    const registered = await store.dispatch(
      accountApi.endpoints.register.initiate({
        method: 'username',
        username: 'apitester1',
        password: 'Lucky2026',
        confirmPassword: 'Lucky2026',
      }),
    );
    expect(registered.data?.token).toBeTruthy();
    store.dispatch(tokenChanged(registered.data?.token ?? null));
    const overview = await store.dispatch(securityApi.endpoints.securityOverview.initiate());
    expect(overview.data?.items).toContainEqual({
      item: 'loginPassword',
      enabled: true,
      isComplete: true,
    });
    const again = await store.dispatch(
      accountApi.endpoints.register.initiate({
        method: 'username',
        username: 'apitester1',
        password: 'Lucky2026',
        confirmPassword: 'Lucky2026',
      }),
    );
    expect(again.error).toMatchObject({ status: 400, errorCode: ErrorCode.usernameTaken });
  });

  it('refuses an unknown invitation code and names the agent of a known one', async () => {
    const store = makeTestStore(url);
    const unknown = await store.dispatch(
      accountApi.endpoints.affiliate.initiate({ code: 'NOPE99' }),
    );
    expect(unknown.error).toMatchObject({ errorCode: ErrorCode.invitationCodeError });
    const known = await store.dispatch(accountApi.endpoints.affiliate.initiate({ code: 'AG1001' }));
    expect(known.data).toEqual({ code: 'AG1001', agentNickname: 'Agent One' });
  });
});
