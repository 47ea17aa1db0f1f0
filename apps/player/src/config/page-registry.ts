/**
 * Every address of the player app and who opens it: what a walk over the whole app visits (the
 * end-to-end screen walk). Each route of `paths` must be placed here (a type error otherwise), and
 * every built member centre page is walked, so a new page is walked without anyone remembering to.
 */
import { BUILT_MEMBER_PAGES } from './member-pages';
import { paths } from './paths';

/** Who opens a page: anyone, or a signed-in member. */
export type PageAudience = 'visitor' | 'member';

/** A route that is not a screen of its own to walk, and why. */
interface NotWalked {
  notWalked: string;
}

const PLACEMENT = {
  home: 'visitor',
  homeAliases: { notWalked: 'the same screen as /' },
  login: { notWalked: 'home with the login dialog open, walked as /' },
  register: 'visitor',
  // Walked without a ticket: it says the sign-in has expired and offers to log in again.
  socialRegister: 'visitor',
  help: 'visitor',
  gameCentre: 'visitor',
  gameListCentre: 'visitor',
  accountGame: 'member',
  lottery: 'member',
  seamless: { notWalked: "game play: a frame around the vendor's game, opened by a launch" },
  promotions: 'visitor',
  pointMall: 'visitor',
  download: 'visitor',
  mirrors: 'visitor',
  winners: 'visitor',
  member: 'member',
  agent: { notWalked: 'leads to the agent app' },
  agentHome: { notWalked: 'leads to the agent app' },
} as const satisfies Record<keyof typeof paths, PageAudience | NotWalked>;

export interface WalkedPage {
  path: string;
  audience: PageAudience;
}

/** The addresses of one route: its path, each path of a list, each built member centre page. */
function addressesOf(route: keyof typeof paths): string[] {
  if (route === 'member') return BUILT_MEMBER_PAGES.map((page) => paths.member.href(page));
  const entry: unknown = paths[route];
  if (Array.isArray(entry)) return entry as string[];
  return [(entry as { path: string }).path];
}

/** Every walked address of the player app with its audience. */
export function walkedPlayerPages(): WalkedPage[] {
  return (Object.keys(PLACEMENT) as (keyof typeof paths)[]).flatMap((route) => {
    const placement: PageAudience | NotWalked = PLACEMENT[route];
    if (typeof placement !== 'string') return [];
    return addressesOf(route).map((path) => ({ path, audience: placement }));
  });
}
