import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DeletedMessages,
  InboxPage,
  MemberInfo,
  MessageRecipients,
  OpenedMessage,
  OutboxPage,
  SentMessage,
  UnreadCountValue,
} from '@gaming/api/wire';
import { ErrorCode, NOTICES_SOCKET_PATH } from '@gaming/api/wire';
import type { TestPlatform } from '../../testing';
import { startTestPlatform, testDatabaseKinds } from '../../testing';
import { TestClient } from '../../testing/client';

/** The notices socket of a session, with what it received. */
async function noticesOf(platform: TestPlatform, token: string) {
  const socket = await platform.app.injectWS(NOTICES_SOCKET_PATH);
  const received: unknown[] = [];
  const waiting: ((message: unknown) => void)[] = [];
  socket.on('message', (data: Buffer) => {
    const message: unknown = JSON.parse(data.toString('utf8'));
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else received.push(message);
  });
  socket.send(JSON.stringify({ type: 'auth', token, merchant: 'PHDEMO' }));
  const next = () =>
    received.length > 0
      ? Promise.resolve(received.shift())
      : new Promise<unknown>((resolve) => waiting.push(resolve));
  expect(await next()).toEqual({ type: 'ready' });
  return { next, close: () => socket.terminate() };
}

describe.each(testDatabaseKinds())('platform messages on %s', (kind) => {
  let platform: TestPlatform;
  let client: TestClient;
  let demo: string;
  let agent: string;
  let clock = new Date('2026-11-24T12:00:00Z');

  const tokenOf = async (username: string, password: string) => {
    const reply = await client.login(username, password);
    const token = reply.body.value?.token ?? '';
    if (!token) throw new Error(JSON.stringify(reply.body));
    return token;
  };

  beforeAll(async () => {
    platform = await startTestPlatform({ kind, listen: false, now: () => clock });
    client = new TestClient(platform.app);
    demo = await tokenOf('demo', 'Demo1234');
    agent = await tokenOf('agent1', 'Agent1234');
  });
  afterAll(() => platform.close());

  const get = <T>(url: string, token = demo) => client.call<T>('GET', url, { token });
  const post = <T>(url: string, body: unknown, token = demo) =>
    client.call<T>('POST', url, { token, body });
  const inbox = async (token = demo) =>
    (await get<InboxPage>('/wps/member/messages/inbox', token)).body.value;
  const unread = async (token = demo) =>
    (await get<UnreadCountValue>('/wps/relay/CSP_unreadCount', token)).body.value?.unreadCount;

  it('lists the inbox of the last 30 days and older unread messages, newest first', async () => {
    const page = await inbox();
    expect(page?.list.map((message) => [message.subject, message.read])).toEqual([
      ['Re: How long does a withdrawal take?', true],
      ['Red envelopes for you', true],
      ['Weekly missions are open', false],
      // Older than 30 days but unread: it stays until opened, so the badge leads somewhere.
      ['Your deposit was credited', false],
    ]);
    // The welcome message of 1 October is read and older than 30 days.
    expect(page).toMatchObject({ pageNo: 1, pageSize: 6, totalCount: 4, totalPages: 1 });
    expect(page?.unreadCount).toBe(2);
    expect(page?.list[1]?.senderName).toBe('Agent One');
    const second = await get<InboxPage>('/wps/member/messages/inbox?pageNo=2&pageSize=3');
    expect(second.body.value?.list.map((message) => message.subject)).toEqual([
      'Your deposit was credited',
    ]);
  });

  it('opens a message: its content, and it is read from then on (the count falls)', async () => {
    const target = (await inbox())?.list.find((m) => m.subject === 'Weekly missions are open');
    if (!target) throw new Error('no message');
    const opened = await post<OpenedMessage>('/wps/member/messages/read', { id: target.id });
    expect(opened.status).toBe(200);
    expect(opened.body.value).toMatchObject({
      id: target.id,
      read: true,
      unreadCount: 1,
      content: '<p>Complete this week’s missions to climb the leaderboard.</p>',
    });
    expect(await unread()).toBe(1);
    const info = await get<MemberInfo>('/wps/member/info');
    expect(info.body.value?.unreadMessage).toBe(1);
    // Opening again changes nothing.
    const again = await post<OpenedMessage>('/wps/member/messages/read', { id: target.id });
    expect(again.body.value?.unreadCount).toBe(1);
    // Another member's message is not found.
    const other = await post('/wps/member/messages/read', { id: target.id }, agent);
    expect(other.status).toBe(404);
    expect(other.body.errorCode).toBe(ErrorCode.notFound);
  });

  it('deletes messages: gone from the list and the count', async () => {
    const target = (await inbox())?.list.find((m) => m.subject === 'Your deposit was credited');
    if (!target) throw new Error('no message');
    const reply = await post<DeletedMessages>('/wps/member/messages/delete', { ids: [target.id] });
    expect(reply.body.value).toEqual({ deleted: 1, unreadCount: 0 });
    expect((await inbox())?.list.map((m) => m.id)).not.toContain(target.id);
    expect(await unread()).toBe(0);
    const twice = await post('/wps/member/messages/delete', { ids: [target.id] });
    expect(twice.status).toBe(404);
    expect((await post('/wps/member/messages/read', { id: target.id })).status).toBe(404);
  });

  it('names whom a member and an agent may write to', async () => {
    const member = await get<MessageRecipients>('/wps/member/messages/recipients');
    expect(member.body.value).toEqual({
      sendTypes: ['service', 'upline'],
      uplineName: 'Agent One',
      downlineCount: 0,
    });
    const upline = await get<MessageRecipients>('/wps/member/messages/recipients', agent);
    expect(upline.body.value?.sendTypes).toEqual(['service', 'downline']);
    expect(upline.body.value?.uplineName).toBeNull();
    expect(upline.body.value?.downlineCount).toBeGreaterThan(2);
  });

  it('lists the outbox of the last 7 days with how many recipients read it', async () => {
    const outbox = await get<OutboxPage>('/wps/member/messages/outbox');
    expect(
      outbox.body.value?.list.map((m) => [m.subject, m.sendType, m.recipientName, m.readCount]),
    ).toEqual([
      ['Thank you', 'upline', 'Agent One', 1],
      ['How long does a withdrawal take?', 'service', '', 0],
    ]);
    clock = new Date('2026-11-27T12:00:00Z');
    // A session idles out over days: a fresh one at the later time.
    const later = await get<OutboxPage>(
      '/wps/member/messages/outbox',
      await tokenOf('demo', 'Demo1234'),
    );
    expect(later.body.value?.list.map((m) => m.subject)).toEqual(['Thank you']);
    clock = new Date('2026-11-24T12:00:00Z');
  });

  it('sends to the upline: in the agent’s inbox with a live notice, read count follows', async () => {
    const notices = await noticesOf(platform, agent);
    try {
      const before = (await unread(agent)) ?? 0;
      const sent = await post<SentMessage>('/wps/member/messages/send', {
        sendType: 'upline',
        subject: '  Question  ',
        content: 'Can I get <b>more</b> envelopes?',
      });
      expect(sent.status).toBe(200);
      expect(sent.body.value).toMatchObject({
        sendType: 'upline',
        recipientName: 'Agent One',
        recipientCount: 1,
        readCount: 0,
        subject: 'Question',
        content: 'Can I get <b>more</b> envelopes?',
      });
      expect(await notices.next()).toEqual({ type: 'INBOX', subject: 'Question' });
      expect(await unread(agent)).toBe(before + 1);
      const delivered = (await inbox(agent))?.list[0];
      expect(delivered).toMatchObject({
        subject: 'Question',
        senderName: 'Demo Player',
        read: false,
      });
      await post('/wps/member/messages/read', { id: delivered?.id }, agent);
      const outbox = await get<OutboxPage>('/wps/member/messages/outbox');
      expect(outbox.body.value?.list[0]).toMatchObject({ subject: 'Question', readCount: 1 });
    } finally {
      notices.close();
    }
  });

  it('sends to customer service and replies: a site message to service, a member’s to them', async () => {
    const toService = await post<SentMessage>('/wps/member/messages/send', {
      sendType: 'service',
      subject: 'Bonus',
      content: 'When is the next bonus?',
    });
    expect(toService.body.value).toMatchObject({ sendType: 'service', recipientCount: 1 });

    const list = (await inbox())?.list ?? [];
    const site = list.find((m) => m.senderName === 'Customer Service');
    const fromAgent = list.find((m) => m.senderName === 'Agent One');
    const replyToSite = await post<SentMessage>('/wps/member/messages/reply', {
      inboxId: site?.id,
      content: 'Thank you!',
    });
    expect(replyToSite.body.value).toMatchObject({
      sendType: 'service',
      subject: 'Re: How long does a withdrawal take?',
    });
    const agentUnread = (await unread(agent)) ?? 0;
    const replyToAgent = await post<SentMessage>('/wps/member/messages/reply', {
      inboxId: fromAgent?.id,
      content: 'Thanks, got them.',
    });
    expect(replyToAgent.body.value).toMatchObject({
      sendType: 'upline',
      subject: 'Re: Red envelopes for you',
      recipientCount: 1,
    });
    expect(await unread(agent)).toBe(agentUnread + 1);
  });

  it('lets an agent write to the whole direct downline, and not a member', async () => {
    const before = (await unread()) ?? 0;
    const sent = await post<SentMessage>(
      '/wps/member/messages/send',
      { sendType: 'downline', subject: 'Weekend promo', content: 'Double points this weekend.' },
      agent,
    );
    expect(sent.body.value?.sendType).toBe('downline');
    expect(sent.body.value?.recipientCount).toBeGreaterThan(2);
    expect(await unread()).toBe(before + 1);
    const refused = await post('/wps/member/messages/send', {
      sendType: 'downline',
      subject: 'x',
      content: 'y',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe(ErrorCode.operationNotEnabled);
    const noUpline = await post(
      '/wps/member/messages/send',
      { sendType: 'upline', subject: 'x', content: 'y' },
      agent,
    );
    expect(noUpline.body.errorCode).toBe(ErrorCode.operationNotEnabled);
  });

  it('refuses an empty subject or content, an unknown send type, and keeps trial accounts out', async () => {
    for (const body of [
      { sendType: 'service', subject: '', content: 'y' },
      { sendType: 'service', subject: 'x', content: '' },
      { sendType: 'everyone', subject: 'x', content: 'y' },
      { sendType: 'service', subject: 'x'.repeat(101), content: 'y' },
    ]) {
      const reply = await post('/wps/member/messages/send', body);
      expect(reply.status).toBe(400);
      expect(reply.body.errorCode).toBe(ErrorCode.requestInvalid);
    }
    expect((await client.call('GET', '/wps/member/messages/inbox')).status).toBe(401);
    const trial = await client.sealed<{ token: string }>('/wps/session/login/freeplay', {
      os: 'linux',
      platform: 'W',
    });
    const reply = await get('/wps/member/messages/inbox', trial.body.value?.token);
    expect(reply.status).toBe(403);
    expect(reply.body.errorCode).toBe(ErrorCode.needTrueAccount);
  });

  it('delivers a customer service message through the dev route, with its INBOX notice', async () => {
    const notices = await noticesOf(platform, demo);
    try {
      const before = (await unread()) ?? 0;
      const reply = await client.call<{ id: number }>('POST', '/__dev/message', {
        body: { username: 'demo', subject: 'Re: Bonus', content: '<p>Next Monday.</p>' },
      });
      expect(reply.status).toBe(200);
      expect(await notices.next()).toEqual({ type: 'INBOX', subject: 'Re: Bonus' });
      expect(await unread()).toBe(before + 1);
      expect((await inbox())?.list[0]).toMatchObject({
        id: reply.body.value?.id,
        senderName: 'Customer Service',
        read: false,
      });
    } finally {
      notices.close();
    }
  });
});
