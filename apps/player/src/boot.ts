/**
 * The player's boot entry: index.html runs it before the app (it is a few kilobytes; the app's
 * framework is still downloading). It starts the config, permission, game catalogue and, on home,
 * the `w_home` banner calls (the app takes their answers), marks the boot frame's page, and shows
 * the first banner in the frame as soon as its address is known (the image, high priority, is its
 * preload), so the largest paint of most visits needs no framework at all.
 */
import type { Banner } from '@gaming/api/wire';
import { announcementsCalls } from '@gaming/api/early-calls';
import { boot, holdBootFrame, registerServiceWorker, showInBootFrame } from '@gaming/kernel/boot';
import { safeServerUrl } from '@gaming/domain/urls';
import { CATALOGUE_CALLS, memberCentrePageOf, signedInCallsOf } from './app/first-calls';
import { landsOnHome } from './config/paths';

/** The home banner call exactly as `useBannersQuery({ groupName: 'w_home' })` makes it. */
const HOME_BANNERS = `${announcementsCalls.banners.url}?groupName=w_home`;

const home = landsOnHome(window.location.pathname);
if (home) {
  document.documentElement.dataset.bootPage = 'home';
  // The frame's banner stands until the carousel takes its place (HomeBanner releases it).
  holdBootFrame();
}

/** Settles when the frame's banner is drawn, or when there is none to draw: the app may start. */
let bannerSettled: () => void = () => undefined;
const bannerDrawn = new Promise<void>((done) => {
  bannerSettled = done;
});

boot({
  // On home the framework runs once the frame's banner is drawn (at most 1.5 s later), so a slow
  // phone spends its first moments on the banner; elsewhere at once.
  holdApp: home ? bannerDrawn : undefined,
  configUrl: `${import.meta.env.BASE_URL}config.json`,
  firstCalls: () => (home ? [HOME_BANNERS, ...CATALOGUE_CALLS] : CATALOGUE_CALLS),
  // A member's own calls (and on a member centre page, the frame's and the page's) with the token.
  signedInCalls: ({ pathname }) => signedInCallsOf(pathname),
  // The member centre's pages list orders, transfers and sign-ins with their dates; the other
  // first screens show none (and money needs no formatter).
  showsDates: ({ pathname, token }) => token !== null && memberCentrePageOf(pathname) !== null,
  onAnswer: (path, value) => {
    if (path !== HOME_BANNERS) return;
    if (!Array.isArray(value)) {
      bannerSettled();
      return;
    }
    // The first banner the carousel will show: it skips images at unsafe addresses too.
    const first = (value as Banner[]).find((banner) => safeServerUrl(banner.url) !== null);
    const url = first === undefined ? null : safeServerUrl(first.url);
    if (url === null) {
      bannerSettled();
      return;
    }
    const slot = document.getElementById('boot-banner');
    if (!slot) {
      bannerSettled();
      return;
    }
    const image = document.createElement('img');
    image.alt = '';
    image.src = url;
    image.fetchPriority = 'high';
    slot.append(image);
    void showInBootFrame(image).then(bannerSettled);
  },
});

// The build's service worker (tooling/vite/service-worker.js): the shell and hashed files cached.
if (import.meta.env.PROD) registerServiceWorker(`${import.meta.env.BASE_URL}sw.js`);
