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

describe('the inbox against the platform', () => {
  const signedIn = async (username: string, password: string) => {
    const store = makeTestStore(url);
    const login = await store.dispatch(
      sessionApi.endpoints.login.initiate({ username, password, type: 'username' }),
    );
    store.dispatch(tokenChanged(login.data?.token ?? null));
    return store;
  };

  it('sends to the upline; the agent opens it and every unread count falls without a reload', async () => {
    const demo = await signedIn('demo', 'Demo1234');
    const recipients = await demo.dispatch(messagesApi.endpoints.messageRecipients.initiate());
    expect(recipients.data?.sendTypes).toEqual(['service', 'upline']);
    const sent = await demo.dispatch(
      messagesApi.endpoints.sendMessage.initiate({
        sendType: 'upline',
        subject: 'From the api test',
        content: 'Hello agent',
      }),
    );
    expect(sent.data).toMatchObject({ sendType: 'upline', recipientCount: 1, readCount: 0 });
    const outbox = await demo.dispatch(messagesApi.endpoints.outbox.initiate({}));
    expect(outbox.data?.list[0]?.subject).toBe('From the api test');

    const agent = await signedIn('agent1', 'Agent1234');
    // Subscribed, as a screen is: an invalidated tag fetches them again.
    const count = agent.dispatch(messagesApi.endpoints.unreadCount.initiate());
    const inbox = agent.dispatch(messagesApi.endpoints.inbox.initiate({}));
    const before = (await count).data?.unreadCount ?? 0;
    const message = (await inbox).data?.list[0];
    expect(message).toMatchObject({ subject: 'From the api test', read: false });
    const opened = await agent.dispatch(
      messagesApi.endpoints.openMessage.initiate(message?.id ?? 0),
    );
    expect(opened.data).toMatchObject({ content: 'Hello agent', read: true });
    await expect
      .poll(() => messagesApi.endpoints.unreadCount.select()(agent.getState()).data?.unreadCount)
      .toBe(before - 1);
    await expect
      .poll(() => messagesApi.endpoints.inbox.select({})(agent.getState()).data?.list[0]?.read)
      .toBe(true);
    count.unsubscribe();
    inbox.unsubscribe();
  });

  it('refuses a message to a downline from a member with the platform’s code', async () => {
    const demo = await signedIn('demo', 'Demo1234');
    const reply = await demo.dispatch(
      messagesApi.endpoints.sendMessage.initiate({
        sendType: 'downline',
        subject: 'x',
        content: 'y',
      }),
    );
    expect(reply.error).toMatchObject({ status: 400, errorCode: ErrorCode.operationNotEnabled });
  });
});
