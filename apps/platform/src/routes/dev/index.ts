/**
 * Development-only routes (docs/platform.md): the outboxes, settings switches, a reset to the seed, settings switches, a reset to the seed,
 * a live notice for a member and hostile content placed anywhere it shows (e2e tests).
 * Registered only when the platform runs in development mode; production never has them.
 */
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@gaming/api/wire';
import { ApiError } from '../../http/api-error';
import { route } from '../../http/route';
import { resetDatabase } from '../../seed';
import { SEED_MERCHANT } from '../../seed/site';
import { captchaAnswerOf } from '../../services/captcha';
import { customerByUsername } from '../../services/customers';
import { placeDevContent } from '../../services/dev-content';
import { mailsTo } from '../../services/mail';
import { inEveryLanguage } from '../../services/local-text';
import { SITE_SENDER } from '../../services/member-texts';
import { deliverMessage } from '../../services/messages';
import { publishNotice } from '../../services/notices';
import { decideApplication, paymentOrderOf } from '../../services/operator-decisions';
import { decideDeposit, decideWithdrawal } from '../../services/payments';
import { decideRedemption } from '../../services/points';
import type { SiteSettingsPatch } from '../../services/site';
import { updateSiteSettings } from '../../services/site';
import { lastSmsCode } from '../../services/sms-codes';
import type { RouteDeps } from '../route-deps';
import { devContracts } from './contract';

/** A batch of hostile content: a thousand rows of each kind at most, a few MB. */
const CONTENT_BODY_LIMIT = 16_000_000;

