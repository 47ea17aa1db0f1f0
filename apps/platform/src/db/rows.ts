/**
 * The rows of a raw `db.execute(sql…)` result. PGlite and node-postgres both answer `{ rows }`, but
 * the shared `Database` type leaves the result unknown; this reads it once, checked, and names the
 * row's shape for the caller (whose SQL decides it).
 */
export function rowsOf<Row extends Record<string, unknown>>(result: unknown): Row[] {
  if (typeof result !== 'object' || result === null || !('rows' in result)) {
    throw new Error('not a query result');
  }
  const { rows } = result;
  if (!Array.isArray(rows)) throw new Error('not a query result');
  return rows as Row[];
}
