/**
 * The accounts an agent manages in its tree: registering a direct downline (with its rebate rate),
 * the agent's remark on an account, and locking or unlocking one.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { ErrorCode } from '@gaming/api/wire';
import { DOWNLINE_STATUSES } from '@gaming/domain/agent-team';
import type { Database } from '../db/client';
import { customers, sessions, teamAccounts } from '../db/schema';
import { ApiError } from '../http/api-error';

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    ((error as { code?: unknown }).code === '23505' ||
      (error as { cause?: { code?: unknown } }).cause?.code === '23505')
  );
}

export interface NewDownline {
  agent: { id: number; merchantCode: string };
  username: string;
  passwordHash: string;
  type: 'member' | 'agent';
  rebateRate: number;
  /** The default password is known to the upline: the first login must change it. */
  mustChangePassword: boolean;
  now: Date;
}

/** Registers a direct downline of the agent; a username taken is a 400 `username.taken`. */
export async function registerDownline(db: Database, downline: NewDownline): Promise<number> {
  const { agent, now } = downline;
  try {
    return await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(customers)
        .values({
          merchantCode: agent.merchantCode,
          username: downline.username,
          passwordHash: downline.passwordHash,
          nickname: downline.username,
          isAgent: downline.type === 'agent' ? 2 : 0,
          parentId: agent.id,
          createdAt: now,
          passwordChangedAt: now,
          mustChangePassword: downline.mustChangePassword,
        })
        .returning({ id: customers.id });
      if (!inserted) throw new Error('downline insert returned nothing');
      await tx
        .insert(teamAccounts)
        .values({ customerId: inserted.id, rebateRate: downline.rebateRate, updatedAt: now });
      return inserted.id;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ApiError(400, ErrorCode.usernameTaken, 'This username is taken.');
    throw error;
  }
}

/** The agent's remark on an account of its tree (trimmed). */
export async function setDownlineRemark(
  db: Database,
  customerId: number,
  remark: string,
  now: Date,
): Promise<void> {
  await db
    .insert(teamAccounts)
    .values({ customerId, remark: remark.trim(), updatedAt: now })
    .onConflictDoUpdate({
      target: teamAccounts.customerId,
      set: { remark: remark.trim(), updatedAt: now },
    });
}

/**
 * Locks or unlocks an account of the tree. Only a normal account locks and only a locked one
 * unlocks: blocked or deleted stay so. A locked account is signed out everywhere at once.
 */
export async function setDownlineLocked(
  db: Database,
  customerId: number,
  locked: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(customers)
      .set({ status: locked ? DOWNLINE_STATUSES.locked : DOWNLINE_STATUSES.normal })
      .where(
        and(
          eq(customers.id, customerId),
          locked
            ? eq(customers.status, DOWNLINE_STATUSES.normal)
            : inArray(customers.status, [2, 6]),
        ),
      )
      .returning({ id: customers.id });
    if (changed && locked) await tx.delete(sessions).where(eq(sessions.customerId, customerId));
  });
}
