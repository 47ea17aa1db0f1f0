/** The OpenAPI document of a production platform (no development routes), for operators. */
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/client';
import { createServer } from '../server';

/** Where `pnpm --filter @gaming/platform openapi` writes the document (committed, checked by a test). */
export const OPENAPI_FILE = fileURLToPath(new URL('../../openapi.json', import.meta.url));

export async function openApiDocument(): Promise<unknown> {
  // Routes only: an empty in-memory database is enough, nothing is read.
  const database = await openDatabase({ kind: 'pglite' });
  const { app } = await createServer({ database, mode: 'production' });
  try {
    return app.swagger();
  } finally {
    await app.close();
    await database.close();
  }
}

/** The document as committed: two-space JSON with a final newline. */
export async function openApiText(): Promise<string> {
  return `${JSON.stringify(await openApiDocument(), null, 2)}\n`;
}
