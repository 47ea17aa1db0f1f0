/**
 * The calls the boot starts before the app runs (boot.ts), exactly as the app's endpoints make
 * them, so the app takes their answers. Written out rather than built from the API's call tables
 * and the domain's constants, which would bring both into the first paint; first-calls.test.ts
 * keeps them equal to what the endpoints ask for.
 */
/**
 * The game menus and vendor lanes (`useGameMenusQuery()`, `useGameVendorsQuery()`): every page
 * needs them (the side menu, the footer, a lobby's providers and first games).
 */
export const CATALOGUE_CALLS = [
  '/lgw/games/game_menus?platform=html5-desktop',
  '/wps/relay/GCSGAME_gameVendor?platform=html5-desktop',
] as const;

/** The signed-in member (`useMemberInfoQuery()`), which every page of a member asks for. */
const MEMBER_CALLS = ['/wps/member/info'] as const;

/**
 * What the member centre's frame needs before it shows a page: the balance, the menu's badges,
 * the wallet mode and the rebate rates (`app/groups/member-center.tsx`).
 */
const MEMBER_CENTRE_CALLS = [
  '/wps/v2/wallets/balance',
  '/wps/member/centre/summary',
  '/wps/relay/GCS_merchantWallet',
  '/wps/member/records/rebate-rates',
] as const;

/** A member centre page's own first call, for the pages most visits land on. */
const MEMBER_PAGE_CALLS: Readonly<Record<string, readonly string[]>> = {
  depositv2: ['/wps/member/deposit/settings', '/wps/member/deposit/orders'],
};

/**
 * The member centre page a visit lands on (`''` for the centre's own `/member`), or null for any
 * other page: `/member` and `/member/<page>` are the router's `paths.member` (no router in the boot).
 */
export function memberCentrePageOf(pathname: string): string | null {
  const [, first, page = '', ...rest] = pathname.split('/');
  return first === 'member' && rest.length === 0 ? page : null;
}

/** The calls carrying the session that a visit landing on `pathname` makes first. */
export function signedInCallsOf(pathname: string): readonly string[] {
  const page = memberCentrePageOf(pathname);
  if (page === null) return MEMBER_CALLS;
  // Own keys only: `/member/constructor` is no page of ours.
  const own = Object.hasOwn(MEMBER_PAGE_CALLS, page) ? MEMBER_PAGE_CALLS[page] : undefined;
  return [...MEMBER_CALLS, ...MEMBER_CENTRE_CALLS, ...(own ?? [])];
}

/** The texts every page's first render waits for (`PRELOADED_NAMESPACES` of @gaming/i18n/app). */
const FIRST_TEXTS = ['games', 'tiles', 'ui', 'errors'] as const;

/** The member centre's texts, which a visit landing on it loads with those (main.tsx). */
export const MEMBER_CENTRE_TEXTS = ['member', 'status'] as const;

/** Every namespace the boot may fetch: index.html names their files (vite.config.ts). */
export const BOOT_TEXTS = [...FIRST_TEXTS, ...MEMBER_CENTRE_TEXTS];

/** The texts the first render of the page at `pathname` waits for. */
export function firstTextsOf(pathname: string): readonly string[] {
  return memberCentrePageOf(pathname) === null ? FIRST_TEXTS : BOOT_TEXTS;
}
