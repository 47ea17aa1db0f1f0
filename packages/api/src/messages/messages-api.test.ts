import { describe, expect, inject, it } from 'vitest';
import { tokenChanged } from '../base-api/api-context';
import { sessionApi } from '../session/session-api';
import { makeTestStore } from '../testing/make-test-store';
import { ErrorCode } from '../wire/envelope';
import { messagesApi } from './messages-api';

const url = inject('platformUrl');

describe('unread count against the platform', () => {
  it('counts the seed member’s unread messages', async () => {
    const store = makeTestStore(url);
    const login = await store.dispatch(
      sessionApi.endpoints.login.initiate({
        username: 'demo',
        password: 'Demo1234',
        type: 'username',
      }),
    );
    store.dispatch(tokenChanged(login.data?.token ?? null));
    const { data } = await store.dispatch(messagesApi.endpoints.unreadCount.initiate());
    expect(data).toEqual({ unreadCount: 2 });
  });

  it('needs a session', async () => {
    const store = makeTestStore(url);
    const reply = await store.dispatch(messagesApi.endpoints.unreadCount.initiate());
    expect(reply.error).toMatchObject({ status: 401, errorCode: ErrorCode.notLoggedIn });
  });
});
