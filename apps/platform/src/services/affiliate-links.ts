/**
 * An agent's invitation links: a new link gets a fresh code that is no link's and no agent's own
 * account code, up to a number of links per agent; a visit counts on the link of its code.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ErrorCode } from '@gaming/api/wire';
import type { Database } from '../db/client';
import { affiliateLinks, customers } from '../db/schema';
import { ApiError } from '../http/api-error';

/** Links an agent may have. */
const MAX_LINKS = 20;

/** A new link of the agent, as listed (nothing visited or registered yet). */
export async function createAffiliateLink(
  db: Database,
  merchantCode: string,
  agentId: number,
  type: 'member' | 'agent',
  now: Date,
) {
  const [mine] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(affiliateLinks)
    .where(eq(affiliateLinks.agentId, agentId));
  if ((mine?.count ?? 0) >= MAX_LINKS)
    throw new ApiError(
      400,
      ErrorCode.requestInvalid,
      `An agent may have at most ${String(MAX_LINKS)} links.`,
    );
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = `AG${randomBytes(4).toString('hex').toUpperCase()}`;
    // Never an agent's own account code either.
    const [taken] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          eq(customers.merchantCode, merchantCode),
          eq(sql`upper(${customers.affiliateCode})`, code),
        ),
      );
    if (taken) continue;
    const [link] = await db
      .insert(affiliateLinks)
      .values({ merchantCode, agentId, code, type, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (link)
      return {
        id: link.id,
        code: link.code,
        type: link.type,
        visits: 0,
        registrations: 0,
        firstDeposits: 0,
        createdAt: link.createdAt.toISOString(),
      };
  }
  throw new Error('no free link code after 5 attempts');
}

/** Counts a visit on the merchant's link of this code (any case); an unknown code counts nowhere. */
export async function countLinkVisit(db: Database, merchantCode: string, code: string) {
  await db
    .update(affiliateLinks)
    .set({ visits: sql`${affiliateLinks.visits} + 1` })
    .where(
      and(
        eq(affiliateLinks.merchantCode, merchantCode),
        eq(affiliateLinks.code, code.trim().toUpperCase()),
      ),
    );
}
