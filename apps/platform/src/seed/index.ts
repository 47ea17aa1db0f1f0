/** The deterministic seed: the same rows on every fresh database, so tests can name them. */
import { getTableName, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { merchants, schema, siteSettings } from '../db/schema';
import { seedAccounts } from './accounts';
import { seedAgentContracts } from './agent-contracts';
import { seedAgentReports } from './agent-reports';
import { seedAgentTeam } from './agent-team';
import { seedCatalogue } from './catalogue';
import { seedContractIncome } from './contract-income';
import { seedInbox } from './inbox';
import { seedPayments } from './payments';
import { seedPoints } from './points';
import { seedPromotions } from './promotions';
import { seedRecords } from './records';
import { DEFAULT_SEED_OPTIONS, SEED_MERCHANT, SEED_SITE_SETTINGS } from './site';
import type { SeedOptions } from './site';
import { domainRouteOf, seedDomainsOf } from './site';

/** Seeds an empty database; a database that already has a merchant is left alone. */
export async function seedIfEmpty(
  db: Database,
  options: SeedOptions = DEFAULT_SEED_OPTIONS,
): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(merchants);
  const empty = (row?.count ?? 0) === 0;
  if (empty) await seed(db, options);
  await analyzeCatalogue(db);
  return empty;
}

/**
 * Fresh statistics and visibility map for the games table. PGlite runs no autovacuum, and the game
 * list's plans (index order instead of a sort, index-only page scans) depend on both.
 */
export async function analyzeCatalogue(db: Database): Promise<void> {
  await db.execute(sql`vacuum analyze games`);
}

/** Empties every table and seeds again (`POST /__dev/reset`). */
export async function resetDatabase(
  db: Database,
  options: SeedOptions = DEFAULT_SEED_OPTIONS,
): Promise<void> {
  const names = Object.values(schema)
    .map((table) => `"${getTableName(table)}"`)
    .join(', ');
  await db.execute(sql.raw(`truncate table ${names} restart identity cascade`));
  await seed(db, options);
  await analyzeCatalogue(db);
}

async function seed(db: Database, { playerOrigin }: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(merchants).values({ ...SEED_MERCHANT, domains: seedDomainsOf(playerOrigin) });
    await tx.insert(siteSettings).values({
      merchantCode: SEED_MERCHANT.code,
      ...SEED_SITE_SETTINGS,
      domainRoute: domainRouteOf(playerOrigin),
    });
    await seedAccounts(tx, SEED_MERCHANT.code);
    await seedCatalogue(tx, SEED_MERCHANT.code);
    await seedPayments(tx, SEED_MERCHANT.code);
    await seedInbox(tx, SEED_MERCHANT.code);
    // Bets name games: after the catalogue.
    await seedRecords(tx);
    await seedAgentReports(tx);
    // Demo's redeem history: after the accounts.
    await seedPoints(tx, SEED_MERCHANT.code);
    await seedPromotions(tx, SEED_MERCHANT.code);
    await seedAgentContracts(tx);
    await seedAgentTeam(tx, SEED_MERCHANT.code);
    // What the contracts earned on the seeded bets: after every bet is written.
    await seedContractIncome(tx);
  });
}
