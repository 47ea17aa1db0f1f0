/** Writes apps/platform/openapi.json from the routes' contracts (`pnpm --filter @gaming/platform openapi`). */
import { writeFileSync } from 'node:fs';
import { OPENAPI_FILE, openApiText } from '../src/http/openapi-document';

writeFileSync(OPENAPI_FILE, await openApiText());
console.log(`openapi: wrote ${OPENAPI_FILE}`);
