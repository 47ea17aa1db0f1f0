import { describe, expect, inject, it } from 'vitest';
import { tokenChanged } from '../base-api/api-context';
import { sessionApi } from '../session/session-api';
import { makeTestStore } from '../testing/make-test-store';
import { ErrorCode } from '../wire/envelope';
import { supportApi } from './support-api';

const url = inject('platformUrl');

async function memberStore() {
  const store = makeTestStore(url);
  const login = await store.dispatch(
    sessionApi.endpoints.login.initiate({
      username: 'player03',
      password: 'Member1234',
      type: 'username',
    }),
  );
  store.dispatch(tokenChanged(login.data?.token ?? null));
  return store;
}

describe('support against the platform', () => {
  it('lists the chat groups and launches a chat page', async () => {
    const store = await memberStore();
    const models = await store.dispatch(supportApi.endpoints.chatModels.initiate());
    expect(models.data?.length).toBeGreaterThan(0);
    const chat = await store.dispatch(
      supportApi.endpoints.launchChat.initiate({ language: 'EN', title: 'Customer Service' }),
    );
    const chatUrl = chat.data?.chatUrl ?? '';
    expect(chatUrl).toMatch(/^\/wps\/chat\//);
    const page = await fetch(new URL(chatUrl, url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form');
  });

  it('sends feedback: a wrong captcha is refused with its code', async () => {
    const store = await memberStore();
    const reply = await store.dispatch(
      supportApi.endpoints.sendFeedback.initiate({
        type: 4,
        content: 'Great site',
        files: [],
        captcha: 'XXXX',
        captchaKey: 'support-api-test-key',
      }),
    );
    expect(reply.error).toMatchObject({ status: 400, errorCode: ErrorCode.captchaInvalid });
  });

  it('refuses 141 characters', async () => {
    const store = await memberStore();
    const reply = await store.dispatch(
      supportApi.endpoints.sendFeedback.initiate({
        type: 0,
        content: 'a'.repeat(141),
        files: [],
        captcha: 'XXXX',
        captchaKey: 'support-api-test-key',
      }),
    );
    expect(reply.error).toMatchObject({ status: 400, errorCode: ErrorCode.requestInvalid });
  });
});
