/** Member calls: info, consolidated contract state, wallet balance, language, password. */
import type { FastifyInstance } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import { ErrorCode } from '@gaming/api/wire';
import { amountOfCents, centsOfStored } from '@gaming/domain/money';
import { isTrialType } from '@gaming/domain/roles';
import { matchServerRule } from '@gaming/domain/validation';
import { ApiError } from '../../http/api-error';
import { route } from '../../http/route';
import {
  replaceLoginPassword,
  setFirstPassword,
  setLanguage,
} from '../../services/account-settings';
import { pendingOffersOf } from '../../services/agent-contracts';
import { avatarUrlOf } from '../../services/avatars';
import { customerById } from '../../services/customers';
import { MAIN_WALLET } from '../../services/ledger';
import { unreadCountOf } from '../../services/messages';
import { checkLoginPassword, clearPasswordFailures } from '../../services/password-guard';
import { fieldInvalid } from '../../services/registration';
import { endOtherSessions, passwordChanged } from '../../services/sessions';
import { dropTemporaryPassword } from '../../services/temporary-passwords';
import { MAIN_WALLET_NAME, isSingleWallet, walletBalancesOf } from '../../services/wallets';
import type { RouteDeps } from '../route-deps';

const calls = clientContracts.member;

export function registerMemberRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  route(app, calls.memberInfo, async (request) => {
    const c = await customerById(db, request.session.customerId);
    const { merchant, settings } = request.site;
    return {
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
      // §6: a trial account's unread messages are not loaded.
      unreadMessage: isTrialType(c.isAgent) ? 0 : await unreadCountOf(db, c.id),
      mobileNum: c.mobileNum,
      email: c.email,
      avatar: avatarUrlOf(c),
      regDate: c.createdAt.toISOString(),
      lastLoginTime: c.lastLoginAt?.toISOString() ?? null,
      language: c.language,
      // A member registered through a social login has none ('' never verifies) until one is set.
      hasPassword: c.passwordHash !== '',
    };
  });

  // §4 "Language change: stores language, tells the server": one of the merchant's languages.
  route(app, calls.changeLanguage, async (request) => {
    const language = request.body.language.toUpperCase();
    if (!request.site.merchant.langList.includes(language)) {
      throw new ApiError(
        400,
        ErrorCode.requestInvalid,
        `language must be one of ${request.site.merchant.langList.join(', ')}.`,
      );
    }
    await setLanguage(db, request.session.customerId, language);
    return { language };
  });

  // §3 Change password (oldPassword, newPassword, confirmNewPassword), §4 "forced at first login":
  // the new password follows the register rule for passwords and restarts the expiry clock.
  route(app, calls.changePassword, async (request) => {
    const oldPassword = request.body.oldPassword.trim();
    const newPassword = request.body.newPassword.trim();
    if (request.body.confirmNewPassword.trim() !== newPassword) {
      throw new ApiError(400, ErrorCode.requestInvalid, 'The two new passwords differ.');
    }
    const rule = request.site.settings.registerRules.password;
    if (!matchServerRule(newPassword, rule).ok) {
      throw new ApiError(400, ErrorCode.requestInvalid, 'The new password breaks the rule.');
    }
    const customer = await customerById(db, request.session.customerId);
    // The old password goes through the password guard (secret `login`): five wrong ones lock the
    // change for 5 minutes, doubling, so a stolen session cannot guess its way to the account. The
    // count is the change's own, not the login route's per-username lock, in either direction: a
    // failed login must not stop the member changing the password (what ends a stolen session), and
    // a session holder must not lock the member out of signing in (services/password-guard.ts).
    await checkLoginPassword(deps, customer, oldPassword, 'The old password is wrong.');
    await replaceLoginPassword(db, customer.id, newPassword, deps.now());
    // Whoever else held a session of this account (an old password's) is signed out.
    await endOtherSessions(db, customer.id, request.session.token);
    await passwordChanged(db, request.session.token);
    return null;
  });

  // The first login password of a member registered through a social login, who has none ('' never
  // verifies) and so no old one to give. Only the signed-in member sets it, and only while there is
  // none: the update is conditional on the empty hash, so once any password exists (set here, by
  // phone, or by a mailed temporary one) this is refused and changing it asks for the old one; of
  // two requests at once, one sets it. The register rule for passwords applies, as at registration.
  route(app, calls.setPassword, async (request) => {
    const newPassword = request.body.newPassword.trim();
    const rule = request.site.settings.registerRules.password;
    if (!matchServerRule(newPassword, rule).ok)
      throw fieldInvalid('newPassword', 'The new password does not match its rule.');
    if (request.body.confirmNewPassword.trim() !== newPassword)
      throw fieldInvalid('confirmNewPassword', 'The two new passwords differ.');
    const customerId = request.session.customerId;
    if (!(await setFirstPassword(db, customerId, newPassword, deps.now())))
      throw new ApiError(
        400,
        ErrorCode.passwordAlreadySet,
        'The account has a login password: change it with the old one.',
      );
    // The member chose this password: a mailed temporary one must not replace it afterwards, and
    // old-password guesses made while there was none (every one wrong) no longer count.
    await dropTemporaryPassword(db, customerId);
    await clearPasswordFailures(db, customerId, 'login');
    // Other sessions stay, unlike a change: no password existed that someone else could have
    // known, so every session was opened through the member's own provider (or a code to their
    // number or mail), and signing those devices out would only cost the member their sessions.
    return null;
  });

  // §3 Consolidated contract info: the offers waiting for this account's answer, one per kind.
  route(app, calls.consolidatedFunds, async (request) => {
    const { whitelabel } = request.site.settings;
    const offers = await pendingOffersOf(db, request.session.customerId);
    return {
      dailysalreqtype: offers.daily ?? null,
      divtypereq: offers.dividend ?? null,
      contracthoursalreq: offers.hourly ?? null,
      realtimesalreqtype: offers.realtime ?? null,
      enableSalary:
        whitelabel.DAYSAL === true || whitelabel.HOURSAL3 === true || whitelabel.RTSALARY3 === true,
      enableContract: whitelabel.DIVIDEND === true,
    };
  });

  // Single-wallet mode: the main wallet alone. Multi-wallet mode: every vendor wallet too (status
  // MAINTENANCE while its vendor's wallet is down), and the balance is the sum of them all.
  route(app, calls.balance, async (request) => {
    const c = await customerById(db, request.session.customerId);
    const { merchant } = request.site;
    const mainCents = centsOfStored(c.balance);
    const { totalCents, wallets } = isSingleWallet(request.site)
      ? {
          totalCents: mainCents,
          wallets: [
            {
              accountTypeId: MAIN_WALLET,
              displayName: MAIN_WALLET_NAME,
              availBalance: c.balance,
              status: 'OK' as const,
            },
          ],
        }
      : await walletBalancesOf(db, c.id, mainCents);
    return {
      balance: amountOfCents(totalCents),
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      wallets,
    };
  });
}
