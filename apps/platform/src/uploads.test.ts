/**
 * Uploaded pictures (a member's avatar, a deposit slip, feedback pictures): only a complete PNG or
 * JPEG of sane dimensions, of the type it says it is, is taken; what is served back carries its
 * type and cannot be read as a page.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepositOrder, FeedbackValue } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { customAvatars, feedbacks, paymentFiles } from './db/schema';
import type { TestPlatform } from './testing';
import { startTestPlatform, testDatabaseKinds } from './testing';
import { solvedCaptcha } from './testing/captcha';
import { TestClient } from './testing/client';
import {
  GIF,
  HTML,
  SVG,
  ZIP_END,
  jpegDeclaring,
  jpegOf,
  pngChunk,
  pngDeclaring,
  pngOf,
  withBadIdatCrc,
  withChunkBeforeEnd,
} from './testing/images';

type Mime = 'image/png' | 'image/jpeg';

const PNG = pngOf();
const JPEG = jpegOf();

/** Each file a member may try instead of a picture, with the type it claims to be. */
const REFUSED: [string, Mime, Buffer][] = [
  ['a truncated PNG', 'image/png', PNG.subarray(0, PNG.length - 6)],
  ['a PNG cut inside its data', 'image/png', PNG.subarray(0, PNG.indexOf('IDAT') + 10)],
  ['a PNG with a wrong IDAT CRC', 'image/png', withBadIdatCrc(PNG)],
  [
    'a PNG with a wrong CRC on a text chunk',
    'image/png',
    withChunkBeforeEnd(PNG, pngChunk('tEXt', Buffer.from('Comment\0hello'), 0x12345678)),
  ],
  ['a PNG followed by HTML', 'image/png', Buffer.concat([PNG, HTML])],
  ['a PNG followed by a ZIP', 'image/png', Buffer.concat([PNG, ZIP_END])],
  ['a JPEG without its EOI', 'image/jpeg', JPEG.subarray(0, JPEG.length - 2)],
  ['a JPEG followed by HTML', 'image/jpeg', Buffer.concat([JPEG, HTML])],
  ['a GIF named .png', 'image/png', GIF],
  ['an SVG named .png', 'image/png', SVG],
  ['an HTML page named .png', 'image/png', HTML],
  ['a PNG that says it is a JPEG', 'image/jpeg', PNG],
  ['a JPEG that says it is a PNG', 'image/png', JPEG],
  ['a PNG of 100,000 × 100,000 pixels', 'image/png', pngDeclaring(100_000, 100_000)],
  ['a PNG 20,000 pixels wide', 'image/png', pngDeclaring(20_000, 1)],
  ['a PNG of no width', 'image/png', pngDeclaring(0, 10)],
  ['a JPEG of 60,000 × 60,000 pixels', 'image/jpeg', jpegDeclaring(JPEG, 60_000, 60_000)],
];

const FILE_MESSAGE = 'Use a JPG or PNG image of at most 5 MB.';
const AVATAR_MESSAGE = 'Choose a JPG or PNG of at most 1 MB.';

