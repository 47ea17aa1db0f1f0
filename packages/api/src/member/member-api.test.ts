import { describe, expect, inject, it } from 'vitest';
import { languageChanged, tokenChanged } from '../base-api/api-context';
import { sessionApi } from '../session/session-api';
import { makeTestStore } from '../testing/make-test-store';
import { ErrorCode } from '../wire/envelope';
import { memberApi } from './member-api';

const url = inject('platformUrl');

describe('language change against the platform', () => {
  it('tells the server the language, and the member info reloads with it', async () => {
    const store = makeTestStore(url);
    const login = await store.dispatch(
      sessionApi.endpoints.login.initiate({
        username: 'player08',
        password: 'Member1234',
        type: 'username',
      }),
    );
    store.dispatch(tokenChanged(login.data?.token ?? null));
    const info = store.dispatch(memberApi.endpoints.memberInfo.initiate());
    await info;
    store.dispatch(languageChanged('TY'));
    const changed = await store.dispatch(
      memberApi.endpoints.changeLanguage.initiate({ language: 'TY' }),
    );
    expect(changed.data).toEqual({ language: 'TY' });
    await Promise.all(store.dispatch(memberApi.util.getRunningQueriesThunk()));
    expect(memberApi.endpoints.memberInfo.select()(store.getState()).data?.language).toBe('TY');

    const refused = await store.dispatch(
      memberApi.endpoints.changeLanguage.initiate({ language: 'XX' }),
    );
    expect(refused.error).toMatchObject({ status: 400, errorCode: ErrorCode.requestInvalid });
    info.unsubscribe();
  });
});

describe('change password against the platform', () => {
  it('seals the passwords, refuses a wrong old one, and the new one logs in', async () => {
    const store = makeTestStore(url);
    const login = await store.dispatch(
      sessionApi.endpoints.login.initiate({
        username: 'player09',
        password: 'Member1234',
        type: 'username',
      }),
    );
    store.dispatch(tokenChanged(login.data?.token ?? null));
    const wrong = await store.dispatch(
      memberApi.endpoints.changePassword.initiate({
        oldPassword: 'Wrong1234',
        newPassword: 'Fresh2026',
        confirmNewPassword: 'Fresh2026',
      }),
    );
    expect(wrong.error).toMatchObject({ status: 400, errorCode: ErrorCode.oldPasswordInvalid });
    const changed = await store.dispatch(
      memberApi.endpoints.changePassword.initiate({
        oldPassword: 'Member1234',
        newPassword: 'Fresh2026',
        confirmNewPassword: 'Fresh2026',
      }),
    );
    expect(changed.error).toBeUndefined();
    const again = await store.dispatch(
      sessionApi.endpoints.login.initiate({
        username: 'player09',
        password: 'Fresh2026',
        type: 'username',
      }),
    );
    expect(again.data?.token).toBeTruthy();
  });
});
