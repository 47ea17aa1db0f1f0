/**
 * An agent's downline tree (§2 Agent centre): every account below the agent through `parent_id`,
 * at any depth, within the agent's merchant. Every agent-centre call reads through here, so an agent
 * sees its own tree and never another agent's.
 */
import { sql } from 'drizzle-orm';
import { ErrorCode } from '@gaming/api/wire';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { ApiError } from '../http/api-error';

export interface DownlineMember {
  id: number;
  /** 1 for a direct downline, 2 for a downline's downline, … */
  level: number;
}

/** Deeper than any real tree; stops a corrupt parent cycle from looping. */
const MAX_DEPTH = 32;

/** Every account below `agentId` with its level, nearest first. The agent itself is not included. */
export async function downlineOf(db: Database, agentId: number): Promise<DownlineMember[]> {
  const result = await db.execute(sql`
    with recursive tree(id, level) as (
      select c.id, 1 from customers c where c.parent_id = ${agentId}
      union all
      select c.id, t.level + 1 from customers c join tree t on c.parent_id = t.id
      where t.level < ${MAX_DEPTH}
    )
    select id, min(level)::int as level from tree group by id order by level, id
  `);
  return rowsOf<{ id: unknown; level: unknown }>(result).map((row) => ({
    id: Number(row.id),
    level: Number(row.level),
  }));
}

/** The ids of `agentId`'s downline (any depth). */
export async function downlineIdsOf(db: Database, agentId: number): Promise<number[]> {
  return (await downlineOf(db, agentId)).map((m) => m.id);
}

/** The level of `customerId` below `agentId` (1 = direct), or null when it is not in the tree. */
export async function levelInDownline(
  db: Database,
  agentId: number,
  customerId: number,
): Promise<number | null> {
  if (customerId === agentId) return null;
  const result = await db.execute(sql`
    with recursive up(id, parent_id, level) as (
      select c.id, c.parent_id, 0 from customers c where c.id = ${customerId}
      union all
      select p.id, p.parent_id, u.level + 1 from customers p join up u on p.id = u.parent_id
      where u.level < ${MAX_DEPTH}
    )
    select level::int as level from up where id = ${agentId} limit 1
  `);
  const row = rowsOf<{ level: unknown }>(result)[0];
  return row === undefined ? null : Number(row.level);
}

/**
 * Refuses a call about an account outside the agent's tree. Answered as "not found", so an agent
 * cannot tell another agent's member from an account that does not exist.
 */
export async function assertInDownline(
  db: Database,
  agentId: number,
  customerId: number,
): Promise<number> {
  const level = await levelInDownline(db, agentId, customerId);
  if (level === null) {
    throw new ApiError(404, ErrorCode.downlineNotFound, 'No such member in your downline.');
  }
  return level;
}
