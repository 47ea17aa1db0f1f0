/**
 * The ledger under load: 1,000 bets, wins and transfers at once on one member's wallets.
 * Afterwards each wallet's balance is its seed plus the sum of its rows, every row's balance after
 * is the previous one plus its amount (nothing lost, nothing applied twice), and no balance after is
 * below zero. The same on PGlite and on PostgreSQL.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@gaming/api/wire';
import { centsOfStored } from '@gaming/domain/money';
import { customers, walletTransactions } from '../db/schema';
import type { TestPlatform } from '../testing';
import { startTestPlatform, testDatabaseKinds } from '../testing';
import { ApiError } from '../http/api-error';
import { MAIN_WALLET, balanceCentsOf, once, post, transferBetween } from './ledger';

const VENDOR_WALLET = 1001;
const OPERATIONS = 1_000;

describe.each(testDatabaseKinds())('the ledger on %s', (kind) => {
  let platform: TestPlatform;
  let customerId: number;
  const at = new Date('2026-11-25T08:00:00Z');

  beforeAll(async () => {
    platform = await startTestPlatform({ kind, listen: false });
    const [row] = await platform.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.username, 'player03'));
    if (!row) throw new Error('no seeded player03');
    customerId = row.id;
  });
  afterAll(() => platform.close());

  it(`keeps every cent through ${String(OPERATIONS)} concurrent bets, wins and transfers`, async () => {
    const { db } = platform.database;
    // Enough to carry most bets, not all of them: some must be refused for the balance.
    await post(db, {
      customerId,
      type: 'DEPOSIT',
      cents: 20_000_00,
      at: new Date(at.getTime() - 1),
    });
    const seedMain = await balanceCentsOf(db, customerId);
    const seedVendor = await balanceCentsOf(db, customerId, VENDOR_WALLET);
    const started = performance.now();

    // Bets bigger than the balance can carry on their own, so many are refused; transfers move money
    // to the vendor wallet and back, each both legs in one transaction.
    const operations = Array.from({ length: OPERATIONS }, (_, i) => async () => {
      const cents = 100 + ((i * 7919) % 200_00);
      try {
        await db.transaction(async (tx) => {
          switch (i % 4) {
            case 0:
            case 1:
              await post(tx, { customerId, type: 'BET', cents: -cents, at });
              if (i % 8 === 0) await post(tx, { customerId, type: 'WIN', cents: cents * 2, at });
              break;
            case 2:
              await transferBetween(tx, {
                customerId,
                from: MAIN_WALLET,
                to: VENDOR_WALLET,
                cents: cents * 3,
                at,
              });
              break;
            default:
              await transferBetween(tx, {
                customerId,
                from: VENDOR_WALLET,
                to: MAIN_WALLET,
                cents: cents * 2,
                at,
              });
          }
        });
        return 'applied';
      } catch (error) {
        if (error instanceof ApiError && error.errorCode === ErrorCode.balanceInsufficient)
          return 'refused';
        throw error;
      }
    });
    const results = await Promise.all(operations.map((operation) => operation()));
    const seconds = (performance.now() - started) / 1000;
    const applied = results.filter((result) => result === 'applied').length;
    console.info(
      `ledger on ${kind}: ${String(OPERATIONS)} operations in ${seconds.toFixed(2)} s, ` +
        `${String(applied)} applied, ${String(OPERATIONS - applied)} refused for balance`,
    );
    expect(applied).toBeGreaterThan(0);
    expect(applied).toBeLessThan(OPERATIONS);

    const rows = await db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.customerId, customerId))
      .orderBy(asc(walletTransactions.id));
    for (const [wallet, seed] of [
      [MAIN_WALLET, seedMain],
      [VENDOR_WALLET, seedVendor],
    ] as const) {
      const ofWallet = rows.filter((row) => row.accountTypeId === wallet && row.createdAt >= at);
      let running = seed;
      for (const row of ofWallet) {
        running += centsOfStored(row.amount);
        expect(centsOfStored(row.balanceAfter)).toBe(running);
        expect(running).toBeGreaterThanOrEqual(0);
      }
      expect(await balanceCentsOf(db, customerId, wallet)).toBe(running);
    }
  });

  it('moves money once per idempotency key, even when the repeats arrive together', async () => {
    const { db } = platform.database;
    const before = await balanceCentsOf(db, customerId);
    const request = { customerId, key: 'rebate-2026-11-25-a', call: 'test', body: { cents: 500 } };
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        once(db, request, async (tx) => {
          const posted = await post(tx, { customerId, type: 'REBATE', cents: 500, at });
          return { balanceCents: posted.balanceCents };
        }),
      ),
    );
    expect(new Set(results.map((result) => result.balanceCents)).size).toBe(1);
    expect(await balanceCentsOf(db, customerId)).toBe(before + 500);
    await expect(
      once(db, { ...request, body: { cents: 600 } }, () => Promise.resolve(null)),
    ).rejects.toMatchObject({ errorCode: ErrorCode.idempotencyConflict });
  });

  it('refuses a debit beyond the balance and leaves no row behind', async () => {
    const { db } = platform.database;
    const before = await balanceCentsOf(db, customerId);
    const rowsBefore = await db
      .select({ id: walletTransactions.id })
      .from(walletTransactions)
      .where(eq(walletTransactions.customerId, customerId));
    await expect(
      db.transaction((tx) => post(tx, { customerId, type: 'BET', cents: -(before + 1), at })),
    ).rejects.toMatchObject({ errorCode: ErrorCode.balanceInsufficient });
    const rowsAfter = await db
      .select({ id: walletTransactions.id })
      .from(walletTransactions)
      .where(eq(walletTransactions.customerId, customerId));
    expect(rowsAfter).toHaveLength(rowsBefore.length);
    expect(await balanceCentsOf(db, customerId)).toBe(before);
  });
});
