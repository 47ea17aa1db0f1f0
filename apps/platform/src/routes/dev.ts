/**
 * Development-only routes (DESIGN.md): the SMS outbox, settings switches and a reset to the seed.
 * Registered only when the platform runs in development mode; production never has them.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@gaming/api/wire';
import type { DatabaseHandle } from '../db/client';
import { siteSettings, smsCodes } from '../db/schema';
import { ApiError } from '../http/api-error';
import { fieldsOf, optionalText, requiredText } from '../http/read';
import { ok } from '../http/reply';
import { resetDatabase } from '../seed';
import { SEED_MERCHANT } from '../seed/site';
import type { RouteDeps } from '../server';

const dev = { config: { noMerchant: true } } as const;

export function registerDevRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { database: DatabaseHandle },
): void {
  app.get('/__dev/sms', dev, async (request) => {
    const query = fieldsOf(request.query);
    const mobileNum = requiredText(query, 'mobile', { pattern: /^\d{7,15}$/ });
    const merchantCode = optionalText(query, 'merchant', { max: 32 }) ?? SEED_MERCHANT.code;
    const [row] = await deps.db
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.merchantCode, merchantCode), eq(smsCodes.mobileNum, mobileNum)))
      .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
      .limit(1);
    if (!row) throw new ApiError(404, ErrorCode.notFound, 'No code was sent to this number.');
    return ok({
      mobileNum: row.mobileNum,
      code: row.code,
      purpose: row.purpose,
      expiresAt: row.expiresAt.toISOString(),
    });
  });

  app.post('/__dev/settings', dev, async (request) => {
    const body = fieldsOf(request.body);
    const merchantCode = optionalText(body, 'merchant', { max: 32 }) ?? SEED_MERCHANT.code;
    const site = await deps.site.get(merchantCode);
    if (!site) throw new ApiError(400, ErrorCode.merchantUnknown, 'Unknown merchant.');
    const patch: Partial<typeof siteSettings.$inferInsert> = {};
    if (body.status !== undefined) {
      if (body.status !== 0 && body.status !== 1 && body.status !== 2) {
        throw new ApiError(400, ErrorCode.requestInvalid, 'status must be 0, 1 or 2.');
      }
      patch.status = body.status;
    }
    if (body.whitelabel !== undefined) {
      const flags = fieldsOf(body.whitelabel);
      for (const [name, value] of Object.entries(flags)) {
        if (typeof value !== 'boolean')
          throw new ApiError(400, ErrorCode.requestInvalid, `${name} must be true or false.`);
      }
      patch.whitelabel = { ...site.settings.whitelabel, ...(flags as Record<string, boolean>) };
    }
    if (body.settings !== undefined) {
      patch.settings = { ...site.settings.settings, ...fieldsOf(body.settings) };
    }
    if (Object.keys(patch).length > 0) {
      await deps.db
        .update(siteSettings)
        .set(patch)
        .where(eq(siteSettings.merchantCode, merchantCode));
      deps.site.invalidate();
    }
    const updated = await deps.site.get(merchantCode);
    return ok({
      status: updated?.settings.status,
      whitelabel: updated?.settings.whitelabel,
      settings: updated?.settings.settings,
    });
  });

  app.post('/__dev/reset', dev, async () => {
    await resetDatabase(deps.db);
    deps.site.invalidate();
    deps.catalogue.invalidate();
    return ok(null);
  });
}
