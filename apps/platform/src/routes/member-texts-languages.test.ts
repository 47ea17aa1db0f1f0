/**
 * What the platform writes to a member, per language: inbox messages (the list, the opened message,
 * a reply's subject and the INBOX notice), the deposit page's method, channel and promotion names
 * (and an order's and the deposit record's method), the forgot-password mail, and the verification
 * codes the platform mails and texts (bind email, payment reset, registration). A Tagalog request
 * reads the Tagalog text, an English one the English; a text without Tagalog shows the merchant's
 * first language; what a member writes reads as they wrote it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DepositOrder,
  DepositPromotion,
  DepositSettings,
  DepositsPage,
  InboxPage,
  OpenedMessage,
  OutboxPage,
} from '@gaming/api/wire';
import { NOTICES_SOCKET_PATH } from '@gaming/api/wire';
import { customers, depositPromotions, messages } from '../db/schema';
import { deliverMessage } from '../services/messages';
import type { TestPlatform } from '../testing';
import { startTestPlatform, testDatabaseKinds } from '../testing';
import { TestClient } from '../testing/client';

describe.each(testDatabaseKinds())(
  'what the platform writes to a member, per language, on %s',
  (kind) => {
    let platform: TestPlatform;
    let client: TestClient;
    let demo: string;
    const clock = new Date('2026-11-24T12:00:00Z');

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
    });
    afterAll(() => platform.close());

    /** A call in `language` (its Language header, as the apps send it), as demo unless told. */
    const call = async <T>(
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      language: string,
      options: { body?: unknown; token?: string } = {},
    ) => {
      const reply = await client.call<T>(method, url, {
        token: options.token ?? demo,
        body: options.body,
        headers: { language },
      });
      expect(reply.status, `${method} ${url} ${JSON.stringify(reply.body)}`).toBe(200);
      return reply.body.value as T;
    };
    const inbox = (language: string, token = demo) =>
      call<InboxPage>('GET', '/wps/member/messages/inbox', language, { token });
    const open = (id: number, language: string) =>
      call<OpenedMessage>('POST', '/wps/member/messages/read', language, { body: { id } });

    describe('inbox messages', () => {
      it("lists and opens the site's messages in the reader's language, a member's as written", async () => {
        const english = await inbox('EN');
        const tagalog = await inbox('TY');
        expect(english.list.map((message) => [message.senderName, message.subject])).toEqual([
          ['Customer Service', 'Re: How long does a withdrawal take?'],
          ['Agent One', 'Red envelopes for you'],
          ['Promotions', 'Weekly missions are open'],
          ['Customer Service', 'Your deposit was credited'],
        ]);
        expect(tagalog.list.map((message) => [message.senderName, message.subject])).toEqual([
          ['Serbisyo sa customer', 'Re: Gaano katagal bago dumating ang withdrawal?'],
          // The agent wrote in English: every reader reads it as written.
          ['Agent One', 'Red envelopes for you'],
          ['Mga promo', 'Bukas na ang mga misyon ngayong linggo'],
          ['Serbisyo sa customer', 'Pumasok na ang iyong deposit'],
        ]);
        // The same messages in the same order: only the texts differ.
        expect(tagalog.list.map((message) => message.id)).toEqual(
          english.list.map((message) => message.id),
        );

        const missions = tagalog.list[2];
        if (!missions) throw new Error('no missions message');
        expect(await open(missions.id, 'TY')).toMatchObject({
          senderName: 'Mga promo',
          subject: 'Bukas na ang mga misyon ngayong linggo',
          content: '<p>Tapusin ang mga misyon ngayong linggo para umakyat sa leaderboard.</p>',
        });
        expect(await open(missions.id, 'EN')).toMatchObject({
          subject: 'Weekly missions are open',
          content: '<p>Complete this week’s missions to climb the leaderboard.</p>',
        });
        // The `language` query wins over the header, as for the other operator texts.
        const byQuery = await call<InboxPage>(
          'GET',
          '/wps/member/messages/inbox?language=TY',
          'EN',
        );
        expect(byQuery.list[0]?.subject).toBe('Re: Gaano katagal bago dumating ang withdrawal?');
      });

      it("falls back to the merchant's first language where a message has no Tagalog", async () => {
        const db = platform.database.db;
        const [row] = (await db.select().from(messages)).filter(
          (message) => message.subject.EN === 'Your deposit was credited',
        );
        if (!row) throw new Error('no seeded deposit message');
        try {
          await db
            .update(messages)
            .set({
              subject: { EN: 'English only', TY: '' },
              content: { EN: '<p>English body</p>' },
            })
            .where(eq(messages.id, row.id));
          const listed = (await inbox('TY')).list.find((message) => message.id === row.id);
          expect(listed?.subject).toBe('English only');
          expect(await open(row.id, 'TY')).toMatchObject({
            subject: 'English only',
            content: '<p>English body</p>',
            // The sender still has its Tagalog name.
            senderName: 'Serbisyo sa customer',
          });
        } finally {
          await db
            .update(messages)
            .set({ subject: row.subject, content: row.content, readAt: null })
            .where(eq(messages.id, row.id));
        }
      });

      it('answers a Tagalog reader’s reply under the Tagalog subject; a member’s Tagalog reads as written', async () => {
        const site = (await inbox('TY')).list[0];
        if (!site) throw new Error('no site message');
        await call('POST', '/wps/member/messages/reply', 'TY', {
          body: { inboxId: site.id, content: 'Salamat po!' },
        });
        const outbox = await call<OutboxPage>('GET', '/wps/member/messages/outbox', 'TY');
        expect(outbox.list[0]?.subject).toBe('Re: Gaano katagal bago dumating ang withdrawal?');

        // demo writes to the upline in Tagalog: the agent reads the Tagalog in English too.
        await call('POST', '/wps/member/messages/send', 'TY', {
          body: {
            sendType: 'upline',
            subject: 'Tanong po',
            content: 'Kailan ang susunod na bonus?',
          },
        });
        const agent = await tokenOf('agent1', 'Agent1234');
        const received = (await inbox('EN', agent)).list[0];
        expect(received).toMatchObject({ senderName: 'Demo Player', subject: 'Tanong po' });
        const opened = await call<OpenedMessage>('POST', '/wps/member/messages/read', 'EN', {
          token: agent,
          body: { id: received?.id },
        });
        expect(opened.content).toBe('Kailan ang susunod na bonus?');
      });

      it("sends the INBOX notice's subject in the language the member chose", async () => {
        const agent = await tokenOf('agent1', 'Agent1234');
        await call('PUT', '/wps/member/language', 'EN', { token: agent, body: { language: 'TY' } });
        const socket = await platform.app.injectWS(NOTICES_SOCKET_PATH);
        const received: unknown[] = [];
        const arrived = new Promise<void>((resolve) => {
          socket.on('message', (data: Buffer) => {
            received.push(JSON.parse(data.toString('utf8')));
            if (received.length === 2) resolve();
          });
        });
        try {
          socket.send(JSON.stringify({ type: 'auth', token: agent, merchant: 'PHDEMO' }));
          await expect.poll(() => received).toEqual([{ type: 'ready' }]);
          const [agentRow] = await platform.database.db
            .select({ id: customers.id })
            .from(customers)
            .where(eq(customers.username, 'agent1'));
          await deliverMessage(platform.database.db, {
            customerId: agentRow?.id ?? 0,
            senderName: { EN: 'Customer Service', TY: 'Serbisyo sa customer' },
            subject: { EN: 'Your commission is ready', TY: 'Handa na ang iyong komisyon' },
            content: { EN: '<p>See the agent centre.</p>', TY: '<p>Tingnan sa agent centre.</p>' },
            at: clock,
          });
          await arrived;
          expect(received[1]).toEqual({ type: 'INBOX', subject: 'Handa na ang iyong komisyon' });
        } finally {
          socket.terminate();
        }
      });
    });

    describe('the deposit page', () => {
      const settings = (language: string) =>
        call<DepositSettings>('GET', '/wps/member/deposit/settings', language);
      const promotionNames = async (language: string) =>
        (
          await call<DepositPromotion[]>(
            'GET',
            '/wps/member/deposit/promotions?method=BANK',
            language,
          )
        ).map((promotion) => promotion.name);

      it('names methods, channels and promotions in the reader’s language', async () => {
        const english = await settings('EN');
        const tagalog = await settings('TY');
        const bank = (page: DepositSettings) =>
          page.methods.find((method) => method.code === 'BANK');
        expect(bank(english)).toMatchObject({ name: 'Bank transfer' });
        expect(bank(tagalog)).toMatchObject({ name: 'Transfer sa bangko' });
        expect(bank(english)?.channels.map((channel) => channel.name)).toEqual([
          'BDO bank transfer',
          'BPI bank transfer',
        ]);
        expect(bank(tagalog)?.channels.map((channel) => channel.name)).toEqual([
          'Transfer sa BDO',
          'Transfer sa BPI',
        ]);
        const qr = tagalog.methods.find((method) => method.code === 'QRPH');
        expect(qr?.channels[0]?.name).toBe('QR Ph (kahit anong bangko o e-wallet)');
        // Brand names read the same in both.
        expect(tagalog.methods.find((method) => method.code === 'GCASH')?.name).toBe('GCash');

        expect(await promotionNames('EN')).toEqual([
          'First deposit 100% bonus',
          'Daily reload bonus',
          'Bank transfer ₱88',
        ]);
        expect(await promotionNames('TY')).toEqual([
          '100% bonus sa unang deposit',
          'Reload bonus araw-araw',
          'Dagdag na ₱88 sa transfer sa bangko',
        ]);
      });

      it("shows a promotion's English name to a Tagalog reader when it has no Tagalog", async () => {
        const db = platform.database.db;
        const [row] = await db
          .select()
          .from(depositPromotions)
          .orderBy(depositPromotions.id)
          .limit(1);
        if (!row) throw new Error('no deposit promotion');
        try {
          await db
            .update(depositPromotions)
            .set({ name: { EN: 'English only' } })
            .where(eq(depositPromotions.id, row.id));
          expect((await promotionNames('TY'))[0]).toBe('English only');
        } finally {
          await db
            .update(depositPromotions)
            .set({ name: row.name })
            .where(eq(depositPromotions.id, row.id));
        }
      });

      it("names an order's channel in the reader's language, in the deposit record too", async () => {
        const bdo = (await settings('EN')).methods
          .flatMap((method) => method.channels)
          .find((channel) => channel.vendorId === 'BDO');
        const order = await call<DepositOrder>('POST', '/wps/member/deposit', 'TY', {
          body: { channelId: bdo?.id, amount: 1000 },
        });
        expect(order.methodName).toBe('Transfer sa BDO');
        const open = await call<DepositOrder[]>('GET', '/wps/member/deposit/orders', 'EN');
        expect(open.find((entry) => entry.orderNo === order.orderNo)?.methodName).toBe(
          'BDO bank transfer',
        );
        await call('POST', `/wps/member/deposit/orders/${order.orderNo}/cancel`, 'EN');

        const records = (language: string) =>
          call<DepositsPage>(
            'GET',
            '/wps/member/records/deposits?startDate=2026-11-18&endDate=2026-11-24',
            language,
          );
        const method = (page: DepositsPage, id: string) =>
          page.list.find((entry) => entry.depositId === id)?.depositMethod;
        expect(method(await records('TY'), 'D202611220001')).toBe(
          'QR Ph (kahit anong bangko o e-wallet)',
        );
        expect(method(await records('EN'), 'D202611220001')).toBe('QR Ph (any bank or e-wallet)');
      });
    });

    describe('the forgot-password mail', () => {
      const forgot = (username: string, email: string, language: string) =>
        client.call<null>('POST', '/wps/member/password/email', {
          body: { username, email },
          headers: { language },
        });
      const newestMail = async (email: string) =>
        (
          await client.call<{ subject: string; body: string }[]>(
            'GET',
            `/__dev/mail?to=${encodeURIComponent(email)}`,
          )
        ).body.value?.[0];

      it('is written in the language the member asked in', async () => {
        await platform.database.db
          .update(customers)
          .set({ email: 'player08@phdemo.invalid' })
          .where(eq(customers.username, 'player08'));
        expect((await forgot('player08', 'player08@phdemo.invalid', 'TY')).status).toBe(200);
        const tagalog = await newestMail('player08@phdemo.invalid');
        expect(tagalog?.subject).toBe('Ang iyong pansamantalang password');
        expect(tagalog?.body).toContain('Ang iyong username: player08');
        expect(tagalog?.body).toContain('Magagamit ito sa loob ng 30 minuto.');
        expect(tagalog?.body).not.toMatch(/temporary|Hello/i);
        // The Tagalog mail carries the password that works.
        const password = /pansamantalang password: (\S+)/.exec(tagalog?.body ?? '')?.[1] ?? '';
        expect(password).toMatch(/^[A-Za-z0-9]{10}$/);
        expect((await client.login('player08', password)).body.value?.token).toBeTruthy();

        expect((await forgot('player08', 'player08@phdemo.invalid', 'EN')).status).toBe(200);
        const english = await newestMail('player08@phdemo.invalid');
        expect(english?.subject).toBe('Your temporary password');
        expect(english?.body).toMatch(/Your temporary password: [A-Za-z0-9]{10}/);
        expect(english?.body).toContain('It works for 30 minutes.');
      });
    });

    describe('verification codes', () => {
      type Sms = { code: string; text: string; purpose: string };
      const sms = async (mobile: string) =>
        (await client.call<Sms>('GET', `/__dev/sms?mobile=${mobile}`)).body.value;
      const newestMail = async (email: string) =>
        (
          await client.call<{ subject: string; body: string }[]>(
            'GET',
            `/__dev/mail?to=${encodeURIComponent(email)}`,
          )
        ).body.value?.[0];

      it('texts a code in the language it was asked in', async () => {
        // To demo's bound number (a payment-password reset), signed in.
        await call('POST', '/wps/member/security/code', 'TY', { body: { purpose: 'payment' } });
        const tagalog = await sms('9171234567');
        expect(tagalog?.purpose).toBe('payment');
        expect(tagalog?.text).toBe(
          `Ang iyong verification code ay ${tagalog?.code ?? ''}. Mag-e-expire ito pagkalipas ng 5 minuto. Huwag itong ibigay kaninuman.`,
        );
        await call('POST', '/wps/member/security/code', 'EN', { body: { purpose: 'payment' } });
        const english = await sms('9171234567');
        expect(english?.code).not.toBe(tagalog?.code);
        expect(english?.text).toBe(
          `Your verification code is ${english?.code ?? ''}. It expires in 5 minutes. Never share it with anyone.`,
        );

        // Before any session: a registration code, in the visitor's language.
        const reply = await client.call('POST', '/wps/verification/sms/register', {
          body: { mobileNum: '9175550999', challenge: await client.challenge() },
          headers: { language: 'TY' },
        });
        expect(reply.status, JSON.stringify(reply.body)).toBe(200);
        const register = await sms('9175550999');
        expect(register?.purpose).toBe('register');
        expect(register?.text).toMatch(/^Ang iyong verification code ay \d{6}\./);
      });

      it('mails a code in the language it was asked in', async () => {
        await call('POST', '/wps/member/security/code', 'TY', {
          body: { purpose: 'bindEmail', email: 'demo-ty@example.org' },
        });
        const tagalog = await newestMail('demo-ty@example.org');
        const code = /code: (\d{6})$/.exec(tagalog?.subject ?? '')?.[1] ?? '';
        expect(tagalog?.subject).toBe(`Ang iyong verification code: ${code}`);
        expect(tagalog?.body).toBe(
          `Ang iyong verification code ay ${code}. Mag-e-expire ito pagkalipas ng 5 minuto. Huwag itong ibigay kaninuman.`,
        );
        // The Tagalog mail's code binds the address.
        await call('POST', '/wps/member/security/email', 'TY', {
          body: { email: 'demo-ty@example.org', verificationCode: code },
        });

        await call('POST', '/wps/member/security/code', 'EN', {
          body: { purpose: 'bindEmail', email: 'demo-en@example.org' },
        });
        const english = await newestMail('demo-en@example.org');
        expect(english?.subject).toMatch(/^Your verification code: \d{6}$/);
        expect(english?.body).toMatch(
          /^Your verification code is \d{6}\. It expires in 5 minutes\. Never share it with anyone\.$/,
        );
      });
    });
  },
);