/** Headers a proxy adds (the apps' servers add X-Forwarded-For); a direct call has neither. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded'] as const;

export function registerDevRoutes(app: FastifyInstance, deps: RouteDeps): void {
  // Only to a request made straight to the platform's port: one that came through a proxy is
  // answered as if the routes did not exist, so no mistake of a proxy (a `..` it resolved while
  // forwarding) ever opens the outboxes, the settings or the reset.
  app.addHook('onRequest', (request, _reply, done) => {
    const proxied = PROXY_HEADERS.some((name) => request.headers[name] !== undefined);
    if (proxied && request.url.startsWith('/__dev/'))
      done(new ApiError(404, ErrorCode.notFound, 'Not found.'));
    else done();
  });

  /** The member a development call names (by username, in the seed merchant unless told). */
  async function memberOf(body: { username: string; merchant?: string }) {
    const customer = await customerByUsername(
      deps.db,
      body.merchant ?? SEED_MERCHANT.code,
      body.username.toLowerCase(),
    );
    if (!customer) throw new ApiError(404, ErrorCode.notFound, 'No such member.');
    return customer;
  }

  route(app, devContracts.smsOutbox, async (request) => {
    const merchantCode = request.query.merchant ?? SEED_MERCHANT.code;
    const row = await lastSmsCode(deps.db, merchantCode, request.query.mobile);
    if (!row) throw new ApiError(404, ErrorCode.notFound, 'No code was sent to this number.');
    return {
      mobileNum: row.mobileNum,
      code: row.code,
      text: row.text,
      purpose: row.purpose,
      expiresAt: row.expiresAt.toISOString(),
    };
  });

  route(app, devContracts.mailOutbox, async (request) => {
    const merchantCode = request.query.merchant ?? SEED_MERCHANT.code;
    const rows = await mailsTo(deps.db, merchantCode, request.query.to);
    return rows.map((row) => ({
      to: row.to,
      subject: row.subject,
      body: row.body,
      sentAt: row.createdAt.toISOString(),
    }));
  });

  route(app, devContracts.captchaAnswer, async (request) => {
    const answer = await captchaAnswerOf(deps.db, request.query.key);
    if (answer === null) throw new ApiError(404, ErrorCode.notFound, 'No captcha for this key.');
    return { answer };
  });

  route(app, devContracts.decideRedemption, async (request) => {
    const { redemptionId, decision } = request.body;
    const row = await decideRedemption(deps.db, redemptionId, decision, deps.now());
    if (!row) throw new ApiError(404, ErrorCode.notFound, 'No redemption in process with this id.');
    return { redemptionId: row.id, status: row.status };
  });

  route(app, devContracts.settings, async (request) => {
    const body = request.body;
    const merchantCode = body.merchant ?? SEED_MERCHANT.code;
    const site = await deps.site.get(merchantCode);
    if (!site) throw new ApiError(400, ErrorCode.merchantUnknown, 'Unknown merchant.');
    const patch: SiteSettingsPatch = {};
    if (body.status !== undefined) patch.status = body.status;
    if (body.whitelabel !== undefined)
      patch.whitelabel = { ...site.settings.whitelabel, ...body.whitelabel };
    if (body.settings !== undefined)
      patch.settings = { ...site.settings.settings, ...body.settings };
    if (body.domainRoute !== undefined) patch.domainRoute = body.domainRoute;
    if (Object.keys(patch).length > 0) {
      await updateSiteSettings(deps.db, merchantCode, patch);
      deps.site.invalidate();
    }
    const updated = (await deps.site.get(merchantCode)) ?? site;
    return {
      status: updated.settings.status,
      whitelabel: updated.settings.whitelabel,
      settings: updated.settings.settings,
    };
  });

  route(
    app,
    devContracts.content,
    async (request) => {
      const merchantCode = request.body.merchant ?? SEED_MERCHANT.code;
      if (!(await deps.site.get(merchantCode)))
        throw new ApiError(400, ErrorCode.merchantUnknown, 'Unknown merchant.');
      const placed = await placeDevContent(deps.db, merchantCode, request.body, deps.now());
      // New games, vendor names and customer-service entries show at once, not after a restart.
      deps.catalogue.invalidate();
      deps.site.invalidate();
      return placed;
    },
    // Hundreds of payloads in one batch.
    { bodyLimit: CONTENT_BODY_LIMIT },
  );

  route(app, devContracts.reset, async () => {
    await resetDatabase(deps.db, { playerOrigin: deps.playerOrigin });
    deps.site.invalidate();
    deps.catalogue.invalidate();
    return null;
  });

  route(app, devContracts.decidePayment, async (request) => {
    const { orderNo, decision, remark = null } = request.body;
    const order = await paymentOrderOf(deps.db, orderNo);
    if (!order) throw new ApiError(404, ErrorCode.orderNotFound, 'No such order.');
    const now = deps.now();
    const decided =
      order.kind === 'deposit'
        ? await decideDeposit(deps.db, order.id, decision, now, deps.publishNotice, remark)
        : await decideWithdrawal(
            deps.db,
            order.id,
            decision,
            now,
            await deps.confirmMinutesOf(order.customerId),
            deps.publishNotice,
            remark,
          );
    if (!decided)
      throw new ApiError(409, ErrorCode.orderStateInvalid, 'This order is decided already.');
    return { orderNo, status: decided.status };
  });

  route(app, devContracts.notice, async (request) => {
    const customer = await memberOf(request.body);
    await publishNotice(deps.db, customer.id, request.body.notice);
    return { customerId: customer.id };
  });

  route(app, devContracts.decidePromotion, async (request) => {
    const customer = await memberOf(request.body);
    const status = request.body.decision === 'issue' ? 'issued' : 'rejected';
    // Only an application still waiting is decided; a claimed bonus stays claimed.
    const { promotionId } = request.body;
    if (!(await decideApplication(deps.db, customer.id, promotionId, status, deps.now())))
      throw new ApiError(409, ErrorCode.orderStateInvalid, 'No application waits for a decision.');
    return { promotionId, status };
  });

  route(app, devContracts.message, async (request) => {
    const customer = await memberOf(request.body);
    // A fixture is written once: every language reads it; the site's own name is per language.
    const site = await deps.site.get(request.body.merchant ?? SEED_MERCHANT.code);
    const languages = site?.merchant.langList ?? ['EN'];
    const { senderName } = request.body;
    const id = await deliverMessage(deps.db, {
      customerId: customer.id,
      senderName: senderName === undefined ? SITE_SENDER : inEveryLanguage(senderName, languages),
      subject: inEveryLanguage(request.body.subject, languages),
      content: inEveryLanguage(request.body.content, languages),
      at: deps.now(),
    });
    return { id, customerId: customer.id };
  });
}
