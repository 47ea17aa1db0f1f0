/**
 * The routes of §2; screens link through these, never through literals. Each entry's `path` is the
 * router pattern, `href` builds a link with its query.
 */
import type { MemberPage } from '@gaming/domain/member-pages';

const page = (path: string) => ({ path, href: () => path }) as const;

export const paths = {
  home: page('/'),
  /** The spec's other spellings of home: /index, /index.html, /home. */
  homeAliases: ['/index', '/index.html', '/home'],
  login: page('/login'),
  register: page('/register'),
  /** Finishing a registration after a social sign-in (the ticket is kept in the tab). */
  socialRegister: page('/register/social'),
  help: {
    path: '/help',
    /** `#term` opens the help centre at that article. */
    href: (anchor?: string) => (anchor ? `/help#${encodeURIComponent(anchor)}` : '/help'),
  },
  /** Game centre pages. */
  gameCentre: ['/sports', '/esports', '/lott', '/elott'],
  /** Game list centre pages; /rng takes `vassalage`. */
  gameListCentre: ['/live', '/fish', '/rng', '/pvp'],
  /** Account game lists. */
  accountGame: ['/favorite', '/recent'],
  /** Lottery pages: need a session token (else /login); take `gameCode`. */
  lottery: ['/lottery', '/seaLottery', '/vnLottery'],
  /** Game-play pages. */
  seamless: ['/seamless', '/lottert', '/vnlottery', '/sealottery'],
  promotions: page('/promotions'),
  pointMall: page('/pointMall'),
  /** App download with QR codes and install guides (the original's `/download`; `?os=ios|android`). */
  download: page('/download'),
  /** Mirror sites with the speed check (the original's speedTest page). */
  mirrors: page('/speedTest'),
  /** The whole winner board. */
  winners: page('/winners'),
  /** The member centre: each page has its own address (`/member/depositv2`). */
  member: {
    path: '/member',
    pagePath: '/member/:page',
    href: (memberPage?: MemberPage) => (memberPage ? `/member/${memberPage}` : '/member'),
  },
  agent: page('/agent'),
  agentHome: page('/agentHome'),
} as const;

export type { MemberPage };

const homePaths: readonly string[] = [paths.home.path, ...paths.homeAliases, paths.login.path];

/** Whether a visit that starts at `pathname` shows home first. */
export function landsOnHome(pathname: string): boolean {
  return homePaths.includes(pathname);
}

/** Whether a visit that starts at `pathname` shows a game list centre's lobby first (/rng…). */
export function landsOnGameList(pathname: string): boolean {
  return (paths.gameListCentre as readonly string[]).includes(pathname);
}
