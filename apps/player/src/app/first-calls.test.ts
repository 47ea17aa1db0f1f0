import {
  depositCalls,
  gamesCalls,
  memberCalls,
  memberCentreCalls,
  recordsCalls,
  walletCalls,
} from '@gaming/api/call-routes';
import { GAME_PLATFORMS } from '@gaming/domain/constants';
import { describe, expect, it } from 'vitest';
import { PRELOADED_NAMESPACES } from '@gaming/i18n/app';
import {
  CATALOGUE_CALLS,
  MEMBER_CENTRE_TEXTS,
  firstTextsOf,
  memberCentrePageOf,
  signedInCallsOf,
} from './first-calls';

describe('the calls the boot starts', () => {
  it('are the menus and vendor calls the app makes, so the app takes their early answers', () => {
    const platform = `platform=${GAME_PLATFORMS.html5Desktop}`;
    expect(CATALOGUE_CALLS).toEqual([
      `${gamesCalls.gameMenus.url}?${platform}`,
      `${gamesCalls.gameVendors.url}?${platform}`,
    ]);
  });

  it("are the member's own calls on any page of a signed-in visit", () => {
    expect(signedInCallsOf('/')).toEqual([memberCalls.memberInfo.url]);
    expect(signedInCallsOf('/rng')).toEqual([memberCalls.memberInfo.url]);
  });

  it("are the member centre frame's calls, and the deposit page's settings, on /member/depositv2", () => {
    const frame = [
      memberCalls.memberInfo,
      memberCalls.balance,
      memberCentreCalls.summary,
      walletCalls.merchantWallet,
      recordsCalls.rebateRates,
    ].map((call) => call.url);
    expect(signedInCallsOf('/member')).toEqual(frame);
    expect(signedInCallsOf('/member/withdraw')).toEqual(frame);
    expect(signedInCallsOf('/member/constructor')).toEqual(frame);
    expect(signedInCallsOf('/member/depositv2')).toEqual([
      ...frame,
      depositCalls.settings.url,
      depositCalls.openOrders.url,
    ]);
  });

  it('know a member centre page from any other page', () => {
    expect(memberCentrePageOf('/member')).toBe('');
    expect(memberCentrePageOf('/member/depositv2')).toBe('depositv2');
    expect(memberCentrePageOf('/')).toBeNull();
    expect(memberCentrePageOf('/members')).toBeNull();
    expect(memberCentrePageOf('/member/depositv2/extra')).toBeNull();
  });

  it("fetch the texts the app's first render waits for: the preloaded ones, and the member centre's there", () => {
    expect(firstTextsOf('/promotions')).toEqual(PRELOADED_NAMESPACES);
    expect(firstTextsOf('/member/depositv2')).toEqual([
      ...PRELOADED_NAMESPACES,
      ...MEMBER_CENTRE_TEXTS,
    ]);
  });
});
