import { readFileSync } from 'node:fs';
import { clientContracts } from '@gaming/api/contract';
import type { Contract } from '@gaming/api/contract';
import { describe, expect, it } from 'vitest';
import { OPENAPI_FILE, openApiText } from './openapi-document';

interface Document {
  paths: Record<string, Record<string, { tags?: string[]; 'x-sealed-payload'?: unknown }>>;
}

/** OpenAPI writes `/a/:b` as `/a/{b}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

describe('the published OpenAPI document', () => {
  it('is the one committed in apps/platform/openapi.json (else run `pnpm --filter @gaming/platform openapi`)', async () => {
    const committed = readFileSync(OPENAPI_FILE, 'utf8');
    expect(await openApiText()).toBe(committed);
  });

  it('lists every call the apps make, under its area, sealed payloads included', async () => {
    const document = JSON.parse(await openApiText()) as Document;
    for (const [area, contracts] of Object.entries(clientContracts)) {
      for (const contract of Object.values(contracts) as Contract[]) {
        const operation =
          document.paths[openApiPath(contract.url)]?.[(contract.method ?? 'GET').toLowerCase()];
        expect(operation, `${contract.method ?? 'GET'} ${contract.url}`).toBeDefined();
        expect(operation?.tags).toEqual([area]);
        if (contract.sealed) expect(operation?.['x-sealed-payload']).toBeDefined();
      }
    }
  });

  it('leaves out the development routes', async () => {
    const document = JSON.parse(await openApiText()) as Document;
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/__dev'))).toEqual([]);
  });
});
