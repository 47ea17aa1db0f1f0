/**
 * The migration that makes inbox messages and the deposit page's names texts per language keeps what
 * a database held before: each old text becomes its English text, `{ "EN": old }`.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));
const TAG = '0015_inbox_deposit_languages';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** The migrations folder as it was before `TAG`. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'platform-migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(
    journalFile,
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }),
  );
  return folder;
}

describe(`migration ${TAG}`, () => {
  const folder = migrationsBefore(TAG);
  const client = new PGlite();
  afterAll(async () => {
    await client.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('turns each existing text into its English text', async () => {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: folder });
    await client.exec(`
      insert into merchants (code, country, country_name, currency, currency_symbol, lang_list, domains)
        values ('OLD', 'PH', 'Philippines', 'PHP', '₱', '{EN,TY}', '{}');
      insert into customers (merchant_code, username, password_hash, nickname)
        values ('OLD', 'member', 'x', 'Member');
      insert into messages (customer_id, sender_name, subject, content)
        select id, 'Customer Service', 'Hello', '<p>Body</p>' from customers;
      insert into deposit_channels (merchant_code, method_code, flow, vendor_id, name, min_amount, max_amount)
        values ('OLD', 'BANK', 'BANK', 'BDO', 'BDO bank transfer', 100, 1000);
      insert into deposit_promotions (merchant_code, name, type, tiers)
        values ('OLD', 'Daily reload bonus', 'FIXED', '[]');
    `);

    await migrate(db, { migrationsFolder: MIGRATIONS });

    const message = await client.query(
      'select sender_name as "senderName", subject, content from messages',
    );
    expect(message.rows).toEqual([
      {
        senderName: { EN: 'Customer Service' },
        subject: { EN: 'Hello' },
        content: { EN: '<p>Body</p>' },
      },
    ]);
    expect((await client.query('select name from deposit_channels')).rows).toEqual([
      { name: { EN: 'BDO bank transfer' } },
    ]);
    expect((await client.query('select name from deposit_promotions')).rows).toEqual([
      { name: { EN: 'Daily reload bonus' } },
    ]);
  });
});
