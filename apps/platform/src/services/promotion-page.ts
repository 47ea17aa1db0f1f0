/**
 * The promotions page: the merchant's promotions with where the viewing member stands on each (a
 * manual promotion's application, a raffle's claim), applying to a manual promotion, and moving its
 * issued bonus to claimed (the bonus itself is paid by `payReward`).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Promotion } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { amountOfCents, centsOfStored } from '@gaming/domain/money';
import type { ApplicationStatus } from '@gaming/domain/promotions';
import {
  APPLICATION_STATUSES,
  PROMOTION_CATEGORIES,
  activityStatusOf,
  isPromotionCategory,
} from '@gaming/domain/promotions';
import type { Database } from '../db/client';
import { promotionApplications, promotions, rewardClaims } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { Tx } from './ledger';
import type { LocalReader } from './local-text';

const isApplication = (value: string): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value);

/** A promotion over for more than this long leaves the page. */
const SHOWN_AFTER_END_MS = 30 * 86_400_000;

/** The member's applications to manual promotions, by promotion. */
async function applicationsOf(db: Database, customerId: number) {
  const applications = new Map<number, ApplicationStatus>();
  const mine = await db
    .select({
      promotionId: promotionApplications.promotionId,
      status: promotionApplications.status,
    })
    .from(promotionApplications)
    .where(eq(promotionApplications.customerId, customerId));
  for (const row of mine)
    if (isApplication(row.status)) applications.set(row.promotionId, row.status);
  return applications;
}

/** The raffles the member claimed, by claim key (the promotion's id). */
async function claimedRafflesOf(db: Database, customerId: number): Promise<Set<string>> {
  const claims = await db
    .select({ key: rewardClaims.claimKey })
    .from(rewardClaims)
    .where(and(eq(rewardClaims.customerId, customerId), eq(rewardClaims.kind, 'RAFFLE')));
  return new Set(claims.map((row) => row.key));
}

/**
 * The merchant's promotions in their order and the categories that have any; with a viewer, each
 * manual promotion and raffle says where the viewer stands on it.
 */
export async function promotionPageOf(
  db: Database,
  merchantCode: string,
  viewerId: number | null,
  now: Date,
  local: LocalReader,
) {
  const rows = await db
    .select()
    .from(promotions)
    .where(eq(promotions.merchantCode, merchantCode))
    .orderBy(asc(promotions.sort), asc(promotions.id));
  const applications =
    viewerId === null ? new Map<number, ApplicationStatus>() : await applicationsOf(db, viewerId);
  const raffles = viewerId === null ? new Set<string>() : await claimedRafflesOf(db, viewerId);
  const list: Promotion[] = [];
  for (const row of rows) {
    if (!isPromotionCategory(row.category)) continue;
    if (row.endAt.getTime() < now.getTime() - SHOWN_AFTER_END_MS) continue;
    const manual = row.promotionType === 'MANUAL';
    const raffle = row.promotionType === 'RAFFLE';
    const period = { startMs: row.startAt.getTime(), endMs: row.endAt.getTime() };
    let status: Promotion['status'] = null;
    if (manual) status = activityStatusOf(period, now.getTime(), applications.get(row.id) ?? null);
    else if (raffle)
      status = activityStatusOf(
        period,
        now.getTime(),
        raffles.has(String(row.id)) ? 'claimed' : null,
      );
    list.push({
      id: row.id,
      category: row.category,
      promotionType: row.promotionType,
      title: local(row.title),
      content: local(row.content),
      imageUrl: local.optional(row.imageUrl),
      startDate: row.startAt.toISOString(),
      endDate: row.endAt.toISOString(),
      manual,
      raffle,
      bonus: amountOfCents(centsOfStored(row.bonus)),
      status,
    });
  }
  const present = new Set(list.map((entry) => entry.category));
  return { categories: PROMOTION_CATEGORIES.filter((c) => present.has(c)), list };
}

/** The merchant's promotion of this id and type; any other is a 404 `promotion.unavailable`. */
export async function promotionOf(
  db: Database,
  merchantCode: string,
  id: number,
  type: 'MANUAL' | 'RAFFLE',
) {
  const [row] = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.id, id),
        eq(promotions.merchantCode, merchantCode),
        eq(promotions.promotionType, type),
      ),
    );
  if (!row) throw new ApiError(404, ErrorCode.promotionUnavailable, 'No such promotion.');
  return row;
}

/** Applies to a manual promotion; false when the member applied already. */
export async function applyToPromotion(
  db: Database,
  customerId: number,
  promotionId: number,
  now: Date,
): Promise<boolean> {
  const [created] = await db
    .insert(promotionApplications)
    .values({ customerId, promotionId, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: promotionApplications.id });
  return created !== undefined;
}

/**
 * Moves the member's issued application to claimed; a second request finds it claimed
 * (`reward.claimed`), and one never issued is `promotion.not.issued`.
 */
export async function claimIssuedBonus(
  tx: Tx,
  customerId: number,
  promotionId: number,
  now: Date,
): Promise<void> {
  const [moved] = await tx
    .update(promotionApplications)
    .set({ status: 'claimed', decidedAt: now })
    .where(
      and(
        eq(promotionApplications.customerId, customerId),
        eq(promotionApplications.promotionId, promotionId),
        eq(promotionApplications.status, 'issued'),
      ),
    )
    .returning({ id: promotionApplications.id });
  if (moved) return;
  const [mine] = await tx
    .select({ status: promotionApplications.status })
    .from(promotionApplications)
    .where(
      and(
        eq(promotionApplications.customerId, customerId),
        eq(promotionApplications.promotionId, promotionId),
      ),
    );
  if (mine?.status === 'claimed')
    throw new ApiError(400, ErrorCode.rewardClaimed, 'Already claimed.');
  throw new ApiError(400, ErrorCode.promotionNotIssued, 'The bonus is not issued.');
}
