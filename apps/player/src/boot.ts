/**
 * The player's boot entry: index.html runs it before the app (it is a few kilobytes; the app's
 * framework is still downloading). It starts the config, permission, game catalogue and, on home,
 * the `w_home` banner calls (the app takes their answers), marks the boot frame's page, and shows
 * the first banner in the frame as soon as its address is known (the image, high priority, is its
 * preload). On a game list lobby on a phone or tablet it shows the lobby's first games the same
 * way (`app/lobby-boot.ts`, a chunk of its own). So the largest paint of most visits needs no
 * framework at all.
 */
import type { Banner } from '@gaming/api/wire';
import { announcementsCalls } from '@gaming/api/early-calls';
import { boot, holdBootFrame, registerServiceWorker, showInBootFrame } from '@gaming/kernel/boot';
import { safeServerUrl } from '@gaming/domain/urls';
import {
  CATALOGUE_CALLS,
  firstTextsOf,
  memberCentrePageOf,
  signedInCallsOf,
} from './app/first-calls';
import { DESKTOP_QUERY } from './config/layout';
import { landsOnGameList, landsOnHome } from './config/paths';

/**
 * The home banner call exactly as `useBannersQuery({ groupName: 'w_home', language })` makes it, in
 * the language every call of the visit carries.
 */
const homeBannersIn = (language: string | undefined) =>
  `${announcementsCalls.banners.url}?groupName=w_home&language=${encodeURIComponent(language ?? 'EN')}`;

const home = landsOnHome(window.location.pathname);
const desktop = window.matchMedia(DESKTOP_QUERY).matches;
// Desktop lobbies wrap their provider chips over several lines: the frame could not put the first
// games where the page will show them, so it leaves them to the page there.
const lobby = !home && !desktop && landsOnGameList(window.location.pathname);
if (home || lobby) {
  document.documentElement.dataset.bootPage = home ? 'home' : 'lobby';
  // The frame's pictures stand until the page's own take their place (HomeBanner, the lobby's
  // grid release it).
  holdBootFrame();
}
const lobbyBoot = lobby ? import('./app/lobby-boot') : undefined;

/** Settles when the frame's pictures are drawn, or when there are none to draw: the app may start. */
let picturesSettled: () => void = () => undefined;
const picturesDrawn = new Promise<void>((done) => {
  picturesSettled = done;
});

boot({
  // On home (and a phone's lobby) the framework runs once the frame's banner (games) are drawn (at
  // most 1.5 s later), so a slow phone spends its first moments on them; elsewhere at once.
  holdApp: home || lobby ? picturesDrawn : undefined,
  configUrl: `${import.meta.env.BASE_URL}config.json`,
  firstCalls: ({ pathname, headers }) => {
    if (home) return [homeBannersIn(headers.Language), ...CATALOGUE_CALLS];
    // A phone's member centre page shows no category (its side menu and footer ask for them
    // after the page's content): their 20 KB would only slow that content down.
    if (!desktop && memberCentrePageOf(pathname) !== null) return [];
    return CATALOGUE_CALLS;
  },
  // The texts the app's first render waits for, beside the framework. Not on home and a phone's
  // lobby: their first picture comes from the frame, and would share the link with them.
  firstTexts: (pathname) => (home || lobby ? [] : firstTextsOf(pathname)),
  // A member's own calls (and on a member centre page, the frame's and the page's) with the token.
  signedInCalls: ({ pathname }) => signedInCallsOf(pathname),
  onAnswer: (path, value, context) => {
    if (lobbyBoot && path === CATALOGUE_CALLS[0]) {
      void lobbyBoot
        .then(({ showFirstGames }) => showFirstGames(value, context))
        .then(picturesSettled, picturesSettled);
      return;
    }
    if (path !== homeBannersIn(context.headers.Language)) return;
    // The first banner the carousel will show: it skips images at unsafe addresses too.
    const first = Array.isArray(value)
      ? (value as Banner[]).find((banner) => safeServerUrl(banner.url) !== null)
      : undefined;
    const url = first && safeServerUrl(first.url);
    const slot = document.getElementById('boot-banner');
    if (!url || !slot) {
      picturesSettled();
      return;
    }
    const image = document.createElement('img');
    image.alt = '';
    image.src = url;
    image.fetchPriority = 'high';
    slot.append(image);
    void showInBootFrame(image).then(picturesSettled);
  },
});

// The build's service worker (tooling/vite/service-worker.js): the shell and hashed files cached.
if (import.meta.env.PROD) registerServiceWorker(`${import.meta.env.BASE_URL}sw.js`);
