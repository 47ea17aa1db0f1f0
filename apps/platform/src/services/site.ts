/** Merchant and site settings, read through a small cache that writes invalidate. */
import { eq } from 'drizzle-orm';
import type { Whitelabel } from '@gaming/api/wire';
import type { Database } from '../db/client';
import { merchants, siteSettings } from '../db/schema';

export type Merchant = typeof merchants.$inferSelect;
export type SiteSettings = typeof siteSettings.$inferSelect;
export interface Site {
  merchant: Merchant;
  settings: SiteSettings;
}

export class SiteStore {
  private readonly cache = new Map<string, Site | null>();

  constructor(private readonly db: Database) {}

  async get(merchantCode: string): Promise<Site | null> {
    const cached = this.cache.get(merchantCode);
    if (cached !== undefined) return cached;
    const [row] = await this.db
      .select({ merchant: merchants, settings: siteSettings })
      .from(merchants)
      .innerJoin(siteSettings, eq(siteSettings.merchantCode, merchants.code))
      .where(eq(merchants.code, merchantCode));
    const site = row ?? null;
    this.cache.set(merchantCode, site);
    return site;
  }

  async listMerchants(): Promise<Merchant[]> {
    return this.db.select().from(merchants).orderBy(merchants.code);
  }

  invalidate(): void {
    this.cache.clear();
  }
}

/** The merchant's whitelabel flags (§3): each true when the feature is on. */
export function whitelabelOf(site: Site): Whitelabel {
  return site.settings.whitelabel as Whitelabel;
}
