/**
 * The platform's API as OpenAPI 3, generated from the contracts the routes are registered with: an
 * operator who builds their own platform for these apps reads the contract there. Published at
 * `GET /__dev/openapi.json` in development; `pnpm --filter @gaming/platform openapi` writes
 * `apps/platform/openapi.json`, which a test keeps equal to the code.
 */
import swagger from '@fastify/swagger';
import { ENCRYPTION_HEADER } from '@gaming/api/envelope';
import type { FastifyInstance, FastifySchema } from 'fastify';

const SEALED_BODY = {
  type: 'object',
  required: ['value'],
  properties: {
    value: {
      type: 'string',
      description: 'base64 AES-256-GCM ciphertext (with tag) of the payload',
    },
  },
} as const;

const DESCRIPTION = [
  'The platform API the player and agent apps call.',
  'Every JSON answer is `{ success, value?, message?, errorCode? }`; a refusal is a 4xx with an',
  'errorCode. Calls carry `Merchant` (exactly once), `Device: web` and `Language`; calls marked',
  'with the session scheme carry the raw token in `Authorization`. A sealed call sends',
  '`{ value }` and the `Encryption: <keyId>.<wrapped key>.<iv>` header; the payload it seals is',
  'under `x-sealed-payload`.',
].join(' ');

export async function registerOpenApi(
  app: FastifyInstance,
  options: { publish: boolean },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Gaming platform API', version: '1.0.0', description: DESCRIPTION },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'header', name: 'Authorization' },
        },
      },
    },
    hideUntagged: true,
    transform: ({ schema, url, route }) => {
      const config = (route.config ?? {}) as {
        sealed?: boolean;
        auth?: boolean;
        optionalAuth?: boolean;
        noMerchant?: boolean;
      };
      const headers = {
        type: 'object',
        properties: {
          ...(config.noMerchant
            ? {}
            : { Merchant: { type: 'string', description: 'e.g. PHDEMO' } }),
          ...(config.sealed ? { [ENCRYPTION_HEADER]: { type: 'string' } } : {}),
        },
        required: [
          ...(config.noMerchant ? [] : ['Merchant']),
          ...(config.sealed ? [ENCRYPTION_HEADER] : []),
        ],
      };
      const transformed: FastifySchema & Record<string, unknown> = {
        ...schema,
        headers,
        ...(config.auth ? { security: [{ session: [] }] } : {}),
        ...(config.optionalAuth ? { security: [{}, { session: [] }] } : {}),
        ...(config.sealed && schema.body !== undefined
          ? { body: SEALED_BODY, 'x-sealed-payload': schema.body }
          : {}),
      };
      return { schema: transformed, url };
    },
  });
  if (options.publish) {
    app.get('/__dev/openapi.json', { config: { noMerchant: true }, schema: { hide: true } }, () =>
      app.swagger(),
    );
  }
}
