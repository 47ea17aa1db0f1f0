import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ChatModelsValue,
  ChatSendValue,
  FeedbackValue,
  LaunchChatValue,
} from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { chatMessages, feedbackImages, feedbacks } from '../../db/schema';
import type { TestPlatform } from '../../testing';
import { startTestPlatform, testDatabaseKinds } from '../../testing';
import { solvedCaptcha } from '../../testing/captcha';
import { TestClient } from '../../testing/client';
import { jpegOf, pngOf } from '../../testing/images';

const PNG = pngOf().toString('base64');
const JPEG = jpegOf().toString('base64');

describe.each(testDatabaseKinds())('support on %s', (kind) => {
  let platform: TestPlatform;
  let client: TestClient;
  let token: string;
  let keyCount = 0;

  beforeAll(async () => {
    platform = await startTestPlatform({ kind, listen: false });
    client = new TestClient(platform.app);
    token = await client.loginToken('demo', 'Demo1234');
  });
  afterAll(() => platform.close());

  /** A captcha key with its answer read from the store (what the player types from the image). */
  async function captcha(): Promise<{ captchaKey: string; captcha: string }> {
    keyCount += 1;
    const { status, ...solved } = await solvedCaptcha(
      platform,
      client,
      `feedback-test-key-${String(keyCount)}`,
    );
    expect(status).toBe(200);
    return solved;
  }

  const sendFeedback = (body: unknown) =>
    client.call<FeedbackValue>('PUT', '/wps/feedback', { token, body });

  it('stores feedback with its pictures', async () => {
    const reply = await sendFeedback({
      type: 1,
      content: 'My deposit has not arrived',
      files: [
        { mime: 'image/png', data: PNG },
        { mime: 'image/jpeg', data: JPEG },
      ],
      ...(await captcha()),
    });
    expect(reply.status).toBe(200);
    const id = reply.body.value?.id ?? 0;
    const { db } = platform.database;
    const [row] = await db.select().from(feedbacks).where(eq(feedbacks.id, id));
    expect(row).toMatchObject({ type: 1, content: 'My deposit has not arrived' });
    const images = await db.select().from(feedbackImages).where(eq(feedbackImages.feedbackId, id));
    expect(images.map((image) => image.mime)).toEqual(['image/png', 'image/jpeg']);
  });

  it('takes 140 characters and refuses 141', async () => {
    expect(
      (await sendFeedback({ type: 0, content: 'a'.repeat(140), files: [], ...(await captcha()) }))
        .status,
    ).toBe(200);
    const refused = await sendFeedback({
      type: 0,
      content: 'a'.repeat(141),
      files: [],
      ...(await captcha()),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe(ErrorCode.requestInvalid);
  });

  it('refuses a fourth picture', async () => {
    const file = { mime: 'image/png', data: PNG };
    const reply = await sendFeedback({
      type: 3,
      content: 'Four pictures',
      files: [file, file, file, file],
      ...(await captcha()),
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errorCode).toBe(ErrorCode.requestInvalid);
  });

  it('checks pictures by their bytes, not their declared type', async () => {
    const reply = await sendFeedback({
      type: 3,
      content: 'A fake picture',
      files: [{ mime: 'image/png', data: JPEG }],
      ...(await captcha()),
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errorCode).toBe(ErrorCode.fileInvalid);
  });

  it('refuses a wrong captcha and a visitor', async () => {
    const { captchaKey } = await captcha();
    const wrong = await sendFeedback({
      type: 4,
      content: 'Hello',
      files: [],
      captchaKey,
      captcha: '!!!!',
    });
    expect(wrong.body.errorCode).toBe(ErrorCode.captchaInvalid);
    const visitor = await client.call('PUT', '/wps/feedback', {
      body: { type: 4, content: 'Hello', files: [], ...(await captcha()) },
    });
    expect(visitor.status).toBe(401);
  });

  it('lists the chat groups', async () => {
    const reply = await client.call<ChatModelsValue>('GET', '/wps/relay/CBS_modelList', { token });
    expect(reply.body.value?.length).toBeGreaterThan(0);
  });

  it('launches a chat room: the page, a message and the automatic reply', async () => {
    const launched = await client.call<LaunchChatValue>(
      'GET',
      '/wps/relay/CBS_launchChat?b2c=1&language=TY&title=Support',
      { token },
    );
    const chatUrl = launched.body.value?.chatUrl ?? '';
    expect(chatUrl).toMatch(/^\/wps\/chat\/[A-Za-z0-9_-]{16,64}$/);

    const page = await platform.app.inject({ method: 'GET', url: chatUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.body).toContain('<form');
    expect(page.body).toContain('Kumusta');

    const sent = await client.call<ChatSendValue>('POST', `${chatUrl}/messages`, {
      body: { text: '<b>deposit</b> help' },
    });
    expect(sent.body.value?.messages.map((m) => m.fromMember)).toEqual([true, false]);
    expect(sent.body.value?.messages[1]?.text).toContain('deposito');

    const again = await platform.app.inject({ method: 'GET', url: chatUrl });
    // Stored, and escaped on the page.
    expect(again.body).toContain('&#60;b&#62;deposit&#60;/b&#62; help');
    const stored = await platform.database.db.select().from(chatMessages);
    expect(stored.length).toBeGreaterThanOrEqual(3);
  });

  it('answers an unknown chat room as ended', async () => {
    const page = await platform.app.inject({
      method: 'GET',
      url: '/wps/chat/AAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(page.statusCode).toBe(404);
    const sent = await client.call('POST', '/wps/chat/AAAAAAAAAAAAAAAAAAAAAAAA/messages', {
      body: { text: 'hello' },
    });
    expect(sent.status).toBe(404);
  });

  it('lists the mirror sites: the running player app and one unreachable', async () => {
    const reply = await client.call<{ domainList: string[] }>('GET', '/wps/system/domainRoute');
    expect(reply.body.value?.domainList).toEqual([
      'http://127.0.0.1:4173',
      'https://mirror-offline.invalid',
    ]);
  });
});
