import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@gaming/api/wire';
import type {
  BalanceValue,
  ClaimRedEnvelopeValue,
  MerchantWallet,
  RedEnvelopeList,
  TransferLog,
  TransferUplineValue,
  UplineTransfers,
  WalletReturnValue,
  WalletTransferValue,
} from '@gaming/api/wire';
import { customers, redEnvelopes, walletTransactions } from '../../db/schema';
import type { TestPlatform } from '../../testing';
import { startTestPlatform, testDatabaseKinds } from '../../testing';
import { TestClient } from '../../testing/client';

const MAIN = 2;
const NOVA = 1001;
const LIVE = 1003;
const IN_MAINTENANCE = 1007;

describe.each(testDatabaseKinds())('wallets, transfers and red envelopes on %s', (kind) => {
  let platform: TestPlatform;
  let client: TestClient;
  const now = new Date('2026-11-24T12:00:00Z');

  beforeAll(async () => {
    platform = await startTestPlatform({ kind, listen: false, now: () => now });
    client = new TestClient(platform.app, 'PHDEMO');
  });
  afterAll(() => platform.close());

  async function tokenOf(username: string, password: string) {
    const reply = await client.login(username, password);
    const token = reply.body.value?.token;
    if (!token) throw new Error(JSON.stringify(reply.body));
    return token;
  }
  const settings = (values: Record<string, unknown>) =>
    client.call('POST', '/__dev/settings', { body: { settings: values } });
  const balanceOf = async (token: string) =>
    (await client.call<BalanceValue>('GET', '/wps/v2/wallets/balance', { token })).body.value;
  const transfer = (token: string, body: unknown, key?: string) =>
    client.call<WalletTransferValue>('POST', '/wps/relay/GCS_walletTransfer', {
      token,
      body,
      ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }),
    });
  async function ledgerRows(username: string, types: string[]) {
    const [customer] = await platform.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.username, username));
    if (!customer) throw new Error(username);
    return platform.database.db
      .select()
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.customerId, customer.id),
          inArray(walletTransactions.txType, types),
        ),
      );
  }

  it('starts in single-wallet mode: one wallet, and transfers are refused', async () => {
    const token = await tokenOf('demo', 'Demo1234');
    const mode = await client.call<MerchantWallet>('GET', '/wps/relay/GCS_merchantWallet', {
      token,
    });
    expect(mode.body.value).toEqual({ isSingle: 1, toUpline: 1 });
    const balance = await balanceOf(token);
    expect(balance?.wallets).toHaveLength(1);
    const refused = await transfer(token, {
      fromAccountTypeId: MAIN,
      toAccountTypeId: NOVA,
      amount: 10,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe(ErrorCode.operationNotEnabled);
    const recall = await client.call('POST', '/wps/relay/GCS_walletReturn', { token });
    expect(recall.body.errorCode).toBe(ErrorCode.operationNotEnabled);
  });

  describe('in multi-wallet mode', () => {
    let token: string;
    beforeAll(async () => {
      await settings({ singleWallet: false });
      token = await tokenOf('demo', 'Demo1234');
    });
    afterAll(() => settings({ singleWallet: true }));

    it('lists the vendor wallets with their maintenance state', async () => {
      const mode = await client.call<MerchantWallet>('GET', '/wps/relay/GCS_merchantWallet', {
        token,
      });
      expect(mode.body.value?.isSingle).toBe(0);
      const balance = await balanceOf(token);
      expect(balance?.wallets.length).toBeGreaterThanOrEqual(6);
      expect(balance?.wallets[0]).toMatchObject({ accountTypeId: MAIN, availBalance: 12_580.5 });
      expect(balance?.wallets.find((w) => w.accountTypeId === IN_MAINTENANCE)?.status).toBe(
        'MAINTENANCE',
      );
      expect(balance?.wallets.find((w) => w.accountTypeId === NOVA)).toMatchObject({
        status: 'OK',
        availBalance: 0,
      });
      expect(balance?.balance).toBe(12_580.5);
    });

    it('transfers both ways, up to the whole balance, and logs both legs', async () => {
      const into = await transfer(token, {
        fromAccountTypeId: MAIN,
        toAccountTypeId: NOVA,
        amount: 100.25,
      });
      expect(into.body.value).toEqual({
        successAmount: 100.25,
        fromAccountTypeId: MAIN,
        fromBalance: 12_480.25,
        toAccountTypeId: NOVA,
        toBalance: 100.25,
      });
      const back = await transfer(token, {
        fromAccountTypeId: NOVA,
        toAccountTypeId: MAIN,
        amount: '0.25',
      });
      expect(back.body.value).toMatchObject({ fromBalance: 100, toBalance: 12_480.5 });
      // Max: the whole balance of the wallet; a cent more is refused.
      const tooMuch = await transfer(token, {
        fromAccountTypeId: NOVA,
        toAccountTypeId: MAIN,
        amount: 100.01,
      });
      expect(tooMuch.status).toBe(400);
      expect(tooMuch.body.errorCode).toBe(ErrorCode.balanceInsufficient);
      const max = await transfer(token, {
        fromAccountTypeId: NOVA,
        toAccountTypeId: MAIN,
        amount: 100,
      });
      expect(max.body.value).toMatchObject({ fromBalance: 0, toBalance: 12_580.5 });
      // Between two game wallets too.
      await transfer(token, { fromAccountTypeId: MAIN, toAccountTypeId: NOVA, amount: 5 });
      const across = await transfer(token, {
        fromAccountTypeId: NOVA,
        toAccountTypeId: LIVE,
        amount: 5,
      });
      expect(across.body.value).toMatchObject({ fromBalance: 0, toBalance: 5 });
      await transfer(token, { fromAccountTypeId: LIVE, toAccountTypeId: MAIN, amount: 5 });

      const log = await client.call<TransferLog>('GET', '/wps/relay/ODSFE2_MemTransDet', {
        token,
      });
      expect(log.body.value?.list).toHaveLength(12);
      expect(log.body.value?.list.filter((row) => row.txType === 'TRANSFER_IN')).toHaveLength(6);
      expect(log.body.value?.list.find((row) => row.accountTypeId === NOVA)?.walletName).toBe(
        'Nova Reels',
      );
    });

    it('refuses bad amounts with an amount error, never a 500', async () => {
      for (const amount of [-1, 0, 1.234, 1e12, 'abc', 'NaN', '1e3', '']) {
        const reply = await transfer(token, {
          fromAccountTypeId: MAIN,
          toAccountTypeId: NOVA,
          amount,
        });
        expect(reply.status, String(amount)).toBe(400);
        expect(reply.body.errorCode, String(amount)).toBe(ErrorCode.amountInvalid);
      }
      // NaN and Infinity cannot travel in JSON (they become null): a shape error, still a 400.
      const nan = await transfer(token, {
        fromAccountTypeId: MAIN,
        toAccountTypeId: NOVA,
        amount: Number.NaN,
      });
      expect(nan.status).toBe(400);
      expect(nan.body.errorCode).toBe(ErrorCode.requestInvalid);
      expect((await balanceOf(token))?.wallets[0]?.availBalance).toBe(12_580.5);
    });

    it('refuses the same wallet twice, an unknown wallet and a wallet under maintenance', async () => {
      const same = await transfer(token, {
        fromAccountTypeId: MAIN,
        toAccountTypeId: MAIN,
        amount: 1,
      });
      expect(same.body.errorCode).toBe(ErrorCode.transferSameWallet);
      const unknown = await transfer(token, {
        fromAccountTypeId: MAIN,
        toAccountTypeId: 999,
        amount: 1,
      });
      expect(unknown.body.errorCode).toBe(ErrorCode.requestInvalid);
      const down = await transfer(token, {
        fromAccountTypeId: MAIN,
        toAccountTypeId: IN_MAINTENANCE,
        amount: 1,
      });
      expect(down.status).toBe(400);
      expect(down.body.errorCode).toBe(ErrorCode.walletMaintenance);
    });

    it('moves money once for a repeated Idempotency-Key, even sent at the same moment', async () => {
      const before = await ledgerRows('demo', ['TRANSFER_IN', 'TRANSFER_OUT']);
      const body = { fromAccountTypeId: MAIN, toAccountTypeId: LIVE, amount: 50 };
      const key = 'key-transfer-0001';
      const [first, second] = await Promise.all([
        transfer(token, body, key),
        transfer(token, body, key),
      ]);
      const third = await transfer(token, body, key);
      expect(first.body.value).toEqual(second.body.value);
      expect(third.body.value).toEqual(first.body.value);
      const after = await ledgerRows('demo', ['TRANSFER_IN', 'TRANSFER_OUT']);
      expect(after.length - before.length).toBe(2);
      const balance = await balanceOf(token);
      expect(balance?.wallets.find((w) => w.accountTypeId === LIVE)?.availBalance).toBe(50);
      // The same key on another request is refused.
      const other = await transfer(token, { ...body, amount: 51 }, key);
      expect(other.status).toBe(422);
      expect(other.body.errorCode).toBe(ErrorCode.idempotencyConflict);
    });

    it('recalls every vendor wallet into the main wallet in one go', async () => {
      await transfer(token, { fromAccountTypeId: MAIN, toAccountTypeId: NOVA, amount: 30 });
      const recall = await client.call<WalletReturnValue>('POST', '/wps/relay/GCS_walletReturn', {
        token,
      });
      expect(recall.body.value).toEqual({ successAmount: 80, mainBalance: 12_580.5, skipped: [] });
      const balance = await balanceOf(token);
      expect(
        balance?.wallets.filter((w) => w.accountTypeId !== MAIN).every((w) => w.availBalance === 0),
      ).toBe(true);
      const again = await client.call<WalletReturnValue>('POST', '/wps/relay/GCS_walletReturn', {
        token,
      });
      expect(again.body.value?.successAmount).toBe(0);
    });
  });

  describe('transfer to upline', () => {
    const upline = (token: string, body: unknown, key?: string) =>
      client.sealed<TransferUplineValue>('/wps/member/transfer/upline', body, {
        authorization: token,
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      });

    it('asks the login password while no payment password is set', async () => {
      const token = await tokenOf('player01', 'Member1234');
      const info = await client.call<UplineTransfers>('GET', '/wps/member/transfer/upline', {
        token,
      });
      expect(info.body.value).toMatchObject({
        passwordKind: 'login',
        uplineName: 'Agent One',
        balance: 500,
        list: [],
      });
      const wrong = await upline(token, { transferAmount: 10, password: 'nope1234' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errorCode).toBe(ErrorCode.oldPasswordInvalid);
      expect(await ledgerRows('player01', ['TRANSFER_UPLINE'])).toHaveLength(0);

      const done = await upline(
        token,
        { transferAmount: '20.50', password: 'Member1234', remark: 'for the team' },
        'upline-key-01',
      );
      expect(done.body.value).toEqual({ transferAmount: 20.5, balance: 479.5 });
      const repeat = await upline(
        token,
        { transferAmount: '20.50', password: 'Member1234', remark: 'for the team' },
        'upline-key-01',
      );
      expect(repeat.body.value).toEqual(done.body.value);
      expect(await ledgerRows('player01', ['TRANSFER_UPLINE'])).toHaveLength(1);
      const credited = await ledgerRows('agent1', ['TRANSFER_DOWNLINE']);
      expect(credited.map((row) => row.amount)).toEqual([20.5]);
      const log = await client.call<UplineTransfers>('GET', '/wps/member/transfer/upline', {
        token,
      });
      expect(log.body.value?.list).toMatchObject([
        { txType: 'TRANSFER_UPLINE', amount: -20.5, remark: 'for the team' },
      ]);
    });

    it('asks the payment password once it is set; a wrong one moves nothing', async () => {
      const token = await tokenOf('player02', 'Member1234');
      const set = await client.sealed(
        '/wps/member/security/payment-password',
        { mode: 'set', paymentPassword: '246810', confirmPaymentPassword: '246810' },
        { authorization: token },
        'PUT',
      );
      expect(set.status).toBe(200);
      const info = await client.call<UplineTransfers>('GET', '/wps/member/transfer/upline', {
        token,
      });
      expect(info.body.value?.passwordKind).toBe('payment');
      const login = await upline(token, { transferAmount: 5, password: 'Member1234' });
      expect(login.body.errorCode).toBe(ErrorCode.paymentPasswordInvalid);
      expect(await ledgerRows('player02', ['TRANSFER_UPLINE'])).toHaveLength(0);
      const tooMuch = await upline(token, { transferAmount: 1_000_000, password: '246810' });
      expect(tooMuch.body.errorCode).toBe(ErrorCode.balanceInsufficient);
      for (const transferAmount of [-1, 0, 1.234, 'abc']) {
        const bad = await upline(token, { transferAmount, password: '246810' });
        expect(bad.status).toBe(400);
        expect(bad.body.errorCode).toBe(ErrorCode.amountInvalid);
      }
      const ok = await upline(token, { transferAmount: 5, password: '246810' });
      expect(ok.body.value?.transferAmount).toBe(5);
    });

    it('is refused to an isAgent 2 account and when the site turns it off', async () => {
      const sub = await tokenOf('agent1sub', 'Member1234');
      const refused = await upline(sub, { transferAmount: 5, password: 'Member1234' });
      expect(refused.status).toBe(403);
      expect(refused.body.errorCode).toBe(ErrorCode.operationNotEnabled);

      await settings({ toUpline: false });
      try {
        const token = await tokenOf('player03', 'Member1234');
        const mode = await client.call<MerchantWallet>('GET', '/wps/relay/GCS_merchantWallet', {
          token,
        });
        expect(mode.body.value?.toUpline).toBe(0);
        const off = await upline(token, { transferAmount: 5, password: 'Member1234' });
        expect(off.body.errorCode).toBe(ErrorCode.operationNotEnabled);
      } finally {
        await settings({ toUpline: true });
      }
    });
  });

  describe('red envelopes', () => {
    it('lists the unopened envelopes and pays one once, however many clicks', async () => {
      const token = await tokenOf('demo', 'Demo1234');
      const list = await client.call<RedEnvelopeList>('GET', '/wps/member/red-envelopes', {
        token,
      });
      const envelopes = list.body.value?.list ?? [];
      expect(envelopes).toHaveLength(2);
      expect(envelopes.every((e) => e.status === 'AVAILABLE' && e.amount === null)).toBe(true);
      expect(envelopes[0]?.senderName).toBe('Agent One');
      const id = envelopes.find((e) => e.message.startsWith('Good luck'))?.id ?? 0;

      const before = (await balanceOf(token))?.wallets[0]?.availBalance ?? 0;
      const claims = await Promise.all(
        Array.from({ length: 4 }, () =>
          client.call<ClaimRedEnvelopeValue>('POST', '/wps/member/red-envelopes/claim', {
            token,
            body: { id },
          }),
        ),
      );
      const paid = claims.filter((reply) => reply.status === 200);
      expect(paid).toHaveLength(1);
      expect(paid[0]?.body.value?.amount).toBe(88.88);
      for (const reply of claims.filter((r) => r.status !== 200))
        expect(reply.body.errorCode).toBe(ErrorCode.redEnvelopeUnavailable);
      expect((await balanceOf(token))?.wallets[0]?.availBalance).toBeCloseTo(before + 88.88, 2);
      expect(await ledgerRows('demo', ['RED_ENVELOPE'])).toHaveLength(1);

      const after = await client.call<RedEnvelopeList>('GET', '/wps/member/red-envelopes', {
        token,
      });
      expect(after.body.value?.list.find((e) => e.id === id)).toMatchObject({
        status: 'CLAIMED',
        amount: 88.88,
      });
    });

    it('refuses an envelope of someone else and an expired one', async () => {
      const token = await tokenOf('player04', 'Member1234');
      const [demoEnvelope] = await platform.database.db.select().from(redEnvelopes).limit(1);
      const other = await client.call('POST', '/wps/member/red-envelopes/claim', {
        token,
        body: { id: demoEnvelope?.id ?? 1 },
      });
      expect(other.body.errorCode).toBe(ErrorCode.redEnvelopeUnavailable);
      const [player] = await platform.database.db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.username, 'player04'));
      const [expired] = await platform.database.db
        .insert(redEnvelopes)
        .values({
          senderId: demoEnvelope?.senderId ?? 1,
          customerId: player?.id ?? 0,
          amount: 10,
          createdAt: new Date('2026-11-20T00:00:00Z'),
          expiresAt: new Date('2026-11-23T00:00:00Z'),
        })
        .returning();
      const list = await client.call<RedEnvelopeList>('GET', '/wps/member/red-envelopes', {
        token,
      });
      expect(list.body.value?.list).toMatchObject([{ id: expired?.id, status: 'EXPIRED' }]);
      const late = await client.call('POST', '/wps/member/red-envelopes/claim', {
        token,
        body: { id: expired?.id },
      });
      expect(late.status).toBe(400);
      expect(late.body.errorCode).toBe(ErrorCode.redEnvelopeUnavailable);
    });
  });
});
