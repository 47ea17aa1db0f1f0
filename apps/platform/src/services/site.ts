/** Merchant and site settings, read through a small cache that writes invalidate. */
import { eq } from 'drizzle-orm';
import type { Whitelabel } from '@gaming/api/wire';
import type { Database } from '../db/client';
import { merchants, siteSettings } from '../db/schema';

export type Merchant = typeof merchants.$inferSelect;
export type SiteSettings = typeof siteSettings.$inferSelect;
/** Some of a merchant's site settings, to change. */
export type SiteSettingsPatch = Partial<typeof siteSettings.$inferInsert>;
export interface Site {
  merchant: Merchant;
  settings: SiteSettings;
}

export class SiteStore {
  private readonly cache = new Map<string, Site>();

  constructor(private readonly db: Database) {}

  async get(merchantCode: string): Promise<Site | null> {
    const cached = this.cache.get(merchantCode);
    if (cached !== undefined) return cached;
    const [row] = await this.db
      .select({ merchant: merchants, settings: siteSettings })
      .from(merchants)
      .innerJoin(siteSettings, eq(siteSettings.merchantCode, merchants.code))
      .where(eq(merchants.code, merchantCode));
    // Only known merchants are kept: anyone can send any code, and unknown ones must not grow memory.
    if (row) this.cache.set(merchantCode, row);
    return row ?? null;
  }

  async listMerchants(): Promise<Merchant[]> {
    return this.db.select().from(merchants).orderBy(merchants.code);
  }

  /** How many merchants the cache holds (known ones only). */
  get cachedCount(): number {
    return this.cache.size;
  }

  invalidate(): void {
    this.cache.clear();
  }
}

/** Changes a merchant's site settings (callers invalidate the store's cache). */
export async function updateSiteSettings(
  db: Database,
  merchantCode: string,
  patch: SiteSettingsPatch,
): Promise<void> {
  await db.update(siteSettings).set(patch).where(eq(siteSettings.merchantCode, merchantCode));
}

/** The merchant's whitelabel flags (§3): each true when the feature is on. */
export function whitelabelOf(site: Site): Whitelabel {
  return site.settings.whitelabel as Whitelabel;
}