describe.each(testDatabaseKinds())('uploaded pictures on %s', (kind) => {
  let platform: TestPlatform;
  let client: TestClient;
  let token: string;
  let customerId: number;
  let orderNo: string;
  let keyCount = 0;

  beforeAll(async () => {
    platform = await startTestPlatform({ kind, listen: false });
    client = new TestClient(platform.app);
    token = await client.loginToken('demo', 'Demo1234');
    const info = await client.call<{ id: number }>('GET', '/wps/member/info', { token });
    customerId = info.body.value?.id ?? 0;
    const created = await client.call<DepositOrder>('POST', '/wps/member/deposit', {
      token,
      body: { channelId: 6, amount: 5_000 },
    });
    orderNo = created.body.value?.orderNo ?? '';
    if (!orderNo) throw new Error(JSON.stringify(created.body));
  });
  afterAll(() => platform.close());

  const setAvatar = (file: Buffer, mime: Mime) =>
    client.call<{ avatar: string }>('PUT', '/wps/member/security/avatar', {
      token,
      body: { image: file.toString('base64'), mime },
    });
  const uploadSlip = (file: Buffer, mime: Mime) =>
    client.call<DepositOrder>('PUT', `/wps/member/deposit/orders/${orderNo}/slip`, {
      token,
      body: { mime, data: file.toString('base64') },
    });
  async function sendFeedback(file: Buffer, mime: Mime) {
    keyCount += 1;
    const { captchaKey, captcha } = await solvedCaptcha(
      platform,
      client,
      `upload-test-key-${String(keyCount)}`,
    );
    return client.call<FeedbackValue>('PUT', '/wps/feedback', {
      token,
      body: {
        type: 1,
        content: 'My deposit has not arrived',
        files: [{ mime, data: file.toString('base64') }],
        captchaKey,
        captcha,
      },
    });
  }
  /** The stored slips (a new upload replaces the order's slip, so their count alone proves nothing). */
  const storedSlips = async () =>
    (await platform.database.db.select().from(paymentFiles))
      .filter((row) => row.kind === 'slip')
      .map((row) => `${String(row.id)}:${row.data}`)
      .sort();

  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
  ] as const)(
    'takes a complete %s and serves it with its type, nosniff and no active content',
    async (_name, file, mime) => {
      const uploaded = await setAvatar(file, mime);
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
      const served = await platform.app.inject({ url: uploaded.body.value?.avatar ?? '' });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(file)).toBe(true);
      expect(served.headers['content-type']).toBe(mime);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(served.headers['content-disposition']).toBe(
        `inline; filename="avatar.${mime === 'image/png' ? 'png' : 'jpg'}"`,
      );

      const slip = await uploadSlip(file, mime);
      expect(slip.status, JSON.stringify(slip.body)).toBe(200);
      expect(slip.body.value?.slipUploaded).toBe(true);

      const feedback = await sendFeedback(file, mime);
      expect(feedback.status, JSON.stringify(feedback.body)).toBe(200);
    },
  );

  it('does not serve a stored file that is not a complete picture of its recorded type', async () => {
    const { db } = platform.database;
    const updatedAt = new Date('2026-11-20T08:00:00Z');
    const url = `/wps/member/info/icon/${String(customerId)}-${String(updatedAt.getTime())}`;
    const store = (data: Buffer, mime: Mime) =>
      db
        .update(customAvatars)
        .set({ data: data.toString('base64'), mime, updatedAt })
        .where(eq(customAvatars.customerId, customerId));
    await setAvatar(PNG, 'image/png');
    await store(PNG, 'image/png');
    expect((await platform.app.inject({ url })).statusCode).toBe(200);
    // Kept before uploads were decoded in full: a polyglot, and a file recorded as another type.
    await store(Buffer.concat([PNG, HTML]), 'image/png');
    expect((await platform.app.inject({ url })).statusCode).toBe(404);
    await store(PNG, 'image/jpeg');
    expect((await platform.app.inject({ url })).statusCode).toBe(404);
  });

  it('serves the drawn pictures with the same headers', async () => {
    const served = await platform.app.inject({ url: '/wps/member/info/icon/static-3.svg' });
    expect(served.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it.each(REFUSED)(
    'refuses %s as an avatar, a slip and a feedback picture',
    async (_name, mime, file) => {
      const { db } = platform.database;
      const [avatarBefore] = await db
        .select()
        .from(customAvatars)
        .where(eq(customAvatars.customerId, customerId));
      const slipsBefore = await storedSlips();
      const feedbacksBefore = (await db.select().from(feedbacks)).length;

      const avatar = await setAvatar(file, mime);
      expect(avatar.status).toBe(400);
      expect(avatar.body).toMatchObject({
        errorCode: ErrorCode.avatarInvalid,
        message: AVATAR_MESSAGE,
      });
      const slip = await uploadSlip(file, mime);
      expect(slip.status).toBe(400);
      expect(slip.body).toMatchObject({ errorCode: ErrorCode.fileInvalid, message: FILE_MESSAGE });
      const feedback = await sendFeedback(file, mime);
      expect(feedback.status).toBe(400);
      expect(feedback.body).toMatchObject({
        errorCode: ErrorCode.fileInvalid,
        message: FILE_MESSAGE,
      });

      const [avatarAfter] = await db
        .select()
        .from(customAvatars)
        .where(eq(customAvatars.customerId, customerId));
      expect(avatarAfter?.data).toBe(avatarBefore?.data);
      expect(await storedSlips()).toEqual(slipsBefore);
      expect((await db.select().from(feedbacks)).length).toBe(feedbacksBefore);
    },
  );
});
