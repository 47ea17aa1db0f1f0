/** Member calls: info, consolidated contract state, wallet balance and language. All need a session. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BalanceValue, ConsolidatedFunds, MemberInfo, MemberLanguage } from '@gaming/api/wire';
import { customers } from '../db/schema';
import { ApiError } from '../http/api-error';
import { fieldsOf, requiredText } from '../http/read';
import { ok } from '../http/reply';
import type { RouteDeps } from '../server';
import { ErrorCode } from '@gaming/api/wire';
import type { RegisterSettings } from '@gaming/domain/validation';
import { matchServerRule } from '@gaming/domain/validation';
import { hashPassword, verifyPassword } from '../services/password';
import { unreadCountOf } from './announcements';

const auth = { config: { auth: true } } as const;
/** Passwords travel in the crypto envelope only. */
const sealedAuth = { config: { auth: true, sealed: true } } as const;
/** Main wallet account type (original site: accountTypeId 2). */
const MAIN_WALLET = 2;

export function registerMemberRoutes(app: FastifyInstance, deps: RouteDeps): void {
  async function customerOf(id: number) {
    const [row] = await deps.db.select().from(customers).where(eq(customers.id, id));
    // A session outlives its account only if the account was deleted; treat it as logged out.
    if (!row)
      throw new ApiError(401, ErrorCode.tokenInvalid, 'The session is invalid or has expired.');
    return row;
  }

  app.get('/wps/member/info', auth, async (request) => {
    const c = await customerOf(request.session.customerId);
    const { merchant, settings } = request.site;
    return ok<MemberInfo>({
      id: c.id,
      customerId: c.id,
      account: c.username,
      username: c.username,
      nickname: c.nickname,
      isAgent: c.isAgent,
      balance: c.balance,
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      hasVip: settings.whitelabel.VIP3 === true && c.vipLabelName !== null,
      vipLabelName: c.vipLabelName,
      vipRankLevel: c.vipRankLevel,
      availablePromoCount: 0,
      unreadMessage: await unreadCountOf(deps.db, c.id),
      mobileNum: c.mobileNum,
      email: c.email,
      avatar: null,
      regDate: c.createdAt.toISOString(),
      lastLoginTime: c.lastLoginAt?.toISOString() ?? null,
      language: c.language,
    });
  });

  // §4 "Language change: stores language, tells the server": one of the merchant's languages.
  app.put('/wps/member/language', auth, async (request) => {
    const language = requiredText(fieldsOf(request.body), 'language', {
      max: 8,
      pattern: /^[A-Za-z-]+$/,
    }).toUpperCase();
    if (!request.site.merchant.langList.includes(language)) {
      throw new ApiError(
        400,
        ErrorCode.requestInvalid,
        `language must be one of ${request.site.merchant.langList.join(', ')}.`,
      );
    }
    await deps.db
      .update(customers)
      .set({ language })
      .where(eq(customers.id, request.session.customerId));
    return ok<MemberLanguage>({ language });
  });

  // §3 Change password (oldPassword, newPassword, confirmNewPassword), §4 "forced at first login":
  // the new password follows the register rule for passwords and restarts the expiry clock.
  app.put('/wps/member/password', sealedAuth, async (request) => {
    const fields = fieldsOf(request.body);
    const oldPassword = requiredText(fields, 'oldPassword', { max: 64 });
    const newPassword = requiredText(fields, 'newPassword', { max: 64 });
    const confirmNewPassword = requiredText(fields, 'confirmNewPassword', { max: 64 });
    if (confirmNewPassword !== newPassword) {
      throw new ApiError(400, ErrorCode.requestInvalid, 'The two new passwords differ.');
    }
    const rule = (request.site.settings.registerRules as unknown as RegisterSettings).password;
    if (!rule || !matchServerRule(newPassword, rule).ok) {
      throw new ApiError(400, ErrorCode.requestInvalid, 'The new password breaks the rule.');
    }
    const customer = await customerOf(request.session.customerId);
    if (!(await verifyPassword(oldPassword, customer.passwordHash))) {
      throw new ApiError(400, ErrorCode.oldPasswordInvalid, 'The old password is wrong.');
    }
    await deps.db
      .update(customers)
      .set({ passwordHash: await hashPassword(newPassword), passwordChangedAt: deps.now() })
      .where(eq(customers.id, customer.id));
    return ok(null);
  });

  app.get('/wps/member/info/funds/consolidated', auth, (request) => {
    const { whitelabel } = request.site.settings;
    return ok<ConsolidatedFunds>({
      dailysalreqtype: null,
      divtypereq: null,
      contracthoursalreq: null,
      realtimesalreqtype: null,
      enableSalary:
        whitelabel.DAYSAL === true || whitelabel.HOURSAL3 === true || whitelabel.RTSALARY3 === true,
      enableContract: whitelabel.DIVIDEND === true,
    });
  });

  app.get('/wps/v2/wallets/balance', auth, async (request) => {
    const c = await customerOf(request.session.customerId);
    const { merchant } = request.site;
    return ok<BalanceValue>({
      balance: c.balance,
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      wallets: [
        {
          accountTypeId: MAIN_WALLET,
          displayName: 'Main wallet',
          availBalance: c.balance,
          status: 'OK',
        },
      ],
    });
  });
}
